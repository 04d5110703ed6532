import { z } from "zod";
import { atMost } from "../../length-message";
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_KINDS,
  PAYMENT_MOMENTS,
  PAYMENT_NOTE_MAX,
  PAYMENT_WAYS,
  type PaymentTerms,
} from "../../requests/payments";
import { cleanText } from "../../text-fields";
import { timestamp, type Wire } from "../common";

/** One record of money received or given back, as the company's inbox lists it. */
export const bookingPayment = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  /** In the booking's currency (`priceCurrency`). */
  amount: z.number(),
  method: z.enum(PAYMENT_WAYS),
  note: z.string().nullable(),
  createdAt: timestamp,
});
export type BookingPayment = Wire<typeof bookingPayment>;

export const PAYMENT_AMOUNT_INVALID = "Amount must be more than 0 and at most 1,000,000, with at most two decimals";

/** POST /api/bookings/{id}/payments: what the company received or gave back (docs/product-rules.md, "Payments"). */
export const bookingPaymentBody = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: "Kind must be one of deposit, payment, refund" }),
  amount: z
    .number({ error: PAYMENT_AMOUNT_INVALID })
    .positive(PAYMENT_AMOUNT_INVALID)
    .max(PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_INVALID)
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, PAYMENT_AMOUNT_INVALID),
  method: z.enum(PAYMENT_WAYS, { error: "Method must be one of bank_transfer, payment_link, cash, card" }),
  note: cleanText(
    z.string({ error: "Note must be text" }).trim().max(PAYMENT_NOTE_MAX, atMost("Note", PAYMENT_NOTE_MAX)),
  ).optional(),
});
export type BookingPaymentBody = z.input<typeof bookingPaymentBody>;

export const BANK_DETAILS_MAX = 1000;
export const PAYMENT_LINK_INVALID = "Payment link must be a full https:// address";
export const BANK_DETAILS_REQUIRED = "Give the bank details a transfer needs";
export const PAYMENT_LINK_REQUIRED = "Give the address of your payment page";
export const PAYMENT_WAY_REQUIRED = "Choose at least one way you take payments";

const httpsUrl = z
  .string({ error: PAYMENT_LINK_INVALID })
  .trim()
  .max(500, atMost("Payment link", 500))
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, PAYMENT_LINK_INVALID);

/**
 * A company's payment terms (docs/product-rules.md, "Payments"): the bank details are required
 * when it takes transfers, the https page when it takes a link, and neither is kept otherwise.
 */
export const paymentTermsBody = z
  .object({
    ways: z
      .array(z.enum(PAYMENT_WAYS, { error: "Unknown way of payment" }))
      .min(1, PAYMENT_WAY_REQUIRED)
      .max(PAYMENT_WAYS.length)
      .transform((ways) => PAYMENT_WAYS.filter((way) => ways.includes(way))),
    bankDetails: cleanText(
      z
        .string({ error: "Bank details must be text" })
        .trim()
        .max(BANK_DETAILS_MAX, atMost("Bank details", BANK_DETAILS_MAX)),
    )
      .nullable()
      .optional(),
    paymentLinkUrl: httpsUrl.nullable().optional(),
    depositDue: z.enum(PAYMENT_MOMENTS, { error: "Deposit due must be confirmation or pick-up" }),
    restDue: z.enum(PAYMENT_MOMENTS, { error: "Rest due must be confirmation or pick-up" }),
  })
  .superRefine((terms, ctx) => {
    if (terms.ways.includes("bank_transfer") && !terms.bankDetails) {
      ctx.addIssue({ code: "custom", path: ["bankDetails"], message: BANK_DETAILS_REQUIRED });
    }
    if (terms.ways.includes("payment_link") && !terms.paymentLinkUrl) {
      ctx.addIssue({ code: "custom", path: ["paymentLinkUrl"], message: PAYMENT_LINK_REQUIRED });
    }
  })
  .transform(
    (terms): PaymentTerms => ({
      ways: terms.ways,
      bankDetails: terms.ways.includes("bank_transfer") ? (terms.bankDetails ?? null) : null,
      paymentLinkUrl: terms.ways.includes("payment_link") ? (terms.paymentLinkUrl ?? null) : null,
      depositDue: terms.depositDue,
      restDue: terms.restDue,
    }),
  );
export type PaymentTermsBody = z.input<typeof paymentTermsBody>;

export const paymentTerms = z.object({
  ways: z.array(z.enum(PAYMENT_WAYS)),
  bankDetails: z.string().nullable(),
  paymentLinkUrl: z.string().nullable(),
  depositDue: z.enum(PAYMENT_MOMENTS),
  restDue: z.enum(PAYMENT_MOMENTS),
});

/** GET/PUT /api/company/payment-terms: null until the company states them. */
export const companyPaymentTerms = z.object({ terms: paymentTerms.nullable() });
export type CompanyPaymentTerms = Wire<typeof companyPaymentTerms>;

/**
 * What a confirmed booking's renter is told to pay and how: the company's terms, the amounts due
 * (the deposit, the rental's total) and the payment status; null before confirmation.
 */
export const paymentDue = z.object({
  terms: paymentTerms.nullable(),
  deposit: z.number(),
  total: z.number(),
});
export type PaymentDue = Wire<typeof paymentDue>;
