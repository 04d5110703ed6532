import { describe, expect, it } from "vitest";
import {
  amountChanges,
  type CompanyAmounts,
  convertAmount,
  convertCompanyAmounts,
  convertExtra,
  convertsTooLarge,
  convertVehicle,
} from "../../src/domain/currency-change";

const vehicle = (prices: Partial<CompanyAmounts["vehicles"][number]> = {}) => ({
  id: 1,
  name: "Toyota RAV4 (2021)",
  dailyPrice: 85,
  weeklyPrice: 510,
  monthlyPrice: 1800,
  deposit: 300,
  ...prices,
});
const extra = (amounts: Partial<CompanyAmounts["extras"][number]> = {}) => ({
  id: 3,
  kind: "child_seat" as const,
  name: null,
  price: 5,
  cap: 35,
  ...amounts,
});

describe("converting one amount at the peg: whole EC$, US$ cents, halves up", () => {
  it.each([
    // US$ → EC$ in whole dollars
    [85, "USD", "XCD", 230], // 229.5: a half goes up
    [5, "USD", "XCD", 14], // 13.5
    [4.99, "USD", "XCD", 13], // 13.473
    [5.18, "USD", "XCD", 14], // 13.986
    [185, "USD", "XCD", 500], // 499.5
    [1, "USD", "XCD", 3], // 2.7
    [0.01, "USD", "XCD", 1], // 0.027: above 0 stays above 0
    [0, "USD", "XCD", 0],
    // EC$ → US$ in cents
    [270, "XCD", "USD", 100],
    [200, "XCD", "USD", 74.07], // 74.074
    [10.01, "XCD", "USD", 3.71], // 3.7074
    [0.02, "XCD", "USD", 0.01], // 0.0074
    [0.01, "XCD", "USD", 0.01], // 0.0037: above 0 stays above 0
    [0, "XCD", "USD", 0],
    // the same currency: itself
    [85.55, "USD", "USD", 85.55],
  ] as const)("%s %s is %s %s", (amount, from, to, converted) => {
    expect(convertAmount(amount, from, to)).toBe(converted);
  });

  it("rounds exactly at each half, whatever the binary fractions (every US$ cent up to 10,000)", () => {
    const wrong: number[] = [];
    for (let cents = 1; cents <= 1_000_000; cents++) {
      const exact = Math.floor((cents * 27 + 500) / 1000); // cents × 2.7 / 100, half up, in integers
      if (convertAmount(cents / 100, "USD", "XCD") !== Math.max(exact, 1)) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a vehicle's prices", () => {
  it("converts each, and keeps 'not offered' as it is", () => {
    expect(convertVehicle(vehicle({ monthlyPrice: null }), "USD", "XCD")).toEqual(
      vehicle({ dailyPrice: 230, weeklyPrice: 1377, monthlyPrice: null, deposit: 810 }),
    );
  });

  it.each([
    // US$1.20 a day is EC$3 (3.24); a week of US$8.40 would be EC$23 (22.68): held to 7 × EC$3.
    [
      { dailyPrice: 1.2, weeklyPrice: 8.4, monthlyPrice: 36 },
      { dailyPrice: 3, weeklyPrice: 21, monthlyPrice: 90 },
    ],
    // Below the cap it is converted on its own.
    [
      { dailyPrice: 1.2, weeklyPrice: 7, monthlyPrice: 30 },
      { dailyPrice: 3, weeklyPrice: 19, monthlyPrice: 81 },
    ],
  ])("holds a week to 7 converted days and a month to 30", (prices, converted) => {
    expect(convertVehicle(vehicle(prices), "USD", "XCD")).toMatchObject(converted);
  });
});

describe("an extra's price and cap", () => {
  it("converts both", () => {
    expect(convertExtra(extra(), "USD", "XCD")).toMatchObject({ price: 14, cap: 95 });
  });

  it("keeps a cap above its price when both round onto one figure", () => {
    // EC$9.99 and EC$10.00 are both US$3.70.
    expect(convertExtra(extra({ price: 9.99, cap: 10 }), "XCD", "USD")).toMatchObject({ price: 3.7, cap: 3.71 });
    // US$10 and US$10.10 are both EC$27.
    expect(convertExtra(extra({ price: 10, cap: 10.1 }), "USD", "XCD")).toMatchObject({ price: 27, cap: 28 });
    expect(convertExtra(extra({ cap: null }), "USD", "XCD").cap).toBeNull();
  });
});

describe("the list a company reads before it chooses", () => {
  const amounts: CompanyAmounts = {
    vehicles: [vehicle({ weeklyPrice: null, deposit: 0 })],
    places: [{ id: 7, kind: "douglas_charles_airport", name: null, area: null, fee: 60, afterHoursFee: 0 }],
    extras: [extra({ cap: null })],
    driver: { youngDriverFee: 15, permitFee: null },
  };

  it("names every amount above 0 with its converted figure, and leaves out 0 and 'not offered'", () => {
    expect(amountChanges(amounts, "USD", "XCD")).toEqual([
      {
        owner: { type: "vehicle", id: 1, name: "Toyota RAV4 (2021)" },
        field: "dailyPrice",
        amount: 85,
        converted: 230,
      },
      {
        owner: { type: "vehicle", id: 1, name: "Toyota RAV4 (2021)" },
        field: "monthlyPrice",
        amount: 1800,
        converted: 4860,
      },
      {
        owner: { type: "place", id: 7, kind: "douglas_charles_airport", name: null, area: null },
        field: "fee",
        amount: 60,
        converted: 162,
      },
      { owner: { type: "extra", id: 3, kind: "child_seat", name: null }, field: "price", amount: 5, converted: 14 },
      { owner: { type: "driver" }, field: "youngDriverFee", amount: 15, converted: 41 },
    ]);
  });

  it("lists what convertCompanyAmounts writes", () => {
    const converted = convertCompanyAmounts(amounts, "USD", "XCD");
    expect(converted.vehicles[0]).toMatchObject({ dailyPrice: 230, weeklyPrice: null, deposit: 0 });
    expect(converted.places[0]).toMatchObject({ fee: 162, afterHoursFee: 0 });
    expect(converted.driver).toEqual({ youngDriverFee: 41, permitFee: null });
  });

  it.each([
    [370_370.55, false], // EC$1,000,000.485 → EC$1,000,000: the largest allowed
    [370_370.56, true], // EC$1,000,000.512 → EC$1,000,001
  ])("refuses to convert US$%s past the largest amount: %s", (daily, tooLarge) => {
    const changes = amountChanges(
      { ...amounts, vehicles: [vehicle({ dailyPrice: daily, monthlyPrice: null })] },
      "USD",
      "XCD",
    );
    expect(convertsTooLarge(changes)).toBe(tooLarge);
  });
});
