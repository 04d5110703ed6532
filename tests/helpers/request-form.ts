import { bookingInquiryDefaults } from "../../src/domain/contracts/requests/inquiry-schema";
import type { DayRange } from "../../src/domain/dates";

let sequence = 0;

/**
 * A Book Now form filled as a visitor sends it, for `vehicleId` and the period; each call is a new
 * renter (its own email) unless `overrides` says otherwise.
 */
export const filledRequestForm = (
  vehicleId: number | undefined,
  period: DayRange,
  overrides: Record<string, unknown> = {},
) => ({
  ...bookingInquiryDefaults(period),
  vehicleId,
  fullName: "Ana Visitor",
  email: `renter${++sequence}.${process.pid}@example.com`,
  phone: "(212) 736-5000",
  nationality: "American",
  dateOfBirth: "1988-01-31",
  driverLicenseNumber: "D1234-5678",
  licenseClass: "C",
  licenseFirstIssued: "2008-05-05",
  licenseCountry: "USA",
  drivingExperienceYears: 12,
  ...overrides,
});
