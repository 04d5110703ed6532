import type { RenterDetails } from "../contracts/requests/visitor-request-schema";
import { addDays, type IsoDate, rentalDays, todayInDominica } from "../dates";

/** How long a request keeps its renter's personal details after the rental ends, unless configured. */
export const DEFAULT_RENTER_DATA_DAYS = 90;

/**
 * The fields of a request that say who the renter is (docs/product-rules.md, "Renters"): erased
 * `RENTER_DATA_DAYS` after the rental. The rest of the form (places, payment method, insurance,
 * permit) and the booking itself (dates, vehicle, price, status, reference) stay for the company's
 * accounts.
 */
export const PERSONAL_RENTER_FIELDS = [
  "fullName",
  "email",
  "phone",
  "phoneCountry",
  "nationality",
  "dateOfBirth",
  "driverLicenseNumber",
  "licenseClass",
  "licenseFirstIssued",
  "licenseCountry",
  "drivingExperienceYears",
  "visitingLocations",
] as const satisfies readonly (keyof RenterDetails)[];

/**
 * The last rental end day whose details are erased on `today`: a rental that ended `keepDays` days
 * ago or longer. One that ended fewer days ago keeps them.
 */
export function lastErasableEndDate(keepDays: number, now: Date = new Date()): IsoDate {
  return addDays(todayInDominica(now), -keepDays);
}

/** How many days after the rental's end its details went ("Details erased after N days"). */
export function daysDetailsKept(endDate: IsoDate, erasedAt: Date): number {
  return rentalDays(endDate, todayInDominica(erasedAt)) - 1;
}
