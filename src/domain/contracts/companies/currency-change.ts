import { z } from "zod";
import { AMOUNT_CHOICES, AMOUNT_FIELDS, CURRENCY_CHANGE_MESSAGES } from "../../currency-change";
import { CURRENCIES } from "../../money";
import { EXTRA_KINDS } from "../../rental-extras";
import { PLACE_KINDS } from "../../rental-places";
import type { Wire } from "../common";

const currency = z.enum(CURRENCIES, { error: "Currency must be USD (US$) or XCD (EC$)" });

/** GET /api/companies/{id}/currency-change?currency=XCD: the currency the company thinks of moving to. */
export const currencyChangeQuery = z.object({ currency });

const amountOwner = z.discriminatedUnion("type", [
  z.object({ type: z.literal("vehicle"), id: z.number(), name: z.string() }),
  z.object({
    type: z.literal("place"),
    id: z.number(),
    kind: z.enum(PLACE_KINDS),
    name: z.string().nullable(),
    area: z.string().nullable(),
  }),
  z.object({ type: z.literal("extra"), id: z.number(), kind: z.enum(EXTRA_KINDS), name: z.string().nullable() }),
  z.object({ type: z.literal("driver") }),
]);

/** Every amount the change affects, as it is and as converting would write it (src/domain/currency-change.ts). */
export const currencyChangePreview = z.object({
  companyId: z.number(),
  from: z.enum(CURRENCIES),
  to: z.enum(CURRENCIES),
  changes: z.array(
    z.object({ owner: amountOwner, field: z.enum(AMOUNT_FIELDS), amount: z.number(), converted: z.number() }),
  ),
});
export type CurrencyChangePreview = Wire<typeof currencyChangePreview>;

/** PUT /api/companies/{id}/currency: the new currency and what becomes of the amounts, both required. */
export const currencyChangeBody = z.object({
  currency,
  amounts: z.enum(AMOUNT_CHOICES, { error: CURRENCY_CHANGE_MESSAGES.amounts }),
});
export type CurrencyChangeBody = z.input<typeof currencyChangeBody>;

export const currencyChanged = z.object({
  companyId: z.number(),
  currency: z.enum(CURRENCIES),
  amounts: z.enum(AMOUNT_CHOICES),
  /** How many amounts were converted: 0 when kept, or when the currency was already this one. */
  converted: z.number(),
});
export type CurrencyChanged = Wire<typeof currencyChanged>;
