import type { Language } from "./i18n/languages";

/**
 * Calendar days are ISO date strings ("YYYY-MM-DD"), never instants: a rental runs from one
 * Dominica day to another whatever the visitor's clock says (docs/product-rules.md, "Dates and Dominica's time zone").
 */
export type IsoDate = string;

/** A stay, a search or a blocked stretch: from one day to another, both included. */
export interface DayRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export const DOMINICA_TIME_ZONE = "America/Dominica";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days the product deals in at all. Nothing of a car rental lies outside them, and PostgreSQL
 * would reject some of what lies beyond (year 0000).
 */
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2100-12-31";

export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  // By arithmetic rather than through a Date: every search reads two dates (docs/performance.md).
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Built once: a formatter costs far more to make than to use, and "today" is asked on every request.
// en-CA formats as YYYY-MM-DD.
const dominicaDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: DOMINICA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

let lastMinute = Number.NaN;
let lastDay = "" as IsoDate;

/**
 * The calendar day it is in Dominica at `now`. Asked on every request, so the day is kept for the
 * minute: Dominica's midnight (04:00 UTC, no daylight saving) falls on a minute's start.
 */
export function todayInDominica(now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = dominicaDay.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (end minus start plus 1). */
export function rentalDays(start: IsoDate, end: IsoDate): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Accepts a date or an ISO instant and keeps its calendar day as written (UTC). */
export function toIsoDate(value: string | Date): IsoDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

const LONG_DATE_LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const longDateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "March 12, 2027" in English as the product and its messages are, "12 mars 2027" in French;
 * "Not provided" without a date.
 */
export function formatLongDate(date: IsoDate | null | undefined, language: Language = "en"): string {
  if (!date) return "Not provided";
  let format = longDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LONG_DATE_LOCALES[language], { dateStyle: "long", timeZone: "UTC" });
    longDateFormats.set(language, format);
  }
  return format.format(new Date(`${toIsoDate(date)}T00:00:00Z`));
}

const instantFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Mar 12, 2027, 2:05 PM" / "12 mars 2027, 14:05": an instant as Dominica's clocks read it. */
export function formatInstant(instant: string | Date, language: Language = "en"): string {
  let format = instantFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LONG_DATE_LOCALES[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: DOMINICA_TIME_ZONE,
    });
    instantFormats.set(language, format);
  }
  return format.format(new Date(instant));
}

/** Two closed day ranges share at least one day. */
export function rangesOverlap(a: { start: IsoDate; end: IsoDate }, b: { start: IsoDate; end: IsoDate }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** "March 2026" for a "YYYY-MM" month; "Mars 2026" in French (a title: capitalised). */
export function formatMonthTitle(month: string, language: Language = "en"): string {
  const title = new Intl.DateTimeFormat(LONG_DATE_LOCALES[language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** "M", "T", "W"… the one-letter weekday of a calendar column ("L", "M", "M"… in French). */
export function formatNarrowWeekday(date: IsoDate, language: Language = "en"): string {
  return new Intl.DateTimeFormat(LONG_DATE_LOCALES[language], { weekday: "narrow", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The day of the month, 1 to 31. */
export const dayOfMonth = (date: IsoDate): number => Number(date.slice(8, 10));

export function isWeekend(date: IsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
