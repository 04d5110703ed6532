import { describe, expect, it } from "vitest";
import { EC_DOLLARS_PER_US_DOLLAR, formatMoney, formatTotal, toEcDollars } from "../../src/domain/money";

const nbsp = (text: string) => text.replace(/ /g, "\u202f"); // French groups digits with a narrow no-break space

describe("currency conversion at the EC$2.70 peg", () => {
  it.each([
    [50, 135],
    [1, 3],
    [49.99, 135], // 134.97 → whole EC dollars
    [0.19, 1], // 0.513
    [350, 945],
    [1234.5, 3333], // 3333.15
    [0, 0],
  ])("US$%s is EC$%s", (usd, ec) => {
    expect(EC_DOLLARS_PER_US_DOLLAR).toBe(2.7);
    expect(toEcDollars(usd)).toBe(ec);
  });
});

describe("formatMoney", () => {
  it("keeps the spec's '$' with cents by default", () => {
    expect(formatMoney(50)).toBe("$50.00");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
  });

  it("writes EC$ in whole dollars", () => {
    expect(formatMoney(50, { currency: "XCD" })).toBe("EC$135");
    expect(formatMoney(1234.5, { currency: "XCD" })).toBe("EC$3,333");
  });

  it("groups and separates digits the French way in French", () => {
    expect(formatMoney(1234.5, { language: "fr" })).toBe(nbsp("$1 234,50"));
    expect(formatMoney(1234.5, { currency: "XCD", language: "fr" })).toBe(nbsp("EC$3 333"));
  });

  it("says there is no amount in each language", () => {
    expect(formatMoney(null)).toBe("N/A");
    expect(formatMoney(undefined, { currency: "XCD" })).toBe("N/A");
    expect(formatMoney(Number.NaN, { language: "fr" })).toBe("N/D");
  });
});

describe("formatTotal", () => {
  it("is the plain US$ amount for a visitor reading US$", () => {
    expect(formatTotal(350)).toBe("$350.00");
  });

  it("adds the EC$ amount for a visitor reading EC$", () => {
    expect(formatTotal(350, { currency: "XCD" })).toBe("$350.00 (EC$945)");
    expect(formatTotal(1234.5, { currency: "XCD", language: "fr" })).toBe(`${nbsp("$1 234,50")} (${nbsp("EC$3 333")})`);
  });

  it("adds nothing to a missing amount", () => {
    expect(formatTotal(null, { currency: "XCD" })).toBe("N/A");
  });
});
