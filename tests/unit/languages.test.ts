import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../src/domain/dates";
import { pickLanguage } from "../../src/domain/i18n/languages";
import { english } from "../../src/domain/i18n/translate";
import { formatDayRange } from "../../src/domain/vehicle-availability";

describe("pickLanguage", () => {
  it.each([
    ["fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"],
    ["fr-CA", "fr"],
    ["en-GB,en;q=0.9,fr;q=0.8", "en"],
    ["de-DE,de;q=0.9,fr;q=0.8,en;q=0.7", "fr"], // the first of ours by quality
    ["en;q=0.2,fr;q=0.9", "fr"],
    ["fr;q=0,en", "en"], // q=0 means "not this one"
    ["de, es", "en"],
    ["", "en"],
    [undefined, "en"],
    ["*", "en"],
  ])("%s → %s", (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it("reads the browser's list of languages too", () => {
    expect(pickLanguage(["es-ES", "FR"])).toBe("fr");
    expect(pickLanguage([])).toBe("en");
  });
});

describe("French dates", () => {
  it("writes a long date as French does", () => {
    expect(formatLongDate("2027-03-12", "fr")).toBe("12 mars 2027");
    expect(formatLongDate("2027-03-12")).toBe("March 12, 2027");
  });

  it("writes day ranges with French month names", () => {
    expect(formatDayRange({ startDate: "2027-03-12", endDate: "2027-03-14" }, "fr")).toBe("12–14 mars");
    expect(formatDayRange({ startDate: "2027-07-30", endDate: "2027-08-02" }, "fr")).toBe("30 juillet – 2 août");
    expect(formatDayRange({ startDate: "2026-12-30", endDate: "2027-01-02" }, "fr")).toBe(
      "30 décembre 2026 – 2 janvier 2027",
    );
  });
});

describe("english", () => {
  it("fills the placeholders of a key, leaving unknown ones as written", () => {
    expect(english("About {{name}}", { name: "Nature Isle" })).toBe("About Nature Isle");
    expect(english("{{ a }} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });
});
