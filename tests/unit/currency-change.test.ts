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

describe("converting one amount at the peg: to the cent, halves up", () => {
  it.each([
    // US$ → EC$
    [85, "USD", "XCD", 229.5],
    [5, "USD", "XCD", 13.5],
    [4.99, "USD", "XCD", 13.47], // 13.473
    [5.18, "USD", "XCD", 13.99], // 13.986
    [0.05, "USD", "XCD", 0.14], // 0.135: a half goes up
    [1, "USD", "XCD", 2.7],
    [0.01, "USD", "XCD", 0.03], // 0.027
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
      const exact = Math.floor((cents * 27 + 5) / 10); // EC cents: cents × 2.7, half up, in integers
      if (convertAmount(cents / 100, "USD", "XCD") !== exact / 100) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a vehicle's prices", () => {
  it("converts each, and keeps 'not offered' as it is", () => {
    expect(convertVehicle(vehicle({ monthlyPrice: null }), "USD", "XCD")).toEqual(
      vehicle({ dailyPrice: 229.5, weeklyPrice: 1377, monthlyPrice: null, deposit: 810 }),
    );
  });

  it.each([
    // US$1.03 a day is EC$2.78 (2.781); a week of US$7.21 would be EC$19.47 (19.467): held to 7 × EC$2.78.
    [
      { dailyPrice: 1.03, weeklyPrice: 7.21, monthlyPrice: 30.9 },
      { dailyPrice: 2.78, weeklyPrice: 19.46, monthlyPrice: 83.4 },
    ],
    // Below the cap it is converted on its own.
    [
      { dailyPrice: 1.03, weeklyPrice: 7, monthlyPrice: 30 },
      { dailyPrice: 2.78, weeklyPrice: 18.9, monthlyPrice: 81 },
    ],
  ])("holds a week to 7 converted days and a month to 30", (prices, converted) => {
    expect(convertVehicle(vehicle(prices), "USD", "XCD")).toMatchObject(converted);
  });
});

describe("an extra's price and cap", () => {
  it("converts both", () => {
    expect(convertExtra(extra(), "USD", "XCD")).toMatchObject({ price: 13.5, cap: 94.5 });
  });

  it("keeps a cap above its price when both round onto one figure", () => {
    // EC$9.99 and EC$10.00 are both US$3.70.
    expect(convertExtra(extra({ price: 9.99, cap: 10 }), "XCD", "USD")).toMatchObject({ price: 3.7, cap: 3.71 });
    // Towards EC$ two US$ cents never meet: each is 2.7 EC cents.
    expect(convertExtra(extra({ price: 10, cap: 10.01 }), "USD", "XCD")).toMatchObject({ price: 27, cap: 27.03 });
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
        converted: 229.5,
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
      { owner: { type: "extra", id: 3, kind: "child_seat", name: null }, field: "price", amount: 5, converted: 13.5 },
      { owner: { type: "driver" }, field: "youngDriverFee", amount: 15, converted: 40.5 },
    ]);
  });

  it("lists what convertCompanyAmounts writes", () => {
    const converted = convertCompanyAmounts(amounts, "USD", "XCD");
    expect(converted.vehicles[0]).toMatchObject({ dailyPrice: 229.5, weeklyPrice: null, deposit: 0 });
    expect(converted.places[0]).toMatchObject({ fee: 162, afterHoursFee: 0 });
    expect(converted.driver).toEqual({ youngDriverFee: 40.5, permitFee: null });
  });

  it.each([
    [370_370.37, false], // EC$999,999.999 → EC$1,000,000.00: the largest allowed
    [370_370.38, true], // EC$1,000,000.026 → EC$1,000,000.03
  ])("refuses to convert US$%s past the largest amount: %s", (daily, tooLarge) => {
    const changes = amountChanges(
      { ...amounts, vehicles: [vehicle({ dailyPrice: daily, monthlyPrice: null })] },
      "USD",
      "XCD",
    );
    expect(convertsTooLarge(changes)).toBe(tooLarge);
  });
});
