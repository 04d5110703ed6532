import { longestRentalMessage, noticeMessage } from "./availability-rule-messages";
import { BOOKING_LIMITS } from "./constants";
import { addDays, type DayRange, type IsoDate, LAST_DAY, rentalDays } from "./dates";
import type { Language } from "./i18n/languages";
import { mergeBusyRanges, type VisitorRules } from "./vehicle-availability";

/**
 * A company's availability rules (docs/product-rules.md, "Availability rules"): how many hours'
 * notice it needs before a pick-up, how many days it keeps free between two rentals for cleaning,
 * and the longest rental it takes.
 */
export interface AvailabilityRules {
  noticeHours: number;
  cleaningDays: number;
  longestRentalDays: number;
}

/** What a company that has set nothing gets: the product's own rules, as before the settings. */
export const DEFAULT_AVAILABILITY_RULES: AvailabilityRules = {
  noticeHours: 0,
  cleaningDays: 0,
  longestRentalDays: BOOKING_LIMITS.maxDays,
};

/** The bounds of each setting, held by the database's checks too (migration 0022). */
export const AVAILABILITY_RULE_LIMITS = {
  /** Two weeks' notice at most. */
  noticeHours: 336,
  cleaningDays: 14,
  longestRentalDays: BOOKING_LIMITS.maxDays,
} as const;

export const AVAILABILITY_RULE_MESSAGES = {
  noticeHours: "Advance notice must be a whole number of hours from 0 to 336",
  cleaningDays: "Days kept free between rentals must be a whole number from 0 to 14",
  longestRentalDays: "The longest rental must be a whole number of days from 1 to 180",
} as const;

/**
 * Days from today (today included) that the notice takes: the product knows days, not pick-up
 * hours, and every public answer holds for a whole Dominica day, so N hours are ⌈N / 24⌉ days.
 */
export const noticeDays = (noticeHours: number): number => Math.ceil(noticeHours / 24);

/** The first day a rental may start on, given today in Dominica. */
export const firstBookableDay = (today: IsoDate, noticeHours: number): IsoDate =>
  addDays(today, noticeDays(noticeHours));

/** The rules as the visitors' dialogs apply them today, from the public availability answer. */
export const visitorRules = (
  rules: Pick<AvailabilityRules, "noticeHours" | "longestRentalDays">,
  today: IsoDate,
): VisitorRules => ({
  notice:
    rules.noticeHours > 0
      ? { hours: rules.noticeHours, earliest: firstBookableDay(today, rules.noticeHours) }
      : undefined,
  longestRentalDays: rules.longestRentalDays,
});

/** The days the notice keeps, from today on; none without notice. */
export function noticeRange(today: IsoDate, noticeHours: number): DayRange | null {
  const days = noticeDays(noticeHours);
  return days > 0 ? { startDate: today, endDate: addDays(today, days - 1) } : null;
}

/**
 * A blocked stretch with the cleaning days on both sides: a rental may neither start within them
 * after it nor end within them before it, so the days between two rentals are never fewer.
 */
export const withCleaningDays = (range: DayRange, cleaningDays: number): DayRange => ({
  startDate: addDays(range.startDate, -cleaningDays),
  endDate: addDays(range.endDate, cleaningDays),
});

/**
 * The first day the vehicle may not be rented on for its papers: the earlier of its insurance and
 * licence expiry dates. The expiry day itself is not covered.
 */
export function documentsExpireOn(vehicle: { insuranceExpiryDate: IsoDate; licenseExpiryDate: IsoDate }): IsoDate {
  // ISO days compare as strings (Math.min would read them as NaN).
  return [vehicle.insuranceExpiryDate, vehicle.licenseExpiryDate].sort()[0] as IsoDate;
}

/**
 * What visitors see of a vehicle's calendar within `window`: its blocked stretches (periods and
 * confirmed bookings) with the cleaning days around each, the notice's days, and every day from
 * its documents' expiry on — merged, with nothing of where a range came from.
 */
export function publicBusyRanges(options: {
  blocked: readonly DayRange[];
  rules: Pick<AvailabilityRules, "noticeHours" | "cleaningDays">;
  documentsExpireOn: IsoDate;
  today: IsoDate;
  window: DayRange;
}): DayRange[] {
  const { blocked, rules, today, window } = options;
  const notice = noticeRange(today, rules.noticeHours);
  return mergeBusyRanges(
    [
      ...blocked.map((range) => withCleaningDays(range, rules.cleaningDays)),
      ...(notice ? [notice] : []),
      { startDate: options.documentsExpireOn, endDate: LAST_DAY },
    ],
    window,
  );
}

/**
 * The field and message of the first rule a request's dates break beyond busy days (the notice,
 * the longest rental), or null; in the renter's language, as the request's other refusals.
 */
export function breachedRule(
  dates: DayRange,
  rules: Pick<AvailabilityRules, "noticeHours" | "longestRentalDays">,
  today: IsoDate,
  language: Language = "en",
): { field: "startDate" | "endDate"; message: string } | null {
  const earliest = firstBookableDay(today, rules.noticeHours);
  if (dates.startDate < earliest) {
    return { field: "startDate", message: noticeMessage(rules.noticeHours, earliest, language) };
  }
  if (rentalDays(dates.startDate, dates.endDate) > rules.longestRentalDays) {
    return { field: "endDate", message: longestRentalMessage(rules.longestRentalDays, language) };
  }
  return null;
}

/** How far ahead the dashboard warns of papers running out. */
export const EXPIRY_WARNING_DAYS = 30;

/** The vehicles whose insurance or licence expires within the next 30 days (or has), soonest first. */
export function expiringDocuments<Vehicle extends { insuranceExpiryDate: IsoDate; licenseExpiryDate: IsoDate }>(
  vehicles: readonly Vehicle[],
  today: IsoDate,
): { vehicle: Vehicle; expiresOn: IsoDate; isExpired: boolean }[] {
  const horizon = addDays(today, EXPIRY_WARNING_DAYS);
  return vehicles
    .map((vehicle) => ({ vehicle, expiresOn: documentsExpireOn(vehicle) }))
    .filter(({ expiresOn }) => expiresOn <= horizon)
    .map((entry) => ({ ...entry, isExpired: entry.expiresOn <= today }))
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : 0));
}
