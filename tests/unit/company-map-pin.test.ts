import { describe, expect, it } from "vitest";
import { MAP_PIN_MESSAGES, mapPinUrl } from "../../src/domain/company-map-pin";
import { companyProfileSchema } from "../../src/domain/contracts/companies/company-schema";

const profile = {
  name: "Nature Isle Rentals",
  contactEmail: "hi@nature.dm",
  phone: "7674482211",
  contactFullName: "Marie Joseph",
  address: "12 King George V Street",
  cityVillage: "Roseau",
  parish: "Saint George",
};

const issues = (pin: Record<string, unknown>) => {
  const parsed = companyProfileSchema.safeParse({ ...profile, ...pin });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a company's map pin", () => {
  it.each([
    ["no pin at all (the spec's form)", {}],
    ["a pin in Roseau", { latitude: 15.30102, longitude: -61.38744 }],
    ["the island's far corners", { latitude: 15.2, longitude: -61.2 }],
    ["a removed pin", { latitude: null, longitude: null }],
  ])("accepts %s", (_case, pin) => {
    expect(issues(pin)).toEqual([]);
  });

  it.each([
    ["Guadeloupe, to the north", { latitude: 16.25, longitude: -61.55 }, "latitude", MAP_PIN_MESSAGES.offIsland],
    ["Martinique, to the south", { latitude: 14.6, longitude: -61.07 }, "latitude", MAP_PIN_MESSAGES.offIsland],
    ["the Atlantic, to the east", { latitude: 15.4, longitude: -61.1 }, "longitude", MAP_PIN_MESSAGES.offIsland],
    ["a latitude alone", { latitude: 15.4 }, "longitude", MAP_PIN_MESSAGES.bothOrNeither],
    ["a longitude alone", { longitude: -61.3 }, "latitude", MAP_PIN_MESSAGES.bothOrNeither],
    ["one of the two removed", { latitude: null, longitude: -61.3 }, "latitude", MAP_PIN_MESSAGES.bothOrNeither],
    ["words", { latitude: "north", longitude: -61.3 }, "latitude", MAP_PIN_MESSAGES.latitude],
    ["not a number", { latitude: 15.3, longitude: Number.NaN }, "longitude", MAP_PIN_MESSAGES.longitude],
  ])("refuses %s", (_case, pin, field, message) => {
    expect(issues(pin)).toContainEqual([field, message]);
  });

  it("links to the pin on OpenStreetMap", () => {
    expect(mapPinUrl({ latitude: 15.30102, longitude: -61.38744 })).toBe(
      "https://www.openstreetmap.org/?mlat=15.30102&mlon=-61.38744#map=16/15.30102/-61.38744",
    );
  });
});
