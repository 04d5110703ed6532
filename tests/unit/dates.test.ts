import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOfMonth,
  formatLongDate,
  formatMonthTitle,
  formatNarrowWeekday,
  isIsoDate,
  isWeekend,
  rangesOverlap,
  rentalDays,
  todayInDominica,
  toIsoDate,
} from "../../src/domain/dates";

describe("todayInDominica", () => {
  it.each([
    // Dominica is UTC-4 all year: until 04:00 UTC it is still the previous day there.
    ["2026-03-01T03:59:00Z", "2026-02-28"],
    ["2026-03-01T04:00:00Z", "2026-03-01"],
    ["2026-12-31T23:30:00Z", "2026-12-31"],
    ["2027-01-01T02:00:00Z", "2026-12-31"],
  ])("at %s it is %s in Dominica", (instant, day) => {
    expect(todayInDominica(new Date(instant))).toBe(day);
  });
});

describe("calendar day arithmetic", () => {
  it.each([
    ["2026-02-27", 2, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s plus %i days is %s", (start, days, end) => {
    expect(addDays(start, days)).toBe(end);
  });

  it.each([
    ["2026-05-01", "2026-05-01", 1],
    ["2026-05-01", "2026-05-07", 7],
    ["2026-05-01", "2026-05-31", 31],
    // A daylight-saving change elsewhere never shortens a Dominica rental.
    ["2026-03-07", "2026-03-09", 3],
  ])("from %s to %s is %i rental days (both ends included)", (start, end, days) => {
    expect(rentalDays(start, end)).toBe(days);
  });

  it("recognises real ISO dates only", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
    expect(isIsoDate("2026-2-8")).toBe(false);
    // The product's days run from 1900 to 2100; PostgreSQL would refuse year 0000.
    expect(isIsoDate("1900-01-01")).toBe(true);
    expect(isIsoDate("2100-12-31")).toBe(true);
    expect(isIsoDate("1899-12-31")).toBe(false);
    expect(isIsoDate("2101-01-01")).toBe(false);
    expect(isIsoDate("0000-01-01")).toBe(false);
    // Leap days: every fourth year, but not a century unless it divides by 400.
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-00-10")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
  });

  it("agrees with the calendar's own Date on every day-shaped string", () => {
    const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0"));
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), twoDigits, twoDigits, (year, month, day) => {
        const value = `${year}-${month}-${day}`;
        const date = new Date(`${value}T00:00:00Z`);
        const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
        expect(isIsoDate(value)).toBe(real);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps the calendar day of an ISO instant", () => {
    expect(toIsoDate("2026-05-01T00:00:00.000Z")).toBe("2026-05-01");
    expect(toIsoDate("2026-05-01T23:59:59.999Z")).toBe("2026-05-01");
  });

  it("formats dates in long form and says 'Not provided' when missing", () => {
    expect(formatLongDate("2026-07-04")).toBe("July 4, 2026");
    expect(formatLongDate(null)).toBe("Not provided");
  });

  it.each([
    [{ start: "2026-05-01", end: "2026-05-03" }, { start: "2026-05-03", end: "2026-05-05" }, true],
    [{ start: "2026-05-01", end: "2026-05-03" }, { start: "2026-05-04", end: "2026-05-05" }, false],
    [{ start: "2026-05-01", end: "2026-05-30" }, { start: "2026-05-10", end: "2026-05-11" }, true],
  ])("overlap of %o and %o is %s", (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });
});

describe("calendar formatters", () => {
  it.each([
    ["2026-03", "March 2026"],
    ["2026-12", "December 2026"],
    ["2027-01", "January 2027"],
  ])("month %s is titled %s", (month, title) => {
    expect(formatMonthTitle(month)).toBe(title);
  });

  it.each([
    ["2026-03", "Mars 2026"],
    ["2027-01", "Janvier 2027"],
  ])("month %s is titled %s in French", (month, title) => {
    expect(formatMonthTitle(month, "fr")).toBe(title);
  });

  it.each([
    ["2026-03-01", "D"],
    ["2026-03-02", "L"],
    ["2026-03-07", "S"],
  ])("%s is weekday %s in French", (date, weekday) => {
    expect(formatNarrowWeekday(date, "fr")).toBe(weekday);
  });

  it.each([
    // 2026-03-01 is a Sunday; the format ignores the machine's time zone.
    ["2026-03-01", "S", 1, true],
    ["2026-03-02", "M", 2, false],
    ["2026-03-04", "W", 4, false],
    ["2026-03-06", "F", 6, false],
    ["2026-03-07", "S", 7, true],
    ["2026-03-31", "T", 31, false],
  ])("%s is weekday %s, day %i, weekend %s", (date, weekday, day, weekend) => {
    expect(formatNarrowWeekday(date)).toBe(weekday);
    expect(dayOfMonth(date)).toBe(day);
    expect(isWeekend(date)).toBe(weekend);
  });
});
