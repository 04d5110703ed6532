import { getCountries, getCountryCallingCode } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { toE164 } from "../../src/domain/phone";
import { PHONE_COUNTRIES } from "../../src/domain/phone-countries";
import { callingCode, displayPhone, phoneHref, phoneWithCountry, whatsAppNumber } from "../../src/domain/phone-numbers";

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
    expect(toE164("+1 767 448 2211", "FR")).toBe("+17674482211"); // a + wins over the country
  });

  it("leaves out an extension", () => {
    expect(toE164("767 448 2211 ext. 12")).toBe("+17674482211");
  });

  it("refuses what is not a number of that country", () => {
    for (const input of ["", "abc", "12", "06 12 34 56 78", "+1 555"]) expect(toE164(input)).toBeUndefined();
  });
});

describe("what the browser knows of phones", () => {
  it("lists every country of the number library with its calling code (regenerate: scripts/phone-countries.ts)", () => {
    expect(PHONE_COUNTRIES).toEqual(getCountries().map((country) => [country, getCountryCallingCode(country)]));
    expect(callingCode("DM")).toBe("+1");
    expect(callingCode("MQ")).toBe("+596");
  });

  it("dials and chats with the E.164 number", () => {
    expect(phoneHref("+17674482211")).toBe("tel:+17674482211");
    expect(phoneHref("767-448 2211")).toBe("tel:7674482211"); // kept as typed: its digits
    expect(whatsAppNumber("+596696123456")).toBe("596696123456");
  });

  it("shows a North American number in its groups and any other as kept", () => {
    expect(displayPhone("+17674482211")).toBe("+1 767-448-2211");
    expect(displayPhone("+596696123456")).toBe("+596696123456");
    expect(displayPhone("not a number")).toBe("not a number");
  });

  it("tells the company which country a typed number is dialled from", () => {
    expect(phoneWithCountry("06 12 34 56 78", "FR")).toBe("06 12 34 56 78 (France, +33)");
    expect(phoneWithCountry("767-448-2211", "DM")).toBe("767-448-2211 (Dominica, +1)");
    expect(phoneWithCountry("+17674482211", "FR")).toBe("+1 767-448-2211");
    expect(phoneWithCountry("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
});
