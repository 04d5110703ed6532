import type { z } from "zod";
import { type IsoDate, isIsoDate, todayInDominica } from "./dates";

/** The youngest a driver may be on the first day of the rental, and the youngest a licence is issued. */
export const DRIVER_AGES = { minimum: 18, firstLicence: 16, oldest: 100 } as const;

export const DRIVER_MESSAGES = {
  tooYoung: "The driver must be at least 18 years old on the start date",
  tooOld: "Check the date of birth: the driver would be over 100 years old",
  licenceInFuture: "The license cannot be first issued in the future",
  licenceBeforeSixteen: "The license cannot be first issued before the driver turned 16",
  experienceTooLong: "Driving experience cannot be longer than the years since the license was first issued",
} as const;

/** Whole years from `from` to `to`: a birthday counts from its day (29 February from 1 March). */
export function fullYearsBetween(from: IsoDate, to: IsoDate): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

interface DriverFields {
  dateOfBirth: string;
  licenseFirstIssued: string;
  drivingExperienceYears: number;
  startDate: string;
}

/**
 * The driver's dates must fit together (docs/product-rules.md, "Inquiries and booking requests"): 18
 * or older on the start date, a licence first issued neither in the future nor before 16, and no more
 * years of experience than the licence has (a year begun counts). Each message lands on the field to
 * change; a date that is missing or unreadable already has its own.
 */
export function checkDriver(value: DriverFields, ctx: z.RefinementCtx) {
  const today = todayInDominica();
  const { dateOfBirth: born, licenseFirstIssued: issued, startDate } = value;
  if (isIsoDate(born)) {
    const ageAtStart = fullYearsBetween(born, isIsoDate(startDate) ? startDate : today);
    if (ageAtStart < DRIVER_AGES.minimum) {
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: DRIVER_MESSAGES.tooYoung });
    } else if (ageAtStart > DRIVER_AGES.oldest) {
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: DRIVER_MESSAGES.tooOld });
    }
  }
  if (!isIsoDate(issued)) return;
  if (issued > today) {
    ctx.addIssue({ code: "custom", path: ["licenseFirstIssued"], message: DRIVER_MESSAGES.licenceInFuture });
    return;
  }
  if (isIsoDate(born) && fullYearsBetween(born, issued) < DRIVER_AGES.firstLicence) {
    ctx.addIssue({ code: "custom", path: ["licenseFirstIssued"], message: DRIVER_MESSAGES.licenceBeforeSixteen });
  }
  const yearsBegun = fullYearsBetween(issued, today) + (issued.slice(5) === today.slice(5) ? 0 : 1);
  if (value.drivingExperienceYears > yearsBegun) {
    ctx.addIssue({ code: "custom", path: ["drivingExperienceYears"], message: DRIVER_MESSAGES.experienceTooLong });
  }
}
