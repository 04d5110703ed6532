/**
 * A new company's first-run checklist (docs/product-rules.md, "Accounts"): the set-up its Dashboard
 * shows until every step is done, each step decided from what the company has saved.
 */
export const SETUP_STEPS = ["currency", "profile", "places", "vehicle", "terms", "calendar"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the database knows of a company's set-up (`src/server/companies/setup-facts.ts`). */
export interface SetupFacts {
  /** Its parish: null until the profile form is first saved. */
  parish: string | null;
  address: string;
  cityVillage: string;
  placeCount: number;
  /** Unarchived vehicles with a photo. */
  vehiclesWithPhotos: number;
  cancellation: string;
  /** Periods blocked by hand or imported, and external calendars connected, across its fleet. */
  calendarEntries: number;
}

/**
 * Each step and whether it is done. Nothing records that a company looked at its currency (US$, the
 * default, is a choice too): it counts as chosen once the company has saved its profile, beside
 * which the currency is set — a parish is required there and is null until then.
 */
export function setupChecklist(facts: SetupFacts): { step: SetupStep; done: boolean }[] {
  const done: Record<SetupStep, boolean> = {
    currency: facts.parish !== null,
    profile: facts.parish !== null && facts.address.trim() !== "" && facts.cityVillage.trim() !== "",
    places: facts.placeCount > 0,
    vehicle: facts.vehiclesWithPhotos > 0,
    terms: facts.cancellation !== "not_stated",
    calendar: facts.calendarEntries > 0,
  };
  return SETUP_STEPS.map((step) => ({ step, done: done[step] }));
}
