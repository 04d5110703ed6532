import { z } from "zod";

/**
 * A company's own map pin (docs/product-rules.md, "Companies"): where its landing page's JSON-LD
 * puts it. The box around the island, as the database's check holds it (migration 0018).
 */
export const DOMINICA_BOX = { south: 15.2, north: 15.65, west: -61.5, east: -61.2 } as const;

export const MAP_PIN_MESSAGES = {
  offIsland: "The map pin must be on Dominica",
  bothOrNeither: "Give both latitude and longitude, or neither",
  latitude: "Latitude must be a number",
  longitude: "Longitude must be a number",
} as const;

const coordinate = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, MAP_PIN_MESSAGES.offIsland)
    .max(max, MAP_PIN_MESSAGES.offIsland)
    .nullable()
    .optional();

/** The profile's pin fields: null removes the pin, leaving them out keeps it. */
export const mapPinFields = {
  latitude: coordinate(MAP_PIN_MESSAGES.latitude, DOMINICA_BOX.south, DOMINICA_BOX.north),
  longitude: coordinate(MAP_PIN_MESSAGES.longitude, DOMINICA_BOX.west, DOMINICA_BOX.east),
};

export function checkMapPin(pin: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx): void {
  const given = [pin.latitude, pin.longitude].filter((value) => value !== undefined);
  const set = given.filter((value) => value !== null);
  if (given.length === 1 || set.length === 1) {
    ctx.addIssue({
      code: "custom",
      path: [pin.latitude == null ? "latitude" : "longitude"],
      message: MAP_PIN_MESSAGES.bothOrNeither,
    });
  }
}

export { mapPinUrl } from "./map-pin-url";
