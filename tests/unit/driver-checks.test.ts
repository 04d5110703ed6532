import { describe, expect, it } from "vitest";
import { bookingInquirySchema } from "../../src/domain/contracts/requests/inquiry-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DRIVER_MESSAGES, fullYearsBetween } from "../../src/domain/driver-checks";

const today = todayInDominica();
const start = addDays(today, 10);
/** The day `years` years before `date` (29 February falls back to 28 February). */
const yearsBefore = (date: string, years: number) => {
  const shifted = `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
  return shifted.endsWith("-02-29") ? `${shifted.slice(0, 8)}28` : shifted;
};

const form = (overrides: Record<string, unknown>) => ({
  fullName: "Ana Visitor",
  email: "ana@example.com",
  phone: "+1 212 736 5000",
  nationality: "American",
  dateOfBirth: "1988-01-31",
  driverLicenseNumber: "D1234",
  licenseClass: "C",
  licenseFirstIssued: "2008-05-05",
  licenseCountry: "USA",
  drivingExperienceYears: 12,
  needsDominicanPermit: true,
  paymentMethod: "cash",
  startDate: start,
  endDate: addDays(start, 3),
  pickupLocation: "roseau",
  dropoffLocation: "roseau",
  includeInsurance: true,
  ...overrides,
});

function messages(overrides: Record<string, unknown>) {
  const result = bookingInquirySchema.safeParse(form(overrides));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("fullYearsBetween", () => {
  it.each([
    ["2000-06-15", "2018-06-14", 17],
    ["2000-06-15", "2018-06-15", 18],
    ["2000-02-29", "2018-02-28", 17],
    ["2000-02-29", "2018-03-01", 18],
    ["2000-12-31", "2001-01-01", 0],
  ])("from %s to %s is %i", (from, to, years) => {
    expect(fullYearsBetween(from, to)).toBe(years);
  });
});

describe("the driver's dates", () => {
  it("accepts a driver who turns 18 on the start date, licensed at 16", () => {
    const born = yearsBefore(start, 18);
    expect(
      messages({ dateOfBirth: born, licenseFirstIssued: yearsBefore(start, 2), drivingExperienceYears: 1 }),
    ).toEqual({});
  });

  it("refuses a driver who is 18 only the day after the start date", () => {
    expect(
      messages({
        dateOfBirth: addDays(yearsBefore(start, 18), 1),
        licenseFirstIssued: yearsBefore(today, 1),
        drivingExperienceYears: 1,
      }),
    ).toEqual({
      dateOfBirth: DRIVER_MESSAGES.tooYoung,
    });
  });

  it("refuses a date of birth in 2020 with a licence from 2019 (the case seen on the product)", () => {
    expect(
      messages({ dateOfBirth: "2020-01-01", licenseFirstIssued: "2019-01-01", drivingExperienceYears: 10 }),
    ).toEqual({
      dateOfBirth: DRIVER_MESSAGES.tooYoung,
      licenseFirstIssued: DRIVER_MESSAGES.licenceBeforeSixteen,
      drivingExperienceYears: DRIVER_MESSAGES.experienceTooLong,
    });
  });

  it("refuses a driver born more than 100 years ago", () => {
    expect(
      messages({ dateOfBirth: "1900-01-01", licenseFirstIssued: "1950-01-01", drivingExperienceYears: 50 }),
    ).toEqual({
      dateOfBirth: DRIVER_MESSAGES.tooOld,
    });
  });

  it("refuses a licence first issued after today, and says nothing else about it", () => {
    expect(messages({ licenseFirstIssued: addDays(today, 1) })).toEqual({
      licenseFirstIssued: DRIVER_MESSAGES.licenceInFuture,
    });
  });

  it("refuses a licence issued the day before the driver turned 16, and accepts one on that birthday", () => {
    const born = "1990-07-20";
    expect(messages({ dateOfBirth: born, licenseFirstIssued: "2006-07-19", drivingExperienceYears: 1 })).toEqual({
      licenseFirstIssued: DRIVER_MESSAGES.licenceBeforeSixteen,
    });
    expect(messages({ dateOfBirth: born, licenseFirstIssued: "2006-07-20", drivingExperienceYears: 1 })).toEqual({});
  });

  it("counts a year of experience begun, and no more", () => {
    const issued = addDays(yearsBefore(today, 3), -1); // three years and a day ago: the fourth year has begun
    expect(messages({ licenseFirstIssued: issued, drivingExperienceYears: 4 })).toEqual({});
    expect(messages({ licenseFirstIssued: issued, drivingExperienceYears: 5 })).toEqual({
      drivingExperienceYears: DRIVER_MESSAGES.experienceTooLong,
    });
    expect(messages({ licenseFirstIssued: yearsBefore(today, 3), drivingExperienceYears: 3 })).toEqual({});
    expect(messages({ licenseFirstIssued: yearsBefore(today, 3), drivingExperienceYears: 4 })).toEqual({
      drivingExperienceYears: DRIVER_MESSAGES.experienceTooLong,
    });
  });

  it("leaves a missing date to its own message", () => {
    expect(messages({ dateOfBirth: "", licenseFirstIssued: "" })).toEqual({
      dateOfBirth: "Date of birth is required",
      licenseFirstIssued: "License first issued date is required",
    });
  });
});
