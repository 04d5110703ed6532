import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "../../src/domain/insights/csv";
import { median, ratio, revenue, vehicleUtilisation } from "../../src/domain/insights/figures";

const period = { startDate: "2027-03-01", endDate: "2027-03-10" };
const base = { period, addedOn: "2026-01-01", blocked: [], booked: [], documentsExpireOn: "2028-01-01" };
const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe("vehicleUtilisation", () => {
  it.each([
    ["an empty calendar", {}, 0, 10],
    ["a booking within the period", { booked: [range("2027-03-02", "2027-03-04")] }, 3, 10],
    [
      "bookings across both ends, cut to the period",
      { booked: [range("2027-02-25", "2027-03-01"), range("2027-03-10", "2027-03-15")] },
      2,
      10,
    ],
    [
      "two bookings that touch, counted once each day",
      { booked: [range("2027-03-02", "2027-03-03"), range("2027-03-03", "2027-03-04")] },
      3,
      10,
    ],
    ["a blocked period: not bookable", { blocked: [range("2027-03-05", "2027-03-06")] }, 0, 8],
    [
      "a booked day a block also takes is not booked twice",
      { blocked: [range("2027-03-05", "2027-03-06")], booked: [range("2027-03-06", "2027-03-07")] },
      1,
      8,
    ],
    ["papers lapsed on the 9th: the 9th and 10th are not bookable", { documentsExpireOn: "2027-03-09" }, 0, 8],
    ["papers lapsing the day after the period: all bookable", { documentsExpireOn: "2027-03-11" }, 0, 10],
    ["added on the 4th: the days before were never bookable", { addedOn: "2027-03-04" }, 0, 7],
    ["added on the last day", { addedOn: "2027-03-10" }, 0, 1],
  ])("%s", (_, facts, bookedDays, bookableDays) => {
    const days = vehicleUtilisation({ ...base, ...facts });
    expect(days).toEqual({ bookedDays, bookableDays, utilisation: bookedDays / bookableDays });
  });

  it("has no utilisation when no day was bookable: added after the period, or blocked throughout", () => {
    expect(vehicleUtilisation({ ...base, addedOn: "2027-03-11" })).toEqual({
      bookedDays: 0,
      bookableDays: 0,
      utilisation: null,
    });
    expect(vehicleUtilisation({ ...base, blocked: [range("2027-02-01", "2027-04-01")] }).utilisation).toBeNull();
  });
});

describe("ratio and median", () => {
  it.each([
    [1, 2, 0.5],
    [0, 5, 0],
    [3, 0, null],
  ])("ratio(%d, %d) is %s", (part, whole, expected) => expect(ratio(part, whole)).toBe(expected));

  it.each([
    [[], null],
    [[42], 42],
    [[90, 30], 60],
    [[30, 90, 45], 45],
    [[5, 1, 100, 7], 6],
  ])("the median of %j is %s", (values, expected) => expect(median(values)).toBe(expected));
});

describe("revenue", () => {
  it("sums to the cent without a binary fraction's drift", () => {
    const tenCents = Array.from({ length: 3 }, () => ({ amount: 0.1, currency: "USD" as const }));
    expect(revenue(tenCents, "USD")).toEqual({ amount: 0.3, other: 0.81 });
  });

  it.each([
    ["US$ beside in EC$ to the cent", [{ amount: 180.5, currency: "USD" }], "USD", 180.5, 487.35],
    ["a booking priced in EC$ before a change to US$, at the peg", [{ amount: 270, currency: "XCD" }], "USD", 100, 270],
    ["an EC$ company's US$ figure to the cent", [{ amount: 100, currency: "XCD" }], "XCD", 100, 37.04],
    [
      "a US$ booking of an EC$ company, to the cent (halves up)",
      [{ amount: 10.01, currency: "USD" }],
      "XCD",
      27.03,
      10.01,
    ],
    ["nothing", [], "USD", 0, 0],
  ] as const)("%s", (_, amounts, currency, amount, other) => {
    expect(revenue(amounts, currency)).toEqual({ amount, other });
  });
});

describe("CSV", () => {
  it.each([
    ["Toyota RAV4", "Toyota RAV4"],
    ["Van, red", '"Van, red"'],
    ['The "big" one', '"The ""big"" one"'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", "'=1+1"],
    ["+44 ", "'+44 "],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("x", "y")', '"\'=HYPERLINK(""x"", ""y"")"'],
    [-2, "-2"],
    [12.5, "12.5"],
    [null, ""],
  ])("writes %j as %s", (value, cell) => expect(csvCell(value)).toBe(cell));

  it("ends every line with CRLF", () => {
    expect(
      csvText([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe("a,1\r\nb,\r\n");
  });
});
