import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates";
import { translator } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { type Currency, formatMoney, formatTotal } from "../../src/domain/money";
import { type PricedVehicle, priceLineLabel, quoteAsShown, quoteRental } from "../../src/domain/pricing";

const start = "2026-03-01";
const quote = (vehicle: PricedVehicle, days: number) =>
  quoteRental(vehicle, { startDate: start, endDate: addDays(start, days - 1) });
const linesOf = (vehicle: PricedVehicle, days: number) =>
  quote(vehicle, days).lines.map(({ kind, quantity, amount }) => [kind, quantity, amount]);

// The issue's example (issue 38): 6 days 300, 7 days 300, 8 days 350, 30 days 1,000, 41 days 1,500.
const vehicle: PricedVehicle = { dailyPrice: 50, weeklyPrice: 300, monthlyPrice: 1000, deposit: 200, currency: "USD" };
// A week cheaper than 6 of its days, a month cheaper than 4 weeks and a day.
const cheapWeek: PricedVehicle = {
  dailyPrice: 50,
  weeklyPrice: 250,
  monthlyPrice: 900,
  deposit: null,
  currency: "USD",
};
// Issue 22's example: by the old tiers 30 days (4 weeks + 2 days, 1,430) cost more than 31 (1,265).
const issueExample: PricedVehicle = {
  dailyPrice: 55,
  weeklyPrice: 330,
  monthlyPrice: 1210,
  deposit: null,
  currency: "USD",
};

describe('quoteRental: the least the rates allow for the length (docs/product-rules.md, "Prices")', () => {
  it.each([
    [vehicle, 1, 50, [["daily", 1, 50]]],
    // 6 days by the day cost a week: the days, which say what the renter rents.
    [vehicle, 6, 300, [["daily", 6, 300]]],
    [vehicle, 7, 300, [["weekly", 1, 300]]],
    [
      vehicle,
      8,
      350,
      [
        ["weekly", 1, 300],
        ["daily", 1, 50],
      ],
    ],
    [
      vehicle,
      13,
      600,
      [
        ["weekly", 1, 300],
        ["daily", 6, 300],
      ],
    ],
    [vehicle, 14, 600, [["weekly", 2, 600]]],
    [
      vehicle,
      15,
      650,
      [
        ["weekly", 2, 600],
        ["daily", 1, 50],
      ],
    ],
    // 4 weeks and a day (1,250) cost more than the month.
    [vehicle, 29, 1000, [["monthly", 1, 1000]]],
    [vehicle, 30, 1000, [["monthly", 1, 1000]]],
    [
      vehicle,
      31,
      1050,
      [
        ["monthly", 1, 1000],
        ["daily", 1, 50],
      ],
    ],
    [
      vehicle,
      41,
      1500,
      [
        ["monthly", 1, 1000],
        ["weekly", 1, 300],
        ["daily", 4, 200],
      ],
    ],
    [
      vehicle,
      61,
      2050,
      [
        ["monthly", 2, 2000],
        ["daily", 1, 50],
      ],
    ],
    [cheapWeek, 5, 250, [["daily", 5, 250]]],
    [cheapWeek, 6, 250, [["weekly", 1, 250]]],
    [cheapWeek, 13, 500, [["weekly", 2, 500]]],
    [
      cheapWeek,
      23,
      850,
      [
        ["weekly", 3, 750],
        ["daily", 2, 100],
      ],
    ],
    // 3 weeks and 4 days (950) cost more than the month.
    [cheapWeek, 25, 900, [["monthly", 1, 900]]],
    [
      cheapWeek,
      36,
      1150,
      [
        ["monthly", 1, 900],
        ["weekly", 1, 250],
      ],
    ],
    [issueExample, 30, 1210, [["monthly", 1, 1210]]],
    [
      issueExample,
      31,
      1265,
      [
        ["monthly", 1, 1210],
        ["daily", 1, 55],
      ],
    ],
  ])("%j: %i days cost %i", (prices, days, total, lines) => {
    expect(quote(prices, days).total).toBe(total);
    expect(linesOf(prices, days)).toEqual(lines);
  });

  it("charges the X-Trail of issue 38 its weekly price for a week, not for 8 days", () => {
    const xTrail: PricedVehicle = {
      dailyPrice: 200,
      weeklyPrice: 1200,
      monthlyPrice: null,
      deposit: null,
      currency: "XCD",
    };
    expect(quote(xTrail, 7).total).toBe(1200);
    expect(quote(xTrail, 8).total).toBe(1400);
  });

  it("never charges a shorter rental more than a longer one", () => {
    for (const prices of [vehicle, cheapWeek, issueExample, { ...vehicle, monthlyPrice: 1400 }]) {
      const totals = Array.from({ length: 200 }, (_, i) => quote(prices, i + 1).total);
      totals.forEach((total, i) => {
        for (const longer of totals.slice(i + 1, i + 31)) expect(total).toBeLessThanOrEqual(longer);
      });
    }
  });

  it("says its lines in English with their plural forms, never capped", () => {
    expect(quote(vehicle, 1).lines[0]?.label).toBe("1 day at the daily rate");
    expect(quote(vehicle, 3).lines[0]?.label).toBe("3 days at the daily rate");
    expect(quote(vehicle, 7).lines[0]?.label).toBe("1 week at the weekly rate");
    expect(quote(vehicle, 30).lines[0]?.label).toBe("1 month at the monthly rate");
    expect(quote(vehicle, 61).lines[0]?.label).toBe("2 months at the monthly rate");
    for (let days = 1; days <= 90; days++)
      expect(quote(vehicle, days).lines.map((line) => line.kind)).not.toContain("cap");
  });

  it("says them in French too", () => {
    const inFrench = translator("fr", fr);
    const labels = (days: number) => quote(vehicle, days).lines.map((line) => priceLineLabel(line, inFrench));
    expect(labels(41)).toEqual([
      "1 mois au tarif mensuel",
      "1 semaine au tarif hebdomadaire",
      "4 jours au tarif journalier",
    ]);
    expect(labels(61)).toEqual(["2 mois au tarif mensuel", "1 jour au tarif journalier"]);
  });

  it.each([
    ["null", null],
    ["0", 0],
  ])("skips a rate that is not offered (%s)", (_, none) => {
    const dailyOnly = { ...vehicle, weeklyPrice: none, monthlyPrice: none };
    expect(linesOf(dailyOnly, 6)).toEqual([["daily", 6, 300]]);
    expect(linesOf(dailyOnly, 45)).toEqual([["daily", 45, 2250]]);
    const noMonthly = { ...vehicle, monthlyPrice: none };
    expect(linesOf(noMonthly, 30)).toEqual([
      ["weekly", 4, 1200],
      ["daily", 2, 100],
    ]);
    expect(linesOf(noMonthly, 45)).toEqual([
      ["weekly", 6, 1800],
      ["daily", 3, 150],
    ]);
    const noWeekly = { ...vehicle, weeklyPrice: none };
    expect(linesOf(noWeekly, 10)).toEqual([["daily", 10, 500]]);
    expect(linesOf(noWeekly, 25)).toEqual([["monthly", 1, 1000]]);
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
    const shown = quoteAsShown(quote(issueExample, 31), "USD");
    expect(shown.lines.map((line) => line.shown)).toEqual([1210, 55]);
    expect(shown.total).toBe(1265);
  });

  it("shows 4 days of US$55 as 4 × EC$148.50 = EC$594.00, cents and all", () => {
    const shown = quoteAsShown(quote(issueExample, 4), "XCD");
    expect(shown.lines.map((line) => line.shown)).toEqual([594]);
    expect(shown.total).toBe(594);
    expect(formatMoney(55, { from: "USD", currency: "XCD" })).toBe("EC$148.50");
  });

  it("sums the converted lines, not the converted total: EC$200 a day for 3 days is 3 × US$74.07", () => {
    const ec = { ...issueExample, currency: "XCD" as const, dailyPrice: 200, weeklyPrice: null, monthlyPrice: null };
    const shown = quoteAsShown(quote(ec, 3), "USD");
    expect(shown.total).toBe(222.21); // 600 / 2.7 = 222.22 would not be what 3 × US$74.07 adds up to
    expect(formatTotal(600, { from: "XCD", currency: "USD", shown: shown.total })).toBe("US$222.21 (EC$600.00)");
  });

  it.each(["USD", "XCD"] as const)(
    "adds its shown lines up to its shown total, for every length and rate (%s company)",
    (from) => {
      const to: Currency = from === "USD" ? "XCD" : "USD";
      const wrong: string[] = [];
      for (const daily of [1.03, 19.99, 55, 74.07, 200]) {
        const rates = {
          ...issueExample,
          currency: from,
          dailyPrice: daily,
          weeklyPrice: daily * 6,
          monthlyPrice: daily * 25,
        };
        for (let days = 1; days <= 45; days++) {
          for (const currency of [from, to]) {
            const shown = quoteAsShown(quote(rates, days), currency);
            const sum = shown.lines.reduce((cents, line) => cents + Math.round(line.shown * 100), 0);
            if (Math.round(shown.total * 100) !== sum) wrong.push(`${daily} × ${days} in ${currency}`);
            // Every shown figure is whole cents.
            for (const line of shown.lines) {
              if (Math.abs(line.shown * 100 - Math.round(line.shown * 100)) > 1e-6) wrong.push(`${line.shown}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it("converts an EC$ company's rates to US$ cents", () => {
    const ec = { ...issueExample, currency: "XCD" as const };
    const shown = quoteAsShown(quote(ec, 9), "USD");
    // EC$330 → US$122.22, EC$55 → US$20.37.
    expect(shown.lines.map((line) => line.shown)).toEqual([122.22, 40.74]);
    expect(shown.total).toBe(162.96);
    expect(shown.total).toBe(shown.lines.reduce((sum, line) => Math.round((sum + line.shown) * 100) / 100, 0));
  });
});
