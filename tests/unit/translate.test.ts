import { describe, expect, it } from "vitest";
import { english, translator } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr } from "../../src/domain/i18n/translations/fr";

describe("a language's t", () => {
  const inEnglish = translator("en", en);
  const inFrench = translator("fr", fr);

  it("picks English's plural form by count: one for 1, other for 0 and 2", () => {
    expect(inEnglish("{{count}} days", { count: 1 })).toBe("1 day");
    expect(inEnglish("{{count}} days", { count: 0 })).toBe("0 days");
    expect(inEnglish("{{count}} days", { count: 2 })).toBe("2 days");
  });

  it("picks French's by its own rule: 0 and 1 are singular", () => {
    expect(inFrench("{{count}} days", { count: 0 })).toBe("0 jour");
    expect(inFrench("{{count}} days", { count: 1 })).toBe("1 jour");
    expect(inFrench("{{count}} days", { count: 3 })).toBe("3 jours");
    // French's "many" form (a million) has no translation of its own: the general plural serves.
    expect(inFrench("{{count}} days", { count: 1_000_000 })).toBe("1000000 jours");
  });

  it("translates a key and fills its placeholders, spaces inside the braces allowed", () => {
    expect(inFrench("Available Vehicles")).toBe(fr["Available Vehicles"]);
    expect(translator("fr", { "Hello {{ name }}": "Bonjour {{name}}" })("Hello {{ name }}", { name: "Ana" })).toBe(
      "Bonjour Ana",
    );
  });

  it("shows a key without a translation, or with an empty one, as written, its placeholders filled", () => {
    const t = translator("fr", { Empty: "" });
    expect(t("Not translated {{n}}", { n: 3 })).toBe("Not translated 3");
    expect(t("Empty")).toBe("Empty");
    expect(t("A plural with none {{count}}", { count: 1 })).toBe("A plural with none 1");
  });

  it("leaves a placeholder without a value as it is, and escapes nothing", () => {
    expect(english("{{a}} & <b>{{b}}</b>", { b: "<i>" })).toBe("{{a}} & <b><i></b>");
  });

  it("takes a count given as text as a value only, never as a plural's count", () => {
    expect(inEnglish("{{count}} days", { count: "1" })).toBe("1 days");
  });
});
