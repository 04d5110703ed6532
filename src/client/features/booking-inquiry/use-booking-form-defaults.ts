import { useState } from "react";
import { type BookingInquiryInput, bookingInquiryDefaults } from "../../../domain/contracts/requests/inquiry-schema";
import type { DayRange } from "../../../domain/dates";
import type { PricedChoices } from "../../../domain/rental-terms";
import { useUser } from "../../lib/auth";
import { readDraft, readRememberedRenter } from "./booking-draft";

/**
 * The booking form's first values, each layer over the one before (docs/product-rules.md,
 * "Requests"): the form's defaults (the permit and insurance ticks only where `priced` says they cost
 * nothing; the places the visitor searched for, `searchedPlaces`); the renter's details from their last request on this device; for a logged-in renter the
 * profile's name, email, phone and nationality (a company's or an admin's account names a business,
 * not the person renting); then the form as last written for this vehicle, its dates only when the
 * page still shows the dates it was opened with.
 */
export function useBookingFormDefaults(
  vehicleId: number,
  period: DayRange | undefined,
  priced: PricedChoices,
  places?: { pickup: string; dropoff: string },
): { values: BookingInquiryInput; isRemembered: boolean } {
  const { user } = useUser();
  // Read once: the form's own state takes over after its first render.
  const [kept] = useState(() => ({ renter: readRememberedRenter(), draft: readDraft(vehicleId) }));
  const defaults = bookingInquiryDefaults(period, priced, places);
  const account: Partial<BookingInquiryInput> =
    user?.role === "renter"
      ? { fullName: user.fullName, email: user.email, phone: user.phone, nationality: user.nationality ?? "" }
      : {};
  const { openedWith, ...draft } = kept.draft ?? {};
  const draftDates = sameDays(openedWith, period) ? {} : { startDate: undefined, endDate: undefined };
  const written = Object.fromEntries(
    Object.entries({ ...draft, ...draftDates }).filter(([, value]) => value !== undefined),
  ) as Partial<BookingInquiryInput>;
  return {
    values: { ...defaults, ...kept.renter, ...account, ...written },
    isRemembered: Object.keys(kept.renter).length > 0 && user?.role !== "renter",
  };
}

const sameDays = (a: DayRange | undefined, b: DayRange | undefined) =>
  a?.startDate === b?.startDate && a?.endDate === b?.endDate;
