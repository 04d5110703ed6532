import { z } from "zod";
import { checkBookingPeriod } from "../../booking-period";
import { isIsoDate } from "../../dates";
import { DRIVER_AGES } from "../../driver-checks";
import { CURRENCIES } from "../../money";
import {
  EXTRA_CHOICE_MESSAGES,
  EXTRA_CHOICES_TEXT_LENGTH,
  EXTRA_KINDS,
  EXTRA_PRICINGS,
  readExtraChoices,
} from "../../rental-extras";
import { extraChoicesField } from "../../rental-extras-schema";
import { placeKeyField, timeOfDayField } from "../../rental-places-schema";
import type { Wire } from "../common";

const DRIVER_AGE_MESSAGE = `driverAge must be a whole number from ${DRIVER_AGES.minimum} to ${DRIVER_AGES.oldest}`;
const quoteDay = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .max(10, `${name} must be a date written YYYY-MM-DD`)
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`);
const place = (name: string) => placeKeyField(`${name} must be a place's key, such as roseau`).optional();
const time = (name: string) => timeOfDayField(`${name} must be a time of day written HH:MM`);

/**
 * GET /api/vehicles/{id}/quote: a rental's dates under the booking period's rules, and the places
 * by their keys (the company's own, else the spec's five) with the times that may add their
 * after-hours fees; the server checks the places against the company's.
 */
export const vehicleQuoteQuery = z
  .object({
    startDate: quoteDay("startDate"),
    endDate: quoteDay("endDate"),
    pickup: place("pickup"),
    dropoff: place("dropoff"),
    /** `3:2,7`: extra 3 twice and extra 7 once; kept as written (the answer cache keys on it). */
    extras: z
      .string()
      .max(EXTRA_CHOICES_TEXT_LENGTH, EXTRA_CHOICE_MESSAGES.tooMany)
      .superRefine((text, ctx) => {
        const choices = readExtraChoices(text);
        const checked = choices ? extraChoicesField.safeParse(choices) : null;
        const message = !checked ? EXTRA_CHOICE_MESSAGES.format : checked.error?.issues[0]?.message;
        if (message) ctx.addIssue({ code: "custom", message });
      })
      .optional(),
    /** The driver's age on the start date: a driver under the company's young-driver age pays its fee. */
    driverAge: z.coerce
      .number({ error: DRIVER_AGE_MESSAGE })
      .int(DRIVER_AGE_MESSAGE)
      .min(DRIVER_AGES.minimum, DRIVER_AGE_MESSAGE)
      .max(DRIVER_AGES.oldest, DRIVER_AGE_MESSAGE)
      .optional(),
    /** "true": the renter asks for a Dominica temporary driving permit, which the company may charge for. */
    permit: z.enum(["true", "false"], { error: "permit must be true or false" }).optional(),
    pickupTime: time("pickupTime"),
    dropoffTime: time("dropoffTime"),
  })
  .superRefine((query, ctx) => checkBookingPeriod(query, ctx));
export type VehicleQuoteQuery = z.input<typeof vehicleQuoteQuery>;

/** A rental's price line by line (src/domain/pricing.ts, docs/product-rules.md "Prices"). */
export const vehicleQuote = z.object({
  days: z.number(),
  lines: z.array(
    z.object({
      /**
       * daily, weekly, monthly, youngDriver (a day's fee): `quantity` × `unitPrice`; weeklyDays,
       * monthlyDays: a week's or month's days in one season when it crosses into another; cap (only
       * on requests recorded before a week cost a week): the price of `quantity` days instead (negative); extra: `quantity` of extra `extraId` at
       * `unitPrice` a day (× `days`) or a rental, each costing `cap` instead where it is given;
       * drivingPermit: the company's permit fee, once; pickup_fee, return_fee, after_hours_pickup,
       * after_hours_return: a place's fee.
       */
      kind: z.enum([
        "daily",
        "weekly",
        "monthly",
        "weeklyDays",
        "monthlyDays",
        "cap",
        "extra",
        "youngDriver",
        "drivingPermit",
        "pickup_fee",
        "return_fee",
        "after_hours_pickup",
        "after_hours_return",
      ]),
      /** In English: "4 weeks at the weekly rate". */
      label: z.string(),
      quantity: z.number(),
      unitPrice: z.number().optional(),
      amount: z.number(),
      /** The season whose rate the line is at; none at the vehicle's own rates. */
      season: z.string().optional(),
      extraId: z.number().optional(),
      extraKind: z.enum(EXTRA_KINDS).optional(),
      name: z.string().nullable().optional(),
      pricing: z.enum(EXTRA_PRICINGS).optional(),
      days: z.number().optional(),
      cap: z.number().nullable().optional(),
      /** A place fee's place, in English: "Douglas-Charles Airport". */
      place: z.string().optional(),
    }),
  ),
  /** The sum of the lines: what the company charges, exact in `currency`. */
  total: z.number(),
  deposit: z.number().nullable(),
  currency: z.enum(CURRENCIES),
});
export type VehicleQuote = Wire<typeof vehicleQuote>;
