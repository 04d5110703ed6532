import { describe, expect, it } from "vitest";
import { type SetupFacts, type SetupStep, setupChecklist } from "../../src/domain/setup-checklist";

const fresh: SetupFacts = {
  parish: null,
  address: "",
  cityVillage: "",
  placeCount: 0,
  vehiclesWithPhotos: 0,
  cancellation: "not_stated",
  calendarEntries: 0,
};

const doneSteps = (facts: Partial<SetupFacts>) =>
  setupChecklist({ ...fresh, ...facts })
    .filter((item) => item.done)
    .map((item) => item.step);

describe("setupChecklist: a new company's first-run steps", () => {
  it("lists every step, in order, none done for a company just registered", () => {
    expect(setupChecklist(fresh)).toEqual(
      ["currency", "profile", "places", "vehicle", "terms", "calendar"].map((step) => ({ step, done: false })),
    );
  });

  it.each<[string, Partial<SetupFacts>, SetupStep[]]>([
    ["the profile saved without an address: the currency is chosen", { parish: "Saint George" }, ["currency"]],
    [
      "the profile saved whole",
      { parish: "Saint George", address: "1 Bath Road", cityVillage: "Roseau" },
      ["currency", "profile"],
    ],
    ["an address typed but the profile never saved", { address: "1 Bath Road", cityVillage: "Roseau" }, []],
    ["a blank town is no town", { parish: "Saint George", address: "1 Bath Road", cityVillage: "  " }, ["currency"]],
    ["one place", { placeCount: 1 }, ["places"]],
    ["a vehicle with a photo", { vehiclesWithPhotos: 1 }, ["vehicle"]],
    ["a cancellation policy stated", { cancellation: "free_until" }, ["terms"]],
    ["a period blocked or a calendar connected", { calendarEntries: 2 }, ["calendar"]],
  ])("%s", (_name, facts, steps) => {
    expect(doneSteps(facts)).toEqual(steps);
  });
});
