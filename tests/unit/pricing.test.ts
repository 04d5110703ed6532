import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates";
import { formatMoney } from "../../src/domain/money";
import { priceForDays, priceForPeriod } from "../../src/domain/pricing";

// Distinct prices so every tier boundary shows in the total: 7 × daily ≠ weekly, 30 days ≠ monthly.
const prices = { dailyPrice: 50, weeklyPrice: 300, monthlyPrice: 1000 };

describe("priceForDays (spec §9 tiers)", () => {
  it.each([
    [1, 50, "1 × daily"],
    [7, 350, "7 × daily: a week at the daily rate, not the weekly price"],
    [8, 350, "1 week + 1 day"],
    [14, 600, "2 weeks"],
    [30, 1300, "still the weekly tier: 4 weeks + 2 days"],
    [31, 1050, "1 month block + 1 day"],
    [61, 2050, "2 month blocks + 1 day"],
  ])("%i days costs %i (%s)", (days, total) => {
    expect(priceForDays(prices, days)).toBe(total);
  });

  it("rounds to cents", () => {
    expect(priceForDays({ dailyPrice: 33.333, weeklyPrice: 0, monthlyPrice: 0 }, 3)).toBe(100);
    expect(priceForDays({ dailyPrice: 10.005, weeklyPrice: 0, monthlyPrice: 0 }, 1)).toBe(10.01);
  });

  it("charges nothing for an empty or inverted period", () => {
    expect(priceForDays(prices, 0)).toBe(0);
    expect(priceForDays(prices, -3)).toBe(0);
  });
});

describe("priceForPeriod", () => {
  it.each([
    [0, 1, 50],
    [6, 7, 350],
    [7, 8, 350],
    [30, 31, 1050],
  ])("start to start + %i is %i days", (offset, days, total) => {
    expect(priceForDays(prices, days)).toBe(total);
    expect(priceForPeriod(prices, "2026-03-01", addDays("2026-03-01", offset))).toBe(total);
  });

  it("counts across a month end and a leap day", () => {
    expect(priceForPeriod(prices, "2028-02-28", "2028-03-01")).toBe(150);
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [55, "$55.00"],
    [1234.5, "$1,234.50"],
    [null, "N/A"],
    [undefined, "N/A"],
  ])("%s → %s", (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
