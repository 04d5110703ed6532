import type { BookingStatus, PaymentStatus } from "../constants";

/** What a company records (docs/product-rules.md, "Payments"): the deposit, the rental's price, or money given back. */
export const PAYMENT_KINDS = ["deposit", "payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How a company takes money: it has no card gateway of the site's, so each uses its own way. */
export const PAYMENT_WAYS = ["bank_transfer", "payment_link", "cash", "card"] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

/** When the company asks for the deposit, and for the rest. */
export const PAYMENT_MOMENTS = ["confirmation", "pick-up"] as const;
export type PaymentMoment = (typeof PAYMENT_MOMENTS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: "Deposit",
  payment: "Payment",
  refund: "Refund",
};

export const PAYMENT_WAY_LABELS: Record<PaymentWay, string> = {
  bank_transfer: "Bank transfer",
  payment_link: "Payment link",
  cash: "Cash at pick-up",
  card: "Card at pick-up",
};

export const PAYMENT_MOMENT_LABELS: Record<PaymentMoment, string> = {
  confirmation: "On confirmation",
  "pick-up": "At pick-up",
};

/** The largest single amount one record holds, in the booking's currency. */
export const PAYMENT_AMOUNT_MAX = 1_000_000;
export const PAYMENT_NOTE_MAX = 500;

export interface PaymentRecord {
  kind: PaymentKind;
  amount: number;
}

/** Sums in cents, so that 0.1 + 0.2 is 0.3. */
const cents = (amount: number) => Math.round(amount * 100);

/** What was received (deposits and payments) and what was given back, in cents. */
export function paymentSums(records: readonly PaymentRecord[]): { received: number; refunded: number; paid: number } {
  let received = 0;
  let refunded = 0;
  let paid = 0;
  for (const record of records) {
    if (record.kind === "refund") refunded += cents(record.amount);
    else received += cents(record.amount);
    if (record.kind === "payment") paid += cents(record.amount);
  }
  return { received, refunded, paid };
}

/**
 * A booking's payment status from the company's records: nothing received is `pending`; all of it
 * given back is `refunded`; payments reaching the rental's total are `paid` (a deposit returned
 * later leaves it paid); a deposit received without that is `deposit_paid`.
 */
export function paymentStatusOf(records: readonly PaymentRecord[], totalPrice: number): PaymentStatus {
  const { received, refunded, paid } = paymentSums(records);
  if (received === 0) return "pending";
  if (refunded >= received) return "refunded";
  if (paid >= cents(totalPrice)) return "paid";
  return records.some((record) => record.kind === "deposit") ? "deposit_paid" : "pending";
}

/**
 * Whether a booking's payment status means anything to its reader: on a booking that is or was a
 * rental (confirmed, completed), or a cancelled one money moved on; never on a request declined,
 * expired, still waiting, or cancelled before anything was paid. null hides it.
 */
export function shownPaymentStatus(status: BookingStatus, paymentStatus: PaymentStatus): PaymentStatus | null {
  if (status === "confirmed" || status === "completed") return paymentStatus;
  if (status === "cancelled" && paymentStatus !== "pending") return paymentStatus;
  return null;
}

/** The statuses a payment may be recorded on: a rental, or a cancelled one whose money is settled. */
export const mayRecordPayment = (status: BookingStatus): boolean =>
  status === "confirmed" || status === "completed" || status === "cancelled";

export const NO_PAYMENT_ON_REQUEST =
  "Payments can be recorded only on a confirmed, completed or cancelled booking, not on a request.";

/** Why a refund of `amount` is refused: more than is left of what was received. Undefined when allowed. */
export function refundRefusal(records: readonly PaymentRecord[], amount: number): string | undefined {
  const { received, refunded } = paymentSums(records);
  if (cents(amount) <= received - refunded) return undefined;
  const left = ((received - refunded) / 100).toFixed(2);
  return `A refund cannot exceed what is left of the money received: ${left} at most.`;
}

/**
 * How and when a company is paid, as its profile states it and the renter's confirmed booking shows:
 * the ways it takes, the bank details and its own https payment page when it takes those, and when
 * the deposit and the rest are due.
 */
export interface PaymentTerms {
  ways: PaymentWay[];
  bankDetails: string | null;
  paymentLinkUrl: string | null;
  depositDue: PaymentMoment;
  restDue: PaymentMoment;
}
