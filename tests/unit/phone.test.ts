import { describe, expect, it } from "vitest";
import { formatPhone, isPhoneCountry, toE164 } from "../../src/domain/phone";

describe("phones in E.164", () => {
  it("reads island numbers with or without the area code", () => {
    expect(toE164("767-448-2211")).toBe("+17674482211");
    expect(toE164("(767) 448 2211")).toBe("+17674482211");
    expect(toE164("448 2211")).toBe("+17674482211");
  });

  it("gives any ten-digit North American number +1, not the island's area code", () => {
    expect(toE164("(212) 736-5000")).toBe("+12127365000");
    expect(toE164("441 292 1234")).toBe("+14412921234"); // Bermuda, not a chat in the United Kingdom
  });

  it("reads an international prefix, a + and the country the renter picked", () => {
    expect(toE164("011 596 696 12 34 56")).toBe("+596696123456");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("0696 12 34 56", "MQ")).toBe("+596696123456");
    expect(toE164("06 12 34 56 78", "FR")).toBe("+33612345678");
  });

  it("leaves out an extension", () => {
    expect(toE164("767 448 2211 ext. 12")).toBe("+17674482211");
  });

  it("refuses what is not a number of that country", () => {
    for (const input of ["", "abc", "12", "06 12 34 56 78", "+1 555"]) expect(toE164(input)).toBeUndefined();
  });

  it("formats for reading and knows the country codes", () => {
    expect(formatPhone("+17674482211")).toBe("+1 767 448 2211");
    expect(isPhoneCountry("DM")).toBe(true);
    expect(isPhoneCountry("XX")).toBe(false);
  });
});
