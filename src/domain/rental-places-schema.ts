import { z } from "zod";
import { atMost } from "./length-message";
import { PLACE_KINDS, PLACE_LIMITS, PLACE_MESSAGES, placeKey, TIME_OF_DAY } from "./rental-places";
import { cleanLine } from "./text-fields";

// A company's places as the profile form, the quote and the server check them
// (docs/product-rules.md, "Places and fees"); apart from rental-places.ts so that pricing on the
// public pages carries no zod.

/** A place key as the form and the quote send it, before it is checked against the company's places. */
export const placeKeyField = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(200, message)
    .regex(/^[a-z0-9_]+$/, message);

/** An optional time of day (the form's empty field is none). */
export const timeOfDayField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, message)
    .optional()
    .transform((time) => time || undefined);

/** An amount in the company's currency; the form's empty field is 0 (free). */
const money = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined || Number.isNaN(value) ? 0 : value),
    z
      .number({ error: message })
      .min(0, message)
      .max(PLACE_LIMITS.feeMax, message)
      .transform((n) => Math.round(n * 100) / 100),
  );

const hour = z.preprocess(
  (value) => (value === "" ? null : value),
  z.string({ error: PLACE_MESSAGES.time }).regex(TIME_OF_DAY, PLACE_MESSAGES.time).nullable(),
);

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    cleanLine(z.string().trim().max(max, atMost(label, max)))
      .nullable()
      .default(null),
  );

/** One place as the profile sends it: the name only for a town, the area only for a delivery. */
export const rentalPlaceSchema = z
  .object({
    kind: z.enum(PLACE_KINDS, { error: PLACE_MESSAGES.kind }),
    name: optionalText(PLACE_LIMITS.nameMax, "Town or village name"),
    area: optionalText(PLACE_LIMITS.areaMax, "Delivery area"),
    fee: money(PLACE_MESSAGES.fee),
    opens: hour.default(null),
    closes: hour.default(null),
    afterHoursFee: money(PLACE_MESSAGES.afterHoursFee),
  })
  .superRefine((place, ctx) => {
    if (place.kind === "town" && !place.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: PLACE_MESSAGES.nameRequired });
    else if (place.kind === "town" && !placeKey(place)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: PLACE_MESSAGES.nameLetters });
    }
    if (place.kind === "delivery" && (!place.area || !placeKey(place).slice("delivery_".length))) {
      ctx.addIssue({ code: "custom", path: ["area"], message: PLACE_MESSAGES.areaRequired });
    }
    if ((place.opens === null) !== (place.closes === null)) {
      ctx.addIssue({ code: "custom", path: [place.opens ? "closes" : "opens"], message: PLACE_MESSAGES.hoursPair });
    } else if (place.opens !== null && place.opens === place.closes) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: PLACE_MESSAGES.hoursSame });
    }
    if (place.opens === null && place.closes === null && place.afterHoursFee > 0) {
      ctx.addIssue({ code: "custom", path: ["afterHoursFee"], message: PLACE_MESSAGES.afterHoursWithoutHours });
    }
  })
  // A name belongs to a town and an area to a delivery: anything else the form kept is dropped.
  .transform((place) => ({
    ...place,
    name: place.kind === "town" ? place.name : null,
    area: place.kind === "delivery" ? place.area : null,
  }));

/** The profile's whole list, in the order the form offers it, and the one-way rule. */
export const rentalPlacesSchema = z
  .object({
    places: z.array(rentalPlaceSchema).max(PLACE_LIMITS.places, PLACE_MESSAGES.tooMany),
    oneWayReturns: z.boolean({ error: PLACE_MESSAGES.oneWayReturns }),
  })
  .superRefine(({ places }, ctx) => {
    const seen = new Set<string>();
    places.forEach((place, index) => {
      const key = placeKey(place);
      const field = place.kind === "town" ? "name" : place.kind === "delivery" ? "area" : "kind";
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["places", index, field], message: PLACE_MESSAGES.duplicate });
      seen.add(key);
    });
  });
export type RentalPlacesInput = z.input<typeof rentalPlacesSchema>;
