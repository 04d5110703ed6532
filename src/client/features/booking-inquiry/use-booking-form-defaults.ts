import { type BookingInquiryInput, bookingInquiryDefaults } from "../../../domain/contracts/requests/inquiry-schema";
import type { DayRange } from "../../../domain/dates";
import type { PricedChoices } from "../../../domain/rental-terms";
import { useUser } from "../../lib/auth";

/**
 * The booking form's first values: the form's defaults (the permit and insurance ticks only where
 * `priced` says they cost nothing), and for a logged-in renter the profile's
 * name, email, phone and nationality (docs/product-rules.md, "Renters"). A company's or an admin's
 * account names a business, not the person renting, so theirs start empty.
 */
export function useBookingFormDefaults(period: DayRange | undefined, priced: PricedChoices): BookingInquiryInput {
  const { user } = useUser();
  const defaults = bookingInquiryDefaults(period, priced);
  if (user?.role !== "renter") return defaults;
  return {
    ...defaults,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    nationality: user.nationality ?? "",
  };
}
