import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates";
import { type PricedVehicle, quoteRental } from "../../src/domain/pricing";
import type { RentalTerms } from "../../src/domain/rental-terms";
import {
  formatDayOfYear,
  isInSeason,
  SEASON_MESSAGES,
  type Season,
  seasonMinimumBreach,
  seasonPrices,
} from "../../src/domain/seasons";
import { seasonsSchema } from "../../src/domain/seasons-schema";

const vehicle: PricedVehicle = { dailyPrice: 50, weeklyPrice: 300, monthlyPrice: 1000, deposit: 200, currency: "USD" };
// 65 a day, 360 a week, 1,100 a month; a rental with a day in it lasts at least 5 days.
const high: Season = {
  name: "High season",
  start: "12-15",
  end: "04-15",
  dailyPercent: 130,
  weeklyPercent: 120,
  monthlyPercent: 110,
  minimumDays: 5,
};
// 40 a day, no weekly or monthly rate.
const low: Season = {
  name: "Low season",
  start: "06-01",
  end: "08-31",
  dailyPercent: 80,
  weeklyPercent: null,
  monthlyPercent: null,
  minimumDays: 1,
};
const terms: Partial<RentalTerms> = { companyId: 1, currency: "USD", seasons: [high, low] };

const quote = (startDate: string, days: number, prices: PricedVehicle = vehicle) =>
  quoteRental(prices, { startDate, endDate: addDays(startDate, days - 1) }, { terms });
const linesOf = (startDate: string, days: number, prices?: PricedVehicle) =>
  quote(startDate, days, prices).lines.map((line) => [
    line.kind,
    line.quantity,
    line.amount,
    "season" in line ? line.season : undefined,
  ]);

describe('seasons in the quote (docs/product-rules.md, "Seasons")', () => {
  it("prices a season's days at its percentages of the vehicle's own rates", () => {
    expect(seasonPrices(vehicle, high)).toEqual({ dailyPrice: 65, weeklyPrice: 360, monthlyPrice: 1100 });
    expect(seasonPrices(vehicle, low)).toEqual({ dailyPrice: 40, weeklyPrice: null, monthlyPrice: null });
    expect(seasonPrices({ dailyPrice: 33.33, weeklyPrice: null, monthlyPrice: 999 }, high)).toEqual({
      dailyPrice: 43.33,
      weeklyPrice: null,
      monthlyPrice: 1098.9,
    });
  });

  it.each([
    // The season's first day, and the day before it.
    ["2026-12-15", 5, 325, [["daily", 5, 325, "High season"]]],
    ["2026-12-10", 5, 250, [["daily", 5, 250, undefined]]],
    // Its last day, and the day after it.
    ["2027-04-11", 5, 325, [["daily", 5, 325, "High season"]]],
    ["2027-04-16", 1, 50, [["daily", 1, 50, undefined]]],
    // Crossing into it: each day at its own season's rate.
    [
      "2026-12-12",
      5,
      280,
      [
        ["daily", 3, 150, undefined],
        ["daily", 2, 130, "High season"],
      ],
    ],
    // A day more by the day (345) would cost more than the week laid from the first day, cut at the
    // season's start: 3 × 42.86 + 4 × 51.43.
    [
      "2026-12-12",
      6,
      334.3,
      [
        ["weeklyDays", 3, 128.58, undefined],
        ["weeklyDays", 4, 205.72, "High season"],
      ],
    ],
    // Ending the day before it: the week would reach into it (308.59), the days cost less.
    ["2026-12-09", 6, 300, [["daily", 6, 300, undefined]]],
    // Across the new year, all in the season: a week and 2 days at its rates.
    [
      "2026-12-28",
      9,
      490,
      [
        ["weekly", 1, 360, "High season"],
        ["daily", 2, 130, "High season"],
      ],
    ],
    // 8 days inside: a week and a day.
    [
      "2027-01-04",
      8,
      425,
      [
        ["weekly", 1, 360, "High season"],
        ["daily", 1, 65, "High season"],
      ],
    ],
    // 31 days inside: a month and a day.
    [
      "2027-01-04",
      31,
      1165,
      [
        ["monthly", 1, 1100, "High season"],
        ["daily", 1, 65, "High season"],
      ],
    ],
    // A week crossing out of the season is cut: each part's days at a seventh of its season's week.
    [
      "2027-04-12",
      10,
      484.3,
      [
        ["weeklyDays", 4, 205.72, "High season"],
        ["weeklyDays", 3, 128.58, undefined],
        ["daily", 3, 150, undefined],
      ],
    ],
    // A month crossing into it: a thirtieth of each season's month a day.
    [
      "2026-11-20",
      35,
      1341.6,
      [
        ["monthlyDays", 25, 833.25, undefined],
        ["monthlyDays", 5, 183.35, "High season"],
        ["daily", 5, 325, "High season"],
      ],
    ],
    // A season without a weekly rate: the week's days at its daily rate.
    ["2026-07-01", 10, 400, [["daily", 10, 400, "Low season"]]],
  ])("from %s, %i days cost %d", (start, days, total, lines) => {
    expect(quote(start, days).total).toBe(total);
    expect(linesOf(start, days)).toEqual(lines);
  });

  it("charges a week inside the season its weekly rate, and 30 days its month", () => {
    expect(linesOf("2027-01-04", 7)).toEqual([["weekly", 1, 360, "High season"]]);
    // 4 weeks and 2 days (1,570) cost more than the season's month.
    expect(linesOf("2027-01-04", 30)).toEqual([["monthly", 1, 1100, "High season"]]);
    expect(linesOf("2027-01-04", 29)).toEqual([["monthly", 1, 1100, "High season"]]);
  });

  it.each([
    // Across the season's start on 15 December: the week cut there, then days at the season's rate.
    ["2026-12-12", 7, 334.3],
    ["2026-12-12", 8, 399.3],
    // 6 days in the season by the day (390) cost more than its week (360).
    ["2026-12-12", 13, 694.3],
    ["2026-12-12", 14, 694.3],
    ["2026-12-12", 15, 759.3],
  ])("from %s, %i days across the season's edge cost %d", (start, days, total) => {
    expect(quote(start, days).total).toBe(total);
  });

  it("never charges a shorter rental more than a longer one from the same day, around every season edge", () => {
    const prices = [vehicle, { ...vehicle, weeklyPrice: null }, { ...vehicle, monthlyPrice: 1400 }];
    for (const start of ["2026-11-20", "2026-12-14", "2027-04-10", "2027-05-20", "2027-08-28"]) {
      for (const price of prices) {
        const totals = Array.from({ length: 120 }, (_, i) => quote(start, i + 1, price).total);
        const dearer = totals.filter((total, i) => totals.slice(i + 1, i + 31).some((longer) => longer < total));
        expect(dearer).toEqual([]);
      }
    }
  });

  it("keeps every line exact to the cent and the total their sum", () => {
    const { lines, total } = quote("2027-04-12", 10, { ...vehicle, dailyPrice: 33.33, weeklyPrice: 199.99 });
    for (const line of lines) expect(Math.round(line.amount * 100) / 100).toBe(line.amount);
    expect(total).toBe(Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100);
  });

  it("says the season in each line", () => {
    expect(quote("2026-12-12", 5).lines.map((line) => line.label)).toEqual([
      "3 days at the daily rate",
      "2 days at the High season daily rate",
    ]);
    expect(quote("2027-04-12", 10).lines[0]?.label).toBe("4 days at a seventh of the High season weekly rate");
    expect(quote("2027-01-04", 8).lines[0]?.label).toBe("1 week at the High season weekly rate");
  });

  it("quotes a long rental quickly enough to run on every keystroke", () => {
    const started = performance.now();
    for (let i = 0; i < 100; i++) quote("2026-12-01", 180);
    // Milliseconds a quote, with room for a busy test machine.
    expect((performance.now() - started) / 100).toBeLessThan(10);
  });

  it("quotes as before without seasons, and outside them", () => {
    const plain = quoteRental(vehicle, { startDate: "2026-09-01", endDate: "2026-09-10" });
    expect(quote("2026-09-01", 10)).toEqual(plain);
    expect(
      quoteRental(vehicle, { startDate: "2026-09-01", endDate: "2026-09-10" }, { terms: { ...terms, seasons: [] } }),
    ).toEqual(plain);
  });
});

describe("a season's minimum days: a rental with any day in it", () => {
  const breach = (startDate: string, days: number, language: "en" | "fr" = "en") =>
    seasonMinimumBreach([high, low], { startDate, endDate: addDays(startDate, days - 1) }, language);
  const message = "A rental with days in High season (15 Dec – 15 Apr) lasts at least 5 days.";

  it.each([
    ["starting on its first day", "2026-12-15", 4],
    ["ending on its first day", "2026-12-12", 4],
    ["on its last day", "2027-04-15", 1],
    ["across the new year", "2026-12-30", 4],
  ])("refuses a shorter rental %s, naming endDate", (_, start, days) => {
    expect(breach(start, days)).toEqual({ field: "endDate", message });
  });

  it("accepts the minimum, and a rental touching no such season", () => {
    expect(breach("2026-12-15", 5)).toBeNull();
    expect(breach("2026-12-10", 5)).toBeNull();
    expect(breach("2026-12-11", 4)).toBeNull();
    expect(breach("2027-04-16", 1)).toBeNull();
    expect(breach("2026-07-01", 1)).toBeNull();
    expect(seasonMinimumBreach([], { startDate: "2026-12-20", endDate: "2026-12-20" })).toBeNull();
  });

  it("says it in French", () => {
    expect(breach("2026-12-20", 2, "fr")?.message).toBe(
      "Une location comptant des jours de « High season » (15 déc. – 15 avr.) dure au moins 5 jours.",
    );
  });
});

describe("the seasons' settings", () => {
  const issues = (seasons: unknown) => {
    const result = seasonsSchema.safeParse(seasons);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("accepts seasons that do not overlap, one wrapping the new year", () => {
    expect(issues([high, low])).toEqual([]);
    expect(issues([{ ...low, name: "Easter Monday", start: "04-16", end: "04-16" }, high])).toEqual([]);
  });

  it("refuses overlapping seasons on the later one's first day, at their edges and across the new year", () => {
    const overlap = (seasons: Season[]) => expect(issues(seasons)).toEqual([["1.start", SEASON_MESSAGES.overlap]]);
    overlap([high, { ...low, name: "Carnival", start: "02-01", end: "02-20" }]);
    overlap([high, { ...low, name: "Easter", start: "04-15", end: "04-30" }]);
    overlap([high, { ...low, name: "Christmas", start: "12-01", end: "12-15" }]);
    overlap([low, { ...high, name: "Whole year", start: "01-01", end: "12-31" }]);
    overlap([
      { ...low, name: "New year", start: "12-31", end: "01-01" },
      { ...high, start: "01-01", end: "01-01" },
    ]);
  });

  it.each([
    [{ name: " " }, "0.name", SEASON_MESSAGES.nameRequired],
    [{ name: "x".repeat(61) }, "0.name", SEASON_MESSAGES.nameTooLong],
    [{ start: "02-30" }, "0.start", SEASON_MESSAGES.start],
    [{ start: "13-01" }, "0.start", SEASON_MESSAGES.start],
    [{ end: "4-15" }, "0.end", SEASON_MESSAGES.end],
    [{ dailyPercent: 9 }, "0.dailyPercent", SEASON_MESSAGES.dailyPercent],
    [{ dailyPercent: 501 }, "0.dailyPercent", SEASON_MESSAGES.dailyPercent],
    [{ dailyPercent: 120.5 }, "0.dailyPercent", SEASON_MESSAGES.dailyPercent],
    [{ weeklyPercent: 5 }, "0.weeklyPercent", SEASON_MESSAGES.weeklyPercent],
    [{ monthlyPercent: 600 }, "0.monthlyPercent", SEASON_MESSAGES.monthlyPercent],
    [{ weeklyPercent: 131 }, "0.weeklyPercent", SEASON_MESSAGES.weeklyAboveDaily],
    [{ monthlyPercent: 140 }, "0.monthlyPercent", SEASON_MESSAGES.monthlyAboveDaily],
    [{ minimumDays: 0 }, "0.minimumDays", SEASON_MESSAGES.minimumDays],
    [{ minimumDays: 181 }, "0.minimumDays", SEASON_MESSAGES.minimumDays],
  ])("refuses %o with its message", (change, path, message) => {
    expect(issues([{ ...high, ...change }])).toEqual([[path, message]]);
  });

  it("refuses a thirteenth season and two of the same name", () => {
    const dozen = Array.from({ length: 13 }, (_, i) => ({
      ...low,
      name: `Month ${i}`,
      start: `${String((i % 12) + 1).padStart(2, "0")}-01`,
      end: `${String((i % 12) + 1).padStart(2, "0")}-01`,
    }));
    expect(issues(dozen)).toContainEqual(["", SEASON_MESSAGES.tooMany]);
    expect(issues([low, { ...high, name: "low SEASON" }])).toEqual([["1.name", SEASON_MESSAGES.sameName]]);
  });

  it("reads a season's days, wrapping the new year", () => {
    expect(isInSeason(high, "12-14")).toBe(false);
    expect(isInSeason(high, "12-15")).toBe(true);
    expect(isInSeason(high, "01-01")).toBe(true);
    expect(isInSeason(high, "02-29")).toBe(true);
    expect(isInSeason(high, "04-15")).toBe(true);
    expect(isInSeason(high, "04-16")).toBe(false);
    expect(formatDayOfYear("12-15")).toBe("15 Dec");
    expect(formatDayOfYear("04-15", "fr")).toBe("15 avr.");
  });
});
