import type { CancellationPolicy } from "./cancellation-policy";
import { type DriverTerms, driverAgeOn } from "./driver-terms";
import type { Currency } from "./money";
import { type CompanyExtra, type ExtraChoice, extrasForVehicle } from "./rental-extras";
import type { RentalPlace } from "./rental-places";
import type { Season } from "./seasons";

/**
 * A company's rental terms (docs/product-rules.md, "Rental terms"): what it states once in its
 * profile and the product applies to every quote, form, WhatsApp text and request of its vehicles.
 * Public, like its prices: `GET /api/companies/{id}/rental-terms`. Every amount is in `currency`.
 */
export interface RentalTerms {
  companyId: number;
  /** What the company prices in; every fee below is in it. */
  currency: Currency;
  /** What it rents beside its vehicles ("Extras"). */
  extras?: CompanyExtra[];
  /** Date ranges recurring every year with their own rates and minimum days, none overlapping ("Seasons"). */
  seasons?: Season[];
  /** Who may drive, the young-driver fee and the driving permit (src/domain/driver-terms.ts). */
  drivers: DriverTerms;
  /** What cancelling costs (src/domain/cancellation-policy.ts). */
  cancellation: CancellationPolicy;
  /** Its pick-up and return places with their fees; none: the spec's five, free (`offeredPlaces`). */
  places: RentalPlace[];
  oneWayReturns: boolean;
}

/** What a renter picks among a company's terms for one rental. */
export interface RentalChoices {
  pickup?: string;
  dropoff?: string;
  extras?: ExtraChoice[];
  /** The driver's age on the start date; unknown, no young-driver fee. */
  driverAge?: number;
  /** "I need a Dominica temporary driving permit". */
  needsPermit?: boolean;
  /** HH:MM, when given: a place's after-hours fee applies outside its hours. */
  pickupTime?: string;
  dropoffTime?: string;
}

/** What a quote may take beyond the vehicle and its days: the company's terms and the renter's choices. */
export interface RentalContext {
  /** The terms the quote knows: a mail's alternatives, say, know the seasons and nothing of the driver. */
  terms?: Partial<RentalTerms>;
  choices?: RentalChoices;
}

/** The choices a request's form holds: what the quote of that request applies. */
export const rentalChoices = (form: {
  pickupLocation?: string;
  dropoffLocation?: string;
  extras?: ExtraChoice[];
  dateOfBirth?: string;
  startDate?: string;
  needsDominicanPermit?: boolean;
  pickupTime?: string;
  dropoffTime?: string;
}): RentalChoices => ({
  pickup: form.pickupLocation,
  dropoff: form.dropoffLocation,
  pickupTime: form.pickupTime || undefined,
  dropoffTime: form.dropoffTime || undefined,
  extras: form.extras,
  driverAge: driverAgeOn(form.dateOfBirth, form.startDate),
  needsPermit: form.needsDominicanPermit,
});

/** Which of the booking form's two ticks would cost the renter money with this company. */
export interface PricedChoices {
  /** It arranges the Dominica temporary driving permit for a fee. */
  permit: boolean;
  /** It prices extra cover for this vehicle. */
  insurance: boolean;
}

/**
 * What the spec's ticks ("I need a Dominica temporary driving permit", "Ask for insurance cover")
 * would cost with this company (docs/product-rules.md, "Requests"): terms not yet known may price
 * either, so both count as priced until they are.
 */
export function pricedChoices(
  terms: Pick<RentalTerms, "drivers" | "extras"> | undefined,
  vehicleId: number,
): PricedChoices {
  if (!terms) return { permit: true, insurance: true };
  return {
    permit: terms.drivers.permit === "company" && (terms.drivers.permitFee ?? 0) > 0,
    insurance: extrasForVehicle(terms.extras ?? [], vehicleId).some(
      (extra) => extra.kind === "extra_cover" && extra.price > 0,
    ),
  };
}
