import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { bookingPaymentBody } from "../../domain/contracts/requests/payment-schema";
import {
  mayRecordPayment,
  NO_PAYMENT_ON_REQUEST,
  paymentStatusOf,
  refundRefusal,
} from "../../domain/requests/payments";
import type { Db } from "../db/client";
import { bookingPayments, bookings } from "../db/schema";
import { conflict } from "../errors";
import { inboxBooking, lockCompanyBooking } from "./company-cancel";

/**
 * The vehicle's company records money received or given back (docs/product-rules.md, "Payments").
 * One transaction with the booking locked: the records read, the refund checked against what is
 * left of the money received, the record added and the payment status set from all of them — two
 * refunds at once cannot together give back more than was received.
 */
export async function recordPayment(
  db: Db,
  options: {
    companyId: number;
    bookingId: number;
    userId: number;
    payment: z.output<typeof bookingPaymentBody>;
  },
) {
  const { payment } = options;
  await db.transaction(async (tx) => {
    const booking = await lockCompanyBooking(tx, options.companyId, options.bookingId);
    if (!mayRecordPayment(booking.status)) throw conflict(NO_PAYMENT_ON_REQUEST);
    const records = await tx
      .select({ kind: bookingPayments.kind, amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id))
      .orderBy(asc(bookingPayments.id));
    if (payment.kind === "refund") {
      const refusal = refundRefusal(records, payment.amount);
      if (refusal) throw conflict(refusal);
    }
    await tx.insert(bookingPayments).values({
      bookingId: booking.id,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      note: payment.note || null,
      recordedBy: options.userId,
    });
    await tx
      .update(bookings)
      .set({ paymentStatus: paymentStatusOf([...records, payment], booking.totalPrice) })
      .where(eq(bookings.id, booking.id));
  });
  return inboxBooking(db, options.companyId, options.bookingId);
}
