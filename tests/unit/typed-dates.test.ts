import { describe, expect, it } from "vitest";
import { formatTypedDate, parseTypedDate } from "../../src/domain/typed-dates";

describe("dates typed in the visitor's language", () => {
  it.each([
    ["10/02/2027", "fr", "2027-02-10"],
    ["1/2/2027", "fr", "2027-02-01"],
    ["10.02.2027", "fr", "2027-02-10"],
    ["10-02-2027", "fr", "2027-02-10"],
    [" 2027-02-10 ", "fr", "2027-02-10"],
    ["2027-02-10", "en", "2027-02-10"],
    ["10/02/2027", "en", undefined],
    ["31/02/2027", "fr", undefined],
    ["29/02/2028", "fr", "2028-02-29"],
    ["10/13/2027", "fr", undefined],
    ["10/02/27", "fr", undefined],
    ["", "fr", undefined],
  ] as const)("%s in %s reads as %s", (text, language, day) => {
    expect(parseTypedDate(text, language)).toBe(day);
  });

  it("shows French dates day first and English ones year first, and reads back what it shows", () => {
    expect(formatTypedDate("2027-02-10", "fr")).toBe("10/02/2027");
    expect(formatTypedDate("2027-02-10", "en")).toBe("2027-02-10");
    expect(parseTypedDate(formatTypedDate("2027-12-31", "fr"), "fr")).toBe("2027-12-31");
    // Text that is not a day yet stays as typed.
    expect(formatTypedDate("10/02", "fr")).toBe("10/02");
  });
});
