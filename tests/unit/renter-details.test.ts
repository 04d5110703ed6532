import { describe, expect, it } from "vitest";
import { daysDetailsKept, lastErasableEndDate, PERSONAL_RENTER_FIELDS } from "../../src/domain/requests/renter-details";

// 14:00 UTC on March 10 is 10:00 in Dominica (UTC−4); 02:00 UTC on March 11 is still March 10 there.
const morning = new Date("2026-03-10T14:00:00Z");
const lateEvening = new Date("2026-03-11T02:00:00Z");

describe('erasing a renter\'s details (docs/product-rules.md, "Renters")', () => {
  it.each([
    [90, morning, "2025-12-10"],
    [90, lateEvening, "2025-12-10"],
    [1, morning, "2026-03-09"],
    [365, morning, "2025-03-10"],
  ])("keeping %i days, on %s the details of rentals that ended on or before %s go", (days, now, lastEnd) => {
    expect(lastErasableEndDate(days, now)).toBe(lastEnd);
  });

  it.each([
    ["2025-12-10", new Date("2026-03-10T14:00:00Z"), 90],
    ["2025-12-10", new Date("2026-03-11T02:00:00Z"), 90],
    ["2025-12-10", new Date("2026-03-11T14:00:00Z"), 91],
  ])("a rental ending %s, erased at %s, kept its details %i days", (endDate, erasedAt, days) => {
    expect(daysDetailsKept(endDate, erasedAt)).toBe(days);
  });

  it("erases who the renter is, and keeps what they chose", () => {
    expect(PERSONAL_RENTER_FIELDS).toEqual(
      expect.arrayContaining(["fullName", "email", "phone", "dateOfBirth", "driverLicenseNumber", "nationality"]),
    );
    for (const kept of ["pickupLocation", "dropoffLocation", "paymentMethod", "includeInsurance"]) {
      expect(PERSONAL_RENTER_FIELDS).not.toContain(kept);
    }
  });
});
