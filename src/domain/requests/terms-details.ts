import { DRIVER_AGES } from "../driver-checks";
import type { DriverTerms } from "../driver-terms";
import type { RentalPlace } from "../rental-places";

/** The Book Now form's own messages for the details a company's terms may need. */
export const DETAIL_REQUIRED = {
  pickupLocation: "Pickup location is required",
  dropoffLocation: "Dropoff location is required",
  dateOfBirth: "Date of birth is required",
  licenseFirstIssued: "License first issued date is required",
} as const;

export type TermsDetail = keyof typeof DETAIL_REQUIRED;

/**
 * The first detail a request lacks that the company's terms need to price or judge it
 * (docs/product-rules.md, "Requests"): its own places (a fee may hang on them), the driver's birth
 * date where an age above the product's 18 or a young-driver fee applies, the licence's first day
 * where a minimum of years held applies. The Book Now form always has them; `POST /api/bookings`
 * may leave them out, and without this check would record a price the company never set.
 */
export function missingTermsDetail(
  terms: {
    places?: readonly RentalPlace[];
    drivers: Pick<DriverTerms, "minimumDriverAge" | "minimumLicenseYears" | "youngDriverFee">;
  },
  given: Partial<Record<TermsDetail, string>>,
): { field: TermsDetail; message: string } | null {
  const { drivers } = terms;
  const needed: [TermsDetail, boolean][] = [
    ["pickupLocation", (terms.places?.length ?? 0) > 0],
    ["dropoffLocation", (terms.places?.length ?? 0) > 0],
    ["dateOfBirth", drivers.minimumDriverAge > DRIVER_AGES.minimum || drivers.youngDriverFee !== null],
    ["licenseFirstIssued", drivers.minimumLicenseYears > 0],
  ];
  const missing = needed.find(([field, needs]) => needs && !given[field]);
  return missing ? { field: missing[0], message: DETAIL_REQUIRED[missing[0]] } : null;
}
