import { VEHICLE_TYPES, type VehicleType } from "./constants";
import type { RentalPlace } from "./rental-places";

/** Roseau, the capital: the map point of a company that has set no pin of its own. */
export const LANDING_COORDINATES = { latitude: 15.3017, longitude: -61.3881 } as const;

/** The landing page's title, the same in the server-rendered <head> and in the browser tab. */
export const landingPageTitle = (companyName: string) => `${companyName} | Car Rental in Dominica`;

/**
 * What a landing page may say of its company beyond what the company wrote (docs/product-rules.md,
 * "Companies"): only what the product knows — its listed fleet's size and types, and the places it
 * serves as it set them. A company that set no places has no places and no hours on its page
 * (the spec's five are what a request falls back to, not something it said).
 */
export interface LandingFacts {
  vehicleCount: number;
  /** In the catalogue's order, each once. */
  vehicleTypes: VehicleType[];
  places: RentalPlace[];
}

export function landingFacts(fleet: readonly { type: string }[], places: readonly RentalPlace[]): LandingFacts {
  const types = new Set(fleet.map((vehicle) => vehicle.type));
  return {
    vehicleCount: fleet.length,
    vehicleTypes: VEHICLE_TYPES.filter((type) => types.has(type)),
    places: [...places],
  };
}

/**
 * schema.org `openingHours` from the company's own places: stated only when they all keep the same
 * hours every day ("Mo-Su 08:00-17:00", or all day for places open 24 hours); otherwise, or without
 * places, none — the page lists each place's hours instead.
 */
export function schemaOpeningHours(places: readonly Pick<RentalPlace, "opens" | "closes">[]): string | null {
  const [first] = places;
  if (!first || places.some((place) => place.opens !== first.opens || place.closes !== first.closes)) return null;
  return first.opens && first.closes ? `Mo-Su ${first.opens}-${first.closes}` : "Mo-Su 00:00-23:59";
}
