import { describe, expect, it } from "vitest";
import { takenDatesMessage } from "../../src/domain/taken-dates-message";

describe("the taken days a refused request names", () => {
  const one = { startDate: "2026-12-10", endDate: "2026-12-12" };
  const day = { startDate: "2026-12-20", endDate: "2026-12-20" };
  it.each([
    [[one], "en", "The vehicle is booked from December 10, 2026 to December 12, 2026. Choose other dates."],
    [[day], "en", "The vehicle is booked on December 20, 2026. Choose other dates."],
    [
      [one, day],
      "en",
      "The vehicle is booked from December 10, 2026 to December 12, 2026 and on December 20, 2026. Choose other dates.",
    ],
    [[one], "fr", "Le véhicule est réservé du 10 décembre 2026 au 12 décembre 2026. Choisissez d'autres dates."],
    [
      [one, day],
      "fr",
      "Le véhicule est réservé du 10 décembre 2026 au 12 décembre 2026 et le 20 décembre 2026. Choisissez d'autres dates.",
    ],
  ] as const)("%j in %s", (ranges, language, message) => {
    expect(takenDatesMessage([...ranges], language)).toBe(message);
  });
});
