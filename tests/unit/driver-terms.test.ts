import { describe, expect, it } from "vitest";
import { NO_CANCELLATION_POLICY } from "../../src/domain/cancellation-policy";
import { driverAndCancellationTermsBody } from "../../src/domain/contracts/companies";
import {
  breachedDriverTerms,
  DEFAULT_DRIVER_TERMS,
  DRIVER_TERM_MESSAGES,
  type DriverTerms,
  driverAgeOn,
  driverFees,
} from "../../src/domain/driver-terms";
import { quoteAsShown, quoteRental } from "../../src/domain/pricing";
import type { RentalTerms } from "../../src/domain/rental-terms";
import { rentalChoices } from "../../src/domain/rental-terms";

const drivers = (overrides: Partial<DriverTerms> = {}): DriverTerms => ({
  ...DEFAULT_DRIVER_TERMS,
  minimumDriverAge: 25,
  minimumLicenseYears: 2,
  youngDriverFee: 15,
  youngDriverUnderAge: 30,
  permit: "company",
  permitFee: 25,
  ...overrides,
});
const startDate = "2027-03-20";

describe("the company's driver rules (issue 22, item 5)", () => {
  it("counts the age and the licence's years on the start date, a birthday counting from its day", () => {
    expect(driverAgeOn("2002-03-20", startDate)).toBe(25);
    expect(driverAgeOn("2002-03-21", startDate)).toBe(24);
    expect(driverAgeOn("", startDate)).toBeUndefined();
  });

  it.each([
    [
      "24 on the start date",
      { dateOfBirth: "2002-03-21", licenseFirstIssued: "2020-01-01" },
      "dateOfBirth",
      "This company rents to drivers aged 25 or older on the start date.",
    ],
    [
      "a licence of 1 year",
      { dateOfBirth: "1990-01-01", licenseFirstIssued: "2025-03-21" },
      "licenseFirstIssued",
      "This company rents to drivers who have held their licence for at least 2 years on the start date.",
    ],
  ])("refuses %s, naming the field", (_name, driver, field, message) => {
    expect(breachedDriverTerms({ ...driver, startDate }, drivers())).toEqual({ field, message });
  });

  it("takes a driver exactly at both minimums, and says the refusal in French", () => {
    expect(
      breachedDriverTerms({ dateOfBirth: "2002-03-20", licenseFirstIssued: "2025-03-20", startDate }, drivers()),
    ).toBeNull();
    expect(
      breachedDriverTerms({ dateOfBirth: "2002-03-21", licenseFirstIssued: "2020-01-01", startDate }, drivers(), "fr")
        ?.message,
    ).toBe("Cette société loue aux conducteurs âgés d'au moins 25 ans à la date de début.");
  });
});

describe("the driver fees in the quote", () => {
  const vehicle = { dailyPrice: 55, weeklyPrice: null, monthlyPrice: null, deposit: 200, currency: "USD" as const };
  const terms: Partial<RentalTerms> = {
    companyId: 1,
    currency: "USD",
    drivers: drivers(),
    cancellation: NO_CANCELLATION_POLICY,
  };
  const period = { startDate, endDate: "2027-03-23" };

  it("adds the young-driver fee a day under its age, and the permit's fee once when asked", () => {
    const choices = rentalChoices({ dateOfBirth: "1998-01-01", startDate, needsDominicanPermit: true });
    const quote = quoteRental(vehicle, period, { terms, choices });
    expect(quote.lines).toEqual([
      expect.objectContaining({ kind: "daily", quantity: 4, amount: 220 }),
      { kind: "youngDriver", label: "Young-driver fee for 4 days", quantity: 4, unitPrice: 15, amount: 60 },
      { kind: "drivingPermit", label: "Dominica temporary driving permit", quantity: 1, unitPrice: 25, amount: 25 },
    ]);
    expect(quote.total).toBe(305);
  });

  it("adds neither for a driver of the fee's age, a permit not asked for, or an unknown age", () => {
    expect(driverFees(drivers(), { driverAge: 30, needsPermit: false }, 4)).toEqual([]);
    expect(driverFees(drivers(), {}, 4)).toEqual([]);
    expect(driverFees(drivers({ permit: "renter", permitFee: null }), { needsPermit: true }, 4)).toEqual([]);
    expect(driverFees(undefined, { driverAge: 20, needsPermit: true }, 4)).toEqual([]);
  });

  it("a free permit the company arranges is a line of 0; the young-driver line shows as days × the converted fee", () => {
    expect(driverFees(drivers({ permitFee: 0 }), { needsPermit: true }, 4)).toEqual([
      { kind: "drivingPermit", quantity: 1, unitPrice: 0, amount: 0 },
    ]);
    const quote = quoteRental(vehicle, period, { terms, choices: { driverAge: 20, needsPermit: true } });
    const shown = quoteAsShown(quote, "XCD");
    // Each line converted to the cent (EC$2.70 to US$1), the total their sum.
    expect(shown.lines.map((line) => line.shown)).toEqual([4 * 148.5, 4 * 40.5, 67.5]);
    expect(shown.total).toBe(4 * 148.5 + 4 * 40.5 + 67.5);
  });
});

describe("the settings' driver fields", () => {
  const messages = (overrides: Partial<DriverTerms>) => {
    const parsed = driverAndCancellationTermsBody.safeParse({ ...drivers(overrides), ...NO_CANCELLATION_POLICY });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it.each([
    [{ minimumDriverAge: 17 }, { minimumDriverAge: DRIVER_TERM_MESSAGES.minimumDriverAge }],
    [
      { minimumDriverAge: 100, youngDriverFee: null, youngDriverUnderAge: null },
      { minimumDriverAge: DRIVER_TERM_MESSAGES.minimumDriverAge },
    ],
    [{ minimumLicenseYears: 61 }, { minimumLicenseYears: DRIVER_TERM_MESSAGES.minimumLicenseYears }],
    [{ youngDriverFee: 0 }, { youngDriverFee: DRIVER_TERM_MESSAGES.youngDriverFee }],
    [{ youngDriverFee: 1_000_000.01 }, { youngDriverFee: DRIVER_TERM_MESSAGES.youngDriverFee }],
    [{ youngDriverFee: 1.005 }, { youngDriverFee: DRIVER_TERM_MESSAGES.youngDriverFee }],
    [{ youngDriverFee: null }, { youngDriverFee: DRIVER_TERM_MESSAGES.youngDriverBoth }],
    [{ youngDriverUnderAge: null }, { youngDriverUnderAge: DRIVER_TERM_MESSAGES.youngDriverBoth }],
    [{ youngDriverUnderAge: 25 }, { youngDriverUnderAge: DRIVER_TERM_MESSAGES.youngDriverUnderAge }],
    [{ permitFee: null }, { permitFee: DRIVER_TERM_MESSAGES.permitFee }],
    [{ permitFee: -1 }, { permitFee: DRIVER_TERM_MESSAGES.permitFee }],
    [{ permit: "renter" as const, permitNote: "x".repeat(301) }, { permitNote: DRIVER_TERM_MESSAGES.permitNote }],
    [{ permit: "maybe" as "renter" }, { permit: DRIVER_TERM_MESSAGES.permit }],
  ])("refuses %j", (overrides, expected) => {
    expect(messages(overrides)).toEqual(expected);
  });

  it("takes the defaults and a full set", () => {
    expect(messages({})).toEqual({});
    expect(messages(DEFAULT_DRIVER_TERMS)).toEqual({});
  });
});
