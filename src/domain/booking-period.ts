import type { z } from "zod";
import { BOOKING_LIMITS } from "./constants";
import { addDays, type DayRange, isIsoDate, rentalDays, todayInDominica } from "./dates";

export const BOOKING_DATE_MESSAGES = {
  startRequired: "Start date is required",
  endRequired: "End date is required",
  startInPast: "Start date cannot be in the past",
  endBeforeStart: "End date cannot be before start date",
  // Written out (BOOKING_LIMITS.maxDays, checked by a unit test) so that it is a translation key.
  tooLong: "A rental can be at most 180 days long",
  tooFarAhead: "Start date must be within 2 years from today",
} as const;

/** A refusal of a period: the field it lands on and its message. */
export interface PeriodProblem {
  field: string;
  message: string;
}

/**
 * A booking's period (or a search's): start not before today (in Dominica), end not before start; and, so that one
 * request cannot block a vehicle for years, at most 180 days starting within two years. Checked on
 * the object so the message lands on the field the person has to change. Without zod, so that the
 * browser reads a search's period from its URL without loading it (docs/performance.md).
 */
export function periodProblems(
  value: DayRange,
  /** The fields the messages land on: a search names its days `start` and `end`. */
  fields: { start: string; end: string } = { start: "startDate", end: "endDate" },
): PeriodProblem[] {
  // A missing date already has its own message; comparing it would only add noise.
  if (!isIsoDate(value.startDate) || !isIsoDate(value.endDate)) return [];
  const problems: PeriodProblem[] = [];
  const today = todayInDominica();
  if (value.startDate < today) {
    problems.push({ field: fields.start, message: BOOKING_DATE_MESSAGES.startInPast });
  } else if (value.startDate > addDays(today, BOOKING_LIMITS.horizonDays)) {
    problems.push({ field: fields.start, message: BOOKING_DATE_MESSAGES.tooFarAhead });
  }
  if (value.endDate < value.startDate) {
    problems.push({ field: fields.end, message: BOOKING_DATE_MESSAGES.endBeforeStart });
  } else if (rentalDays(value.startDate, value.endDate) > BOOKING_LIMITS.maxDays) {
    problems.push({ field: fields.end, message: BOOKING_DATE_MESSAGES.tooLong });
  }
  return problems;
}

/** `periodProblems` as a zod refinement: each problem an issue on its field. */
export function checkBookingPeriod(
  value: DayRange,
  ctx: z.RefinementCtx,
  fields: { start: string; end: string } = { start: "startDate", end: "endDate" },
) {
  for (const { field, message } of periodProblems(value, fields)) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
}
