import { describe, expect, it } from "vitest";
import { landingFacts, schemaOpeningHours } from "../../src/domain/company-landing";
import type { RentalPlace } from "../../src/domain/rental-places";

const place = (overrides: Partial<RentalPlace> = {}): RentalPlace => ({
  kind: "town",
  name: "Roseau",
  area: null,
  fee: 0,
  opens: "08:00",
  closes: "17:00",
  afterHoursFee: 0,
  ...overrides,
});

describe("landingFacts: what a landing page may say of its company", () => {
  it.each([
    ["no fleet, no places", [], [], { vehicleCount: 0, vehicleTypes: [], places: [] }],
    [
      "types once each, in the catalogue's order",
      [{ type: "pickup" }, { type: "sedan" }, { type: "pickup" }],
      [],
      { vehicleCount: 3, vehicleTypes: ["sedan", "pickup"], places: [] },
    ],
    [
      "the company's own places as it set them",
      [{ type: "suv" }],
      [place(), place({ kind: "douglas_charles_airport", name: null })],
      {
        vehicleCount: 1,
        vehicleTypes: ["suv"],
        places: [place(), place({ kind: "douglas_charles_airport", name: null })],
      },
    ],
  ])("%s", (_name, fleet, places, facts) => {
    expect(landingFacts(fleet, places)).toEqual(facts);
  });
});

describe("schemaOpeningHours: the JSON-LD's hours, only when the company's places say one thing", () => {
  it.each<[string, RentalPlace[], string | null]>([
    ["no places: no hours (never the spec's invented ones)", [], null],
    ["one place with hours", [place()], "Mo-Su 08:00-17:00"],
    ["places sharing their hours", [place(), place({ name: "Portsmouth" })], "Mo-Su 08:00-17:00"],
    ["places open 24 hours", [place({ opens: null, closes: null })], "Mo-Su 00:00-23:59"],
    ["places with different hours", [place(), place({ name: "Portsmouth", opens: "07:00" })], null],
    ["a 24-hour place beside one with hours", [place(), place({ opens: null, closes: null })], null],
  ])("%s", (_name, places, hours) => {
    expect(schemaOpeningHours(places)).toBe(hours);
  });
});
