import { z } from "zod";
import { FUEL_TYPES, LIMITS, TRANSMISSIONS, VEHICLE_TYPES } from "../../constants";
import { isIsoDate, todayInDominica } from "../../dates";
import { atMost } from "../../length-message";
import { NUMBER_MESSAGES, numberMessage } from "../../number-messages";
import { cleanLine } from "../../text-fields";

const isoDate = (message: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : value,
    z.string({ error: message }).refine(isIsoDate, message),
  );

/** An expiry date: required (a new vehicle's form starts without one), a date, and after today. */
const futureDate = (required: string, message: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date
        ? value.toISOString().slice(0, 10)
        : typeof value === "string"
          ? value.trim().slice(0, 10) || undefined
          : value,
    z
      .string({ error: (issue) => (issue.input === undefined ? required : message) })
      .refine(isIsoDate, message)
      .refine((date) => date > todayInDominica(), message),
  );

const price = (label: string) =>
  z.coerce
    .number({ error: numberMessage(NUMBER_MESSAGES.notNumber, { label }) })
    // The spec's words for a price of 0 or less (docs/product-rules.md, "Prices").
    .gt(0, numberMessage(NUMBER_MESSAGES.negative, { label }))
    .max(1_000_000, numberMessage(NUMBER_MESSAGES.tooLarge, { label }))
    .transform((n) => Math.round(n * 100) / 100);

/** A weekly or monthly price: 0, empty or none means the rate is not offered (null). */
const offeredPrice = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === "" || Number(value) === 0 ? null : value),
    price(label).nullable(),
  );

/** Each optional rate and the days at the daily price it may not cost more than. */
const RATE_CAPS = [
  { field: "weeklyPrice", label: "Weekly price", days: 7 },
  { field: "monthlyPrice", label: "Monthly price", days: 30 },
] as const;

/**
 * A week may not cost more than 7 days at the daily price, nor a month more than 30: the tiers
 * exist to make longer rentals cheaper (docs/product-rules.md, "Prices").
 */
export function checkRates(
  prices: { dailyPrice?: number; weeklyPrice?: number | null; monthlyPrice?: number | null },
  ctx: z.RefinementCtx,
) {
  const { dailyPrice } = prices;
  // A daily price that is missing or refused already has its own message.
  if (dailyPrice === undefined || !(dailyPrice > 0)) return;
  for (const { field, label, days } of RATE_CAPS) {
    const rate = prices[field];
    if (rate !== null && rate !== undefined && rate > Math.round(dailyPrice * days * 100) / 100) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: numberMessage(NUMBER_MESSAGES.aboveDailyRate, { label, max: days }),
      });
    }
  }
}

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: numberMessage(NUMBER_MESSAGES.notNumber, { label }) })
    .int(numberMessage(NUMBER_MESSAGES.notWhole, { label }))
    .min(min, numberMessage(NUMBER_MESSAGES.outOfRange, { label, min, max }))
    .max(max, numberMessage(NUMBER_MESSAGES.outOfRange, { label, min, max }));

export function maxVehicleYear(today: string = todayInDominica()): number {
  return Number(today.slice(0, 4)) + 1;
}

/** A vehicle's fields as its company saves them, each checked alone. */
export const vehicleFields = z.object({
  make: cleanLine(
    z.string({ error: "Make is required" }).trim().min(1, "Make is required").max(60, atMost("Make", 60)),
  ),
  model: cleanLine(
    z.string({ error: "Model is required" }).trim().min(1, "Model is required").max(60, atMost("Model", 60)),
  ),
  year: z.coerce
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(LIMITS.yearMin, "Year must be 1900 or later")
    .refine((year) => year <= maxVehicleYear(), "Year cannot be later than next year"),
  type: z.enum(VEHICLE_TYPES, { error: "Vehicle type is required" }),
  fuelType: z.enum(FUEL_TYPES, { error: "Fuel type is required" }),
  transmission: z.enum(TRANSMISSIONS, { error: "Transmission type is required" }),
  doors: wholeNumber("Doors", LIMITS.doorsMin, LIMITS.doorsMax),
  seats: wholeNumber("Seats", LIMITS.seatsMin, LIMITS.seatsMax).default(4),
  is4x4: z.boolean().default(false),
  dailyPrice: price("Daily price"),
  weeklyPrice: offeredPrice("Weekly price"),
  monthlyPrice: offeredPrice("Monthly price"),
  deposit: z.coerce
    .number({ error: "Deposit must be a number" })
    .min(0, "Deposit must be greater than or equal to 0")
    .max(1_000_000, "Deposit is too large")
    .default(0),
  insuranceExpiryDate: futureDate("Insurance expiry date is required", "Insurance expiry date must be in the future"),
  licenseExpiryDate: futureDate("License expiry date is required", "License expiry date must be in the future"),
  lastServiceDate: isoDate("Last service date must be a valid date"),
  available: z.boolean().default(true),
  image: z.string().trim().max(8_000_000, "Image is too large").nullish(),
});

/** A vehicle as its company saves it. Image is a URL or a data URL; the server turns data URLs into image URLs. */
export const vehicleSchema = vehicleFields.superRefine(checkRates);
export type VehicleData = z.output<typeof vehicleSchema>;

/** What an admin edits inline in the Admin Vehicles table. */
const ADMIN_EDITABLE = {
  make: true,
  model: true,
  year: true,
  type: true,
  fuelType: true,
  transmission: true,
  doors: true,
  seats: true,
  is4x4: true,
  dailyPrice: true,
  weeklyPrice: true,
  monthlyPrice: true,
  deposit: true,
  insuranceExpiryDate: true,
  licenseExpiryDate: true,
  image: true,
} as const;

/**
 * An admin's row edit, checked with the vehicle schema's rules and messages, with one difference
 * the server applies too (docs/product-rules.md, "Calendar and unavailability"): an expiry date left as it was may
 * lie in the past, so a vehicle whose insurance lapsed can still have its price corrected.
 */
export function vehicleEditSchema(current: { insuranceExpiryDate: string; licenseExpiryDate: string }) {
  const keptOrFuture = (field: keyof typeof current, message: string) =>
    isoDate(message).refine((date) => date === current[field] || date > todayInDominica(), message);
  return vehicleFields.extend({
    insuranceExpiryDate: keptOrFuture("insuranceExpiryDate", "Insurance expiry date must be in the future"),
    licenseExpiryDate: keptOrFuture("licenseExpiryDate", "License expiry date must be in the future"),
  });
}

/** The admin table row's form: the editable columns of `vehicleEditSchema`. */
export const adminVehicleEditSchema = (current: { insuranceExpiryDate: string; licenseExpiryDate: string }) =>
  vehicleEditSchema(current).pick(ADMIN_EDITABLE).superRefine(checkRates);
