import { z } from "zod";
import { atMost } from "./length-message";
import {
  EXTRA_CHOICE_MESSAGES,
  EXTRA_KINDS,
  EXTRA_LIMITS,
  EXTRA_MESSAGES,
  EXTRA_PRICINGS,
  type ExtraKind,
} from "./rental-extras";
import { cleanLine } from "./text-fields";

// A company's extras and a renter's choice of them as the forms and the server check them
// (docs/product-rules.md, "Extras"); apart from rental-extras.ts so that pricing on the public
// pages carries no zod.

const cents = (amount: number) => Math.round(amount * 100);

const amount = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(EXTRA_LIMITS.amount, message)
    .transform((n) => cents(n) / 100);

/** One extra of the settings form; `id` keeps an extra already saved (its choices stay valid). */
export const extraSettingSchema = z
  .object({
    id: z.number().int().positive().optional(),
    kind: z.enum(EXTRA_KINDS, { error: EXTRA_MESSAGES.kind }),
    name: cleanLine(z.string().trim().max(EXTRA_LIMITS.nameLength, atMost("Extra name", EXTRA_LIMITS.nameLength)))
      .nullish()
      .transform((name) => name || null),
    pricing: z.enum(EXTRA_PRICINGS, { error: EXTRA_MESSAGES.pricing }),
    price: amount(EXTRA_MESSAGES.price),
    cap: amount(EXTRA_MESSAGES.cap)
      .nullish()
      .transform((cap) => cap ?? null),
    maxQuantity: z
      .number({ error: EXTRA_MESSAGES.maxQuantity })
      .int(EXTRA_MESSAGES.maxQuantity)
      .min(1, EXTRA_MESSAGES.maxQuantity)
      .max(EXTRA_LIMITS.maxQuantity, EXTRA_MESSAGES.maxQuantity),
    excludedVehicleIds: z
      .array(z.number().int().positive(), { error: EXTRA_MESSAGES.excludedVehicles })
      .max(EXTRA_LIMITS.excludedVehicles, EXTRA_MESSAGES.excludedVehicles)
      .default([]),
  })
  .superRefine((extra, ctx) => {
    if (extra.kind === "other" && !extra.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: EXTRA_MESSAGES.nameRequired });
    if (extra.cap === null) return;
    if (extra.pricing === "per_rental") {
      ctx.addIssue({ code: "custom", path: ["cap"], message: EXTRA_MESSAGES.capPerRental });
    } else if (extra.cap <= extra.price) {
      ctx.addIssue({ code: "custom", path: ["cap"], message: EXTRA_MESSAGES.capTooLow });
    }
  })
  // A common kind goes by its own name: a name typed before the kind changed is not kept.
  .transform((extra) => ({ ...extra, name: extra.kind === "other" ? extra.name : null }));
export type ExtraSetting = z.output<typeof extraSettingSchema>;
export type ExtraSettingInput = z.input<typeof extraSettingSchema>;

/** What names an extra among a company's: its kind, or for "other" its name whatever the case. */
const identity = (extra: { kind: ExtraKind; name: string | null }) =>
  extra.kind === "other" ? `other:${extra.name?.toLowerCase()}` : extra.kind;

/** The Extras card, checked again by the server: the company's whole list, replaced at once. */
export const companyExtrasSchema = z.object({
  extras: z
    .array(extraSettingSchema, { error: EXTRA_MESSAGES.tooMany })
    .max(EXTRA_LIMITS.perCompany, EXTRA_MESSAGES.tooMany)
    .superRefine((extras, ctx) => {
      const seen = new Set<string>();
      extras.forEach((extra, index) => {
        const key = identity(extra);
        if (seen.has(key)) {
          const field = extra.kind === "other" ? "name" : "kind";
          ctx.addIssue({ code: "custom", path: [index, field], message: EXTRA_MESSAGES.listedTwice });
        }
        seen.add(key);
      });
    }),
});
export type CompanyExtrasInput = z.input<typeof companyExtrasSchema>;

/** The booking form's `extras`: at most 20, each an extra's id and how many (1 to 10). */
export const extraChoicesField = z
  .array(
    z.object({
      id: z.number({ error: EXTRA_CHOICE_MESSAGES.format }).int(EXTRA_CHOICE_MESSAGES.format).positive(),
      quantity: z
        .number({ error: EXTRA_CHOICE_MESSAGES.overMaximum })
        .int(EXTRA_CHOICE_MESSAGES.overMaximum)
        .min(1, EXTRA_CHOICE_MESSAGES.overMaximum)
        .max(EXTRA_LIMITS.maxQuantity, EXTRA_CHOICE_MESSAGES.overMaximum),
    }),
    { error: EXTRA_CHOICE_MESSAGES.format },
  )
  .max(EXTRA_LIMITS.perCompany, EXTRA_CHOICE_MESSAGES.tooMany)
  .refine(
    (choices) => new Set(choices.map((choice) => choice.id)).size === choices.length,
    EXTRA_CHOICE_MESSAGES.repeated,
  );
