import { format } from "date-fns";
import { longestRentalMessage, noticeMessage } from "./availability-rule-messages";
import { lastDayOfMonth, monthOf, shiftMonth } from "./calendar";
import { addDays, type DayRange, type IsoDate, rentalDays } from "./dates";
import { DATE_FNS_LOCALES } from "./i18n/date-locales";
import type { Language } from "./i18n/languages";
import { english, type Translate } from "./i18n/translate";

/**
 * How much of a vehicle's calendar one public request may read: about six months unless told,
 * at most about thirteen (the visitors' calendar: to the end of the month a year ahead).
 */
export const AVAILABILITY_WINDOW = { defaultDays: 183, maxDays: 400 } as const;

// ISO days compare as strings (Math.min/max would read them as NaN).
const laterDay = (a: IsoDate, b: IsoDate) => [a, b].sort()[1] as IsoDate;
const earlierDay = (a: IsoDate, b: IsoDate) => [a, b].sort()[0] as IsoDate;

/**
 * The busy days of a vehicle as visitors may see them: every blocked stretch (confirmed bookings,
 * unavailability periods), cut to the window and merged so that no two ranges overlap or touch.
 * Sorted by start. Nothing of where a range came from survives.
 */
export function mergeBusyRanges(ranges: readonly DayRange[], window: DayRange): DayRange[] {
  const clipped = ranges
    .filter((range) => range.startDate <= window.endDate && range.endDate >= window.startDate)
    .map((range) => ({
      startDate: laterDay(range.startDate, window.startDate),
      endDate: earlierDay(range.endDate, window.endDate),
    }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const merged: DayRange[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    // Touching ranges (one ends the day before the next starts) read as one stretch.
    if (last && range.startDate <= addDays(last.endDate, 1)) {
      last.endDate = laterDay(last.endDate, range.endDate);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** Whether the vehicle is free on the days asked about, as far as the known window tells. */
export type DatesAvailability =
  | { state: "free" }
  /** `booked`: the busy stretches the dates touch; `nextFree`: the day after the last one, if known. */
  | { state: "booked"; booked: DayRange[]; nextFree: IsoDate | null }
  /** Starting before the company's notice allows (docs/product-rules.md, "Availability rules"). */
  | { state: "tooSoon"; noticeHours: number; earliest: IsoDate }
  /** Free, but longer than the company's longest rental. */
  | { state: "tooLong"; longestRentalDays: number }
  /** The dates reach beyond the window the busy ranges describe. */
  | { state: "unknown" };

/** The company's rules as the dialogs know them; the notice with the first day it allows. */
export interface VisitorRules {
  notice?: { hours: number; earliest: IsoDate };
  longestRentalDays?: number;
}

/**
 * Reads `busy` (merged, from `mergeBusyRanges`) for the days from `dates.startDate` to
 * `dates.endDate`, and the dates against the company's rules when known. A start within the notice
 * says so rather than "not available": the notice's days are among the busy ones, but moving the
 * start is what helps.
 */
export function availabilityForDates(
  busy: readonly DayRange[],
  known: DayRange,
  dates: DayRange,
  { notice, longestRentalDays = Number.POSITIVE_INFINITY }: VisitorRules = {},
): DatesAvailability {
  if (notice && dates.startDate < notice.earliest) {
    return { state: "tooSoon", noticeHours: notice.hours, earliest: notice.earliest };
  }
  const booked = busy.filter((range) => range.startDate <= dates.endDate && range.endDate >= dates.startDate);
  const last = booked.at(-1);
  if (last) {
    const nextFree = addDays(last.endDate, 1);
    return { state: "booked", booked, nextFree: nextFree <= known.endDate ? nextFree : null };
  }
  if (rentalDays(dates.startDate, dates.endDate) > longestRentalDays) return { state: "tooLong", longestRentalDays };
  if (dates.startDate < known.startDate || dates.endDate > known.endDate) return { state: "unknown" };
  return { state: "free" };
}

const asDate = (day: IsoDate) => new Date(`${day}T12:00:00`);
const sameYear = (a: IsoDate, b: IsoDate) => a.slice(0, 4) === b.slice(0, 4);
const sameMonth = (a: IsoDate, b: IsoDate) => a.slice(0, 7) === b.slice(0, 7);

/** "12 March", "12–14 March", "30 March – 2 April", "30 December 2026 – 2 January 2027"; "12 mars" in French. */
export function formatDayRange(range: DayRange, language: Language = "en"): string {
  const { startDate: start, endDate: end } = range;
  const day = (date: IsoDate, pattern: string) => format(asDate(date), pattern, { locale: DATE_FNS_LOCALES[language] });
  if (start === end) return day(start, "d MMMM");
  if (sameMonth(start, end)) return `${day(start, "d")}–${day(end, "d MMMM")}`;
  if (sameYear(start, end)) return `${day(start, "d MMMM")} – ${day(end, "d MMMM")}`;
  return `${day(start, "d MMMM yyyy")} – ${day(end, "d MMMM yyyy")}`;
}

const joinAnd = (parts: string[], and: string) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;

export const AVAILABLE_SENTENCE = "Available for your dates";

/**
 * What the dialogs say and the WhatsApp message repeats: "Available for your dates" or
 * "Not available on 12–14 March — next free from 15 March". Null when the dates lie beyond what is known.
 * English unless given the visitor's language and its `t`; the message to the company is English.
 */
export function availabilitySentence(
  availability: DatesAvailability,
  { language = "en", t = english }: { language?: Language; t?: Translate } = {},
): string | null {
  if (availability.state === "free") return t(AVAILABLE_SENTENCE);
  if (availability.state === "unknown") return null;
  if (availability.state === "tooSoon") return noticeMessage(availability.noticeHours, availability.earliest, language);
  if (availability.state === "tooLong") return longestRentalMessage(availability.longestRentalDays, language);
  const ranges = joinAnd(
    availability.booked.map((range) => formatDayRange(range, language)),
    t("and"),
  );
  // Not "booked": cleaning days and lapsed papers are busy days too, and visitors learn no reasons.
  const booked = t("Not available on {{ranges}}", { ranges });
  return availability.nextFree
    ? t("{{booked}} — next free from {{day}}", {
        booked,
        day: formatDayRange({ startDate: availability.nextFree, endDate: availability.nextFree }, language),
      })
    : booked;
}

/**
 * Whether `busy` (merged) leaves no free day in the whole `known` window: a vehicle whose papers
 * lapsed, or booked solid, is then said to be unbookable rather than shown as available.
 */
export function hasNoFreeDay(busy: readonly DayRange[], known: DayRange): boolean {
  return busy.some((range) => range.startDate <= known.startDate && range.endDate >= known.endDate);
}

/** Days in a range, both ends included; for the window cap. */
export const windowDays = (window: DayRange) => rentalDays(window.startDate, window.endDate);

/** What the booking dialogs' calendars show: from today to the last day of the month a year ahead. */
export function visitorCalendarWindow(today: IsoDate): DayRange {
  return { startDate: today, endDate: lastDayOfMonth(shiftMonth(monthOf(today), 12)) };
}
