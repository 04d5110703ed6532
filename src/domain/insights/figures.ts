import { addDays, type DayRange, type IsoDate, rentalDays } from "../dates";
import { type Currency, convertMoney } from "../money";
import { mergeBusyRanges } from "../vehicle-availability";

/** The longest period insights are read for: a year, a leap year's included. */
export const LONGEST_INSIGHTS_DAYS = 366;

/** The other of the two currencies: revenue is shown in the company's and beside it in this one. */
export const otherCurrency = (currency: Currency): Currency => (currency === "USD" ? "XCD" : "USD");

/** What a vehicle's calendar holds for its utilisation (docs/product-rules.md, "Company insights"). */
export interface UtilisationFacts {
  period: DayRange;
  /** The day it was added: days before it were never bookable. */
  addedOn: IsoDate;
  /** Its unavailability periods (its own blocks and imported calendars): not bookable. */
  blocked: readonly DayRange[];
  /** The first day its papers no longer cover (`documentsExpireOn`): from it on, not bookable. */
  documentsExpireOn: IsoDate;
  /** Its confirmed and completed bookings. */
  booked: readonly DayRange[];
}

const daysIn = (ranges: readonly DayRange[]) =>
  ranges.reduce((sum, range) => sum + rentalDays(range.startDate, range.endDate), 0);

/**
 * Booked days ÷ bookable days: bookable are the period's days from the vehicle's addition on that no
 * block and no lapsed paper takes, as visitors' calendars leave them; booked are those of them a
 * confirmed or completed booking takes. Null utilisation when no day was bookable.
 */
export function vehicleUtilisation(facts: UtilisationFacts): {
  bookedDays: number;
  bookableDays: number;
  utilisation: number | null;
} {
  // ISO days compare as strings (Math.max would read them as NaN).
  const start = [facts.addedOn, facts.period.startDate].sort()[1] as IsoDate;
  if (start > facts.period.endDate) return { bookedDays: 0, bookableDays: 0, utilisation: null };
  const window: DayRange = { startDate: start, endDate: facts.period.endDate };
  const unbookable = mergeBusyRanges(
    [...facts.blocked, { startDate: facts.documentsExpireOn, endDate: addDays(window.endDate, 1) }],
    window,
  );
  const bookableDays = rentalDays(window.startDate, window.endDate) - daysIn(unbookable);
  const booked = mergeBusyRanges(facts.booked, window);
  // A booked day a block also takes is not counted twice: booked days are bookable days.
  const bookedDays = daysIn(booked) - overlapDays(booked, unbookable);
  return { bookedDays, bookableDays, utilisation: ratio(bookedDays, bookableDays) };
}

/** Days two lists of merged ranges share: each of `a` cut to each range of `b`. */
const overlapDays = (a: readonly DayRange[], b: readonly DayRange[]): number =>
  b.reduce((sum, range) => sum + daysIn(mergeBusyRanges(a, range)), 0);

/** `part ÷ whole`, null for a whole of 0 (nothing to divide: not 0 %). */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A booking's price as it was charged: in the company's currency when the request was sent. */
export interface ChargedAmount {
  amount: number;
  currency: Currency;
}

/**
 * Revenue in the company's currency (a booking priced before a change of currency converted at the
 * peg, `convertMoney`), to the cent, and the same sum shown in the other currency.
 */
export function revenue(amounts: readonly ChargedAmount[], currency: Currency): { amount: number; other: number } {
  // In cents, so that a thousand bookings add up without a binary fraction's drift.
  const cents = amounts.reduce(
    (sum, { amount, currency: from }) => sum + Math.round(convertMoney(amount, from, currency) * 100),
    0,
  );
  const amount = cents / 100;
  return { amount, other: convertMoney(amount, currency, otherCurrency(currency)) };
}
