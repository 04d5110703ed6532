import { describe, expect, it } from "vitest";
import { convertMoney, EC_DOLLARS_PER_US_DOLLAR, formatMoney, formatTotal } from "../../src/domain/money";

const nbsp = (text: string) => text.replace(/ /g, "\u202f"); // French groups digits with a narrow no-break space

describe("the one conversion: at the EC$2.70 peg, to the cent, halves up", () => {
  it.each([
    [50, 135],
    [1, 2.7],
    [55, 148.5], // 148.4999… in floating point: still 148.50
    [49.99, 134.97], // 134.973
    [0.19, 0.51], // 0.513
    [0.05, 0.14], // 0.135: half a cent, up
    [1234.5, 3333.15],
    [0, 0],
  ])("US$%s is EC$%s", (usd, ec) => {
    expect(EC_DOLLARS_PER_US_DOLLAR).toBe(2.7);
    expect(convertMoney(usd, "USD", "XCD")).toBe(ec);
  });

  it.each([
    [135, 50],
    [200, 74.07], // 74.074
    [1, 0.37], // 0.3703
    [2.7, 1],
    [0.01, 0], // 0.0037: below half a cent
    [0.02, 0.01], // 0.0074
    [1400, 518.52], // 518.518
  ])("EC$%s is US$%s", (ec, usd) => {
    expect(convertMoney(ec, "XCD", "USD")).toBe(usd);
  });

  it("leaves an amount in its own currency as it is", () => {
    expect(convertMoney(123.456, "USD", "USD")).toBe(123.456);
    expect(convertMoney(200, "XCD", "XCD")).toBe(200);
  });

  it("rounds a refund's negative figure as its positive one, away from zero", () => {
    expect(convertMoney(-55, "USD", "XCD")).toBe(-148.5);
    expect(convertMoney(-200, "XCD", "USD")).toBe(-74.07);
  });
});

describe("formatMoney", () => {
  it("always names the currency, never a bare '$', and always writes cents", () => {
    expect(formatMoney(50)).toBe("US$50.00");
    expect(formatMoney(1234.5)).toBe("US$1,234.50");
    expect(formatMoney(50, { currency: "XCD" })).toBe("EC$135.00");
    expect(formatMoney(1234.5, { currency: "XCD" })).toBe("EC$3,333.15");
    expect(formatMoney(200, { from: "XCD" })).toBe("EC$200.00");
    expect(formatMoney(200, { from: "XCD", currency: "USD" })).toBe("US$74.07");
    expect(formatMoney(-165)).toBe("−US$165.00");
  });

  it("groups and separates digits the French way in French", () => {
    expect(formatMoney(1234.5, { language: "fr" })).toBe(nbsp("US$1 234,50"));
    expect(formatMoney(1234.5, { currency: "XCD", language: "fr" })).toBe(nbsp("EC$3 333,15"));
  });

  it("says there is no amount in each language", () => {
    expect(formatMoney(null)).toBe("N/A");
    expect(formatMoney(undefined, { currency: "XCD" })).toBe("N/A");
    expect(formatMoney(Number.NaN, { language: "fr" })).toBe("N/D");
  });
});

describe("formatTotal", () => {
  it("is one figure for a visitor reading the company's currency", () => {
    expect(formatTotal(350)).toBe("US$350.00");
    expect(formatTotal(918, { from: "XCD", currency: "XCD" })).toBe("EC$918.00");
  });

  it("puts the visitor's figure first and the company's, which it charges, second", () => {
    expect(formatTotal(425.93, { currency: "XCD" })).toBe("EC$1,150.01 (US$425.93)");
    expect(formatTotal(1150, { from: "XCD", currency: "USD" })).toBe("US$425.93 (EC$1,150.00)");
    expect(formatTotal(1234.5, { currency: "XCD", language: "fr" })).toBe(
      `${nbsp("EC$3 333,15")} (${nbsp("US$1 234,50")})`,
    );
  });

  it("shows the figure summed from shown lines when given", () => {
    expect(formatTotal(600, { from: "XCD", currency: "USD", shown: 222.21 })).toBe("US$222.21 (EC$600.00)");
  });

  it("adds nothing to a missing amount", () => {
    expect(formatTotal(null, { currency: "XCD" })).toBe("N/A");
  });
});
