import { describe, expect, it } from "vitest";
import { BOOKING_DATE_MESSAGES } from "../../src/domain/booking-period";
import { BOOKING_LIMITS } from "../../src/domain/constants";
import {
  availabilityInquirySchema,
  bookingInquiryDefaults,
  bookingInquirySchema,
} from "../../src/domain/contracts/requests/inquiry-schema";
import { addDays, rentalDays, todayInDominica } from "../../src/domain/dates";
import { DEFAULT_DRIVER_TERMS, type DriverTerms } from "../../src/domain/driver-terms";
import type { CompanyExtra } from "../../src/domain/rental-extras";
import { pricedChoices } from "../../src/domain/rental-terms";

const today = todayInDominica();
const { startInPast: START_DATE_IN_PAST, endBeforeStart: END_BEFORE_START } = BOOKING_DATE_MESSAGES;

const valid = {
  ...bookingInquiryDefaults(),
  fullName: "Ana Visitor",
  email: "ana@example.com",
  phone: "4415550100",
  nationality: "Canadian",
  dateOfBirth: "1988-01-31",
  driverLicenseNumber: "D1234",
  licenseClass: "G",
  licenseFirstIssued: "2008-05-05",
  licenseCountry: "Canada",
  drivingExperienceYears: "12",
};

function messages(input: unknown, schema = bookingInquirySchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("bookingInquiryDefaults: the booking form's starting values", () => {
  it("starts today, runs 4 days, from and to Roseau, by bank transfer, with permit and insurance where they cost nothing", () => {
    const d = bookingInquiryDefaults();
    expect(d.startDate).toBe(today);
    expect(rentalDays(d.startDate, d.endDate)).toBe(4);
    expect(d).toMatchObject({
      pickupLocation: "roseau",
      dropoffLocation: "roseau",
      paymentMethod: "bank_transfer",
      needsDominicanPermit: true,
      includeInsurance: true,
    });
  });

  const vehicleId = 7;
  const permitAt = (permitFee: number): DriverTerms => ({ ...DEFAULT_DRIVER_TERMS, permit: "company", permitFee });
  const cover = (price: number, excludedVehicleIds: number[] = []): CompanyExtra => ({
    id: 1,
    kind: "extra_cover",
    name: null,
    pricing: "per_day",
    price,
    cap: null,
    maxQuantity: 1,
    excludedVehicleIds,
  });
  const seat: CompanyExtra = { ...cover(5), kind: "child_seat" };
  it.each([
    ["terms not known yet", undefined, false, false],
    ["a company stating nothing", { drivers: DEFAULT_DRIVER_TERMS, extras: [] }, true, true],
    ["a permit the company arranges free", { drivers: permitAt(0), extras: [] }, true, true],
    ["the renter's own permit", { drivers: { ...DEFAULT_DRIVER_TERMS, permit: "renter" as const } }, true, true],
    ["a permit fee of 32", { drivers: permitAt(32), extras: [] }, false, true],
    ["a priced extra cover", { drivers: DEFAULT_DRIVER_TERMS, extras: [cover(12)] }, true, false],
    ["extra cover at 0", { drivers: DEFAULT_DRIVER_TERMS, extras: [cover(0)] }, true, true],
    [
      "extra cover not for this vehicle",
      { drivers: DEFAULT_DRIVER_TERMS, extras: [cover(12, [vehicleId])] },
      true,
      true,
    ],
    ["a priced extra that is not cover", { drivers: DEFAULT_DRIVER_TERMS, extras: [seat] }, true, true],
    ["both priced", { drivers: permitAt(32), extras: [cover(12)] }, false, false],
  ])("ticks only what costs nothing: %s", (_, terms, needsDominicanPermit, includeInsurance) => {
    expect(bookingInquiryDefaults(undefined, pricedChoices(terms, vehicleId))).toMatchObject({
      needsDominicanPermit,
      includeInsurance,
    });
  });

  it("takes the dates a visitor already chose on the search page", () => {
    const period = { startDate: addDays(today, 3), endDate: addDays(today, 9) };
    expect(bookingInquiryDefaults(period)).toMatchObject(period);
  });
});

describe("bookingInquirySchema: what the booking form accepts, and the message for each refusal", () => {
  it("accepts a complete form and turns driving experience into a number", () => {
    const result = bookingInquirySchema.parse(valid);
    expect(result.drivingExperienceYears).toBe(12);
  });

  it("names every missing required field", () => {
    expect(messages(bookingInquiryDefaults())).toEqual({
      fullName: "Full name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      nationality: "Nationality is required",
      dateOfBirth: "Date of birth is required",
      driverLicenseNumber: "Driver's license number is required",
      licenseClass: "License class is required",
      licenseFirstIssued: "License first issued date is required",
      licenseCountry: "License country is required",
    });
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [{ drivingExperienceYears: -1 }, "drivingExperienceYears", "Driving experience must be 0 or more years"],
    [{ paymentMethod: "bitcoin" }, "paymentMethod", "Payment method is required"],
    // Any place key passes here: the server checks it is one of the company's places.
    [{ pickupLocation: "" }, "pickupLocation", "Pickup location is required"],
    [{ dropoffLocation: "Roseau!" }, "dropoffLocation", "Dropoff location is required"],
    [{ pickupTime: "25:00" }, "pickupTime", "Pick-up time must be a time of day such as 14:30"],
  ])("rejects %o", (override, field, message) => {
    expect(messages({ ...valid, ...override })).toEqual({ [field]: message });
  });

  it("treats whitespace as missing", () => {
    expect(messages({ ...valid, fullName: "   " })).toEqual({ fullName: "Full name is required" });
  });

  it("accepts zero years of experience and no places to visit", () => {
    expect(messages({ ...valid, drivingExperienceYears: 0, visitingLocations: undefined })).toEqual({});
  });
});

describe.each([
  ["booking form", bookingInquirySchema, valid],
  ["availability dialog", availabilityInquirySchema, {}],
])("date rules of the %s", (_name, schema, base) => {
  it.each([
    [today, today, {}],
    [today, addDays(today, 30), {}],
    [addDays(today, -1), addDays(today, 2), { startDate: START_DATE_IN_PAST }],
    [addDays(today, 5), addDays(today, 4), { endDate: END_BEFORE_START }],
    [addDays(today, -3), addDays(today, -4), { startDate: START_DATE_IN_PAST, endDate: END_BEFORE_START }],
    // At most 180 days (end − start + 1), starting within two years.
    [today, addDays(today, 179), {}],
    [today, addDays(today, 180), { endDate: BOOKING_DATE_MESSAGES.tooLong }],
    [addDays(today, 730), addDays(today, 731), {}],
    [addDays(today, 731), addDays(today, 732), { startDate: BOOKING_DATE_MESSAGES.tooFarAhead }],
    ["2101-01-01", "2101-01-02", { startDate: "Start date is required", endDate: "End date is required" }],
  ])("%s to %s", (startDate, endDate, expected) => {
    expect(messages({ ...base, startDate, endDate }, schema as typeof bookingInquirySchema)).toEqual(expected);
  });

  it("requires both dates", () => {
    expect(messages({ ...base, startDate: "", endDate: "" }, schema as typeof bookingInquirySchema)).toEqual({
      startDate: "Start date is required",
      endDate: "End date is required",
    });
  });
});

describe("the date rules' messages", () => {
  // They are written out, not built, so that each is a key of the translations (issue 12).
  it("name the limits the rules apply", () => {
    expect(BOOKING_DATE_MESSAGES.tooLong).toBe(`A rental can be at most ${BOOKING_LIMITS.maxDays} days long`);
    expect(BOOKING_LIMITS.horizonDays).toBe(2 * 365);
    expect(BOOKING_DATE_MESSAGES.tooFarAhead).toContain("within 2 years");
  });
});

describe("text too long for the booking form", () => {
  it("says which field is too long rather than that it is required", () => {
    const result = bookingInquirySchema.safeParse({ ...bookingInquiryDefaults(), fullName: "a".repeat(201) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === "fullName")?.message).toBe(
      "Full name must be at most 200 characters",
    );
  });
});
