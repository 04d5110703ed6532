import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates";
import { formatMoney } from "../../src/domain/money";
import { type PricedVehicle, quoteAsShown, quoteRental } from "../../src/domain/pricing";

const start = "2026-03-01";
const quote = (vehicle: PricedVehicle, days: number) =>
  quoteRental(vehicle, { startDate: start, endDate: addDays(start, days - 1) });
const linesOf = (vehicle: PricedVehicle, days: number) =>
  quote(vehicle, days).lines.map(({ kind, quantity, amount }) => [kind, quantity, amount]);

// Distinct prices so every tier boundary shows in the total: 7 × daily ≠ weekly, 30 days ≠ monthly.
const vehicle: PricedVehicle = { dailyPrice: 50, weeklyPrice: 300, monthlyPrice: 1000, deposit: 200, currency: "USD" };
// The issue's example: 30 days by the tiers (1,430) cost more than 31 (1,265).
const issueExample: PricedVehicle = {
  dailyPrice: 55,
  weeklyPrice: 330,
  monthlyPrice: 1210,
  deposit: null,
  currency: "USD",
};

describe('quoteRental: the tiers (spec §9) and the cap (docs/product-rules.md, "Prices")', () => {
  it.each([
    [1, 50, [["daily", 1, 50]]],
    [6, 300, [["daily", 6, 300]]],
    // 7 × daily is 350, but 8 days (a week and a day) cost 350 too: no cap, the tiers' own.
    [7, 350, [["daily", 7, 350]]],
    [
      8,
      350,
      [
        ["weekly", 1, 300],
        ["daily", 1, 50],
      ],
    ],
    [14, 600, [["weekly", 2, 600]]],
    // 13 days by the tiers are 1 week + 6 days = 600, the same as 14 days: no cap.
    [
      13,
      600,
      [
        ["weekly", 1, 300],
        ["daily", 6, 300],
      ],
    ],
    // 30 days by the tiers: 4 weeks + 2 days = 1,300; 31 days cost 1,050, so 30 days are capped there.
    [
      30,
      1050,
      [
        ["weekly", 4, 1200],
        ["daily", 2, 100],
        ["cap", 31, -250],
      ],
    ],
    [
      31,
      1050,
      [
        ["monthly", 1, 1000],
        ["daily", 1, 50],
      ],
    ],
    [
      61,
      2050,
      [
        ["monthly", 2, 2000],
        ["daily", 1, 50],
      ],
    ],
  ])("%i days cost %i", (days, total, lines) => {
    expect(quote(vehicle, days).total).toBe(total);
    expect(linesOf(vehicle, days)).toEqual(lines);
  });

  it("caps 30 days at the 31 days' price in the issue's example, as its own line", () => {
    const thirty = quote(issueExample, 30);
    expect(thirty.lines).toEqual([
      { kind: "weekly", label: "4 weeks at the weekly rate", quantity: 4, unitPrice: 330, amount: 1320 },
      { kind: "daily", label: "2 days at the daily rate", quantity: 2, unitPrice: 55, amount: 110 },
      { kind: "cap", label: "Capped at the price of 31 days", quantity: 31, amount: -165 },
    ]);
    expect(thirty.total).toBe(1265);
    expect(quote(issueExample, 31).total).toBe(1265);
    expect(quote(issueExample, 31).lines.map((line) => line.kind)).toEqual(["monthly", "daily"]);
  });

  it("never charges a shorter rental more than a longer one", () => {
    for (const prices of [vehicle, issueExample]) {
      const totals = Array.from({ length: 200 }, (_, i) => quote(prices, i + 1).total);
      totals.forEach((total, i) => {
        for (const longer of totals.slice(i + 1, i + 31)) expect(total).toBeLessThanOrEqual(longer);
      });
    }
  });

  it("says its lines in English with their plural forms", () => {
    expect(quote(vehicle, 1).lines[0]?.label).toBe("1 day at the daily rate");
    expect(quote(vehicle, 8).lines[0]?.label).toBe("1 week at the weekly rate");
    expect(quote(vehicle, 61).lines[0]?.label).toBe("2 months of 30 days at the monthly rate");
  });

  it("skips a rate that is not offered", () => {
    const dailyOnly = { ...vehicle, weeklyPrice: null, monthlyPrice: null };
    expect(linesOf(dailyOnly, 45)).toEqual([["daily", 45, 2250]]);
    const noMonthly = { ...vehicle, monthlyPrice: null };
    expect(linesOf(noMonthly, 45)).toEqual([
      ["weekly", 6, 1800],
      ["daily", 3, 150],
    ]);
    const noWeekly = { ...vehicle, weeklyPrice: null };
    expect(linesOf(noWeekly, 10)).toEqual([["daily", 10, 500]]);
    expect(linesOf(noWeekly, 35)).toEqual([
      ["monthly", 1, 1000],
      ["daily", 5, 250],
    ]);
  });

  it("rounds each line and the total to cents", () => {
    const odd = { ...vehicle, dailyPrice: 33.333, weeklyPrice: null, monthlyPrice: null };
    expect(quote(odd, 3).total).toBe(100);
    expect(quote({ ...odd, dailyPrice: 10.005 }, 1).total).toBe(10.01);
  });

  it("counts end − start + 1 days, across a month end and a leap day", () => {
    expect(quoteRental(vehicle, { startDate: "2028-02-28", endDate: "2028-03-01" })).toMatchObject({
      days: 3,
      total: 150,
    });
  });

  it("charges nothing for an inverted period", () => {
    expect(quoteRental(vehicle, { startDate: start, endDate: addDays(start, -3) })).toMatchObject({
      days: 0,
      lines: [],
      total: 0,
    });
  });

  it("carries the deposit and the company's currency", () => {
    expect(quote({ ...vehicle, currency: "XCD" }, 2)).toMatchObject({ deposit: 200, currency: "XCD", total: 100 });
  });
});

describe("quoteAsShown: the lines add up to the shown total in the visitor's currency", () => {
  it("is exact in the company's own currency", () => {
    const shown = quoteAsShown(quote(issueExample, 30), "USD");
    expect(shown.lines.map((line) => line.shown)).toEqual([1320, 110, -165]);
    expect(shown.total).toBe(1265);
  });

  it("shows 4 days of US$55 as 4 × EC$149 = EC$596, the rate the cards show (not 594)", () => {
    const shown = quoteAsShown(quote(issueExample, 4), "XCD");
    expect(shown.lines.map((line) => line.shown)).toEqual([596]);
    expect(shown.total).toBe(596);
    expect(formatMoney(55, { from: "USD", currency: "XCD" })).toBe("EC$149");
  });

  it("converts an EC$ company's rates to US$ cents, and the cap as an amount", () => {
    const ec = { ...issueExample, currency: "XCD" as const };
    const shown = quoteAsShown(quote(ec, 30), "USD");
    // EC$330 → US$122.22, EC$55 → US$20.37, the cap's −EC$165 → −US$61.11.
    expect(shown.lines.map((line) => line.shown)).toEqual([488.88, 40.74, -61.11]);
    expect(shown.total).toBe(468.51);
    expect(shown.total).toBe(shown.lines.reduce((sum, line) => Math.round((sum + line.shown) * 100) / 100, 0));
  });
});
