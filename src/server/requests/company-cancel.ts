import { and, eq, sql } from "drizzle-orm";
import { todayInDominica } from "../../domain/dates";
import { mayCompanyCancel, mayMarkNoShow } from "../../domain/requests/lifecycle";
import { COMPANY_CANNOT_CANCEL, NOT_YET_NO_SHOW, ONLY_CONFIRMED_NO_SHOW } from "../../domain/requests/refusals";
import type { Db } from "../db/client";
import { bookings, vehicles } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { findCompanyBooking } from "./queries";
import { findRequestsToMail, queueRenterMails } from "./renter-mails";

/** The company's booking row, locked until the transaction ends; another company's is not found. */
export async function lockCompanyBooking(tx: Db, companyId: number, bookingId: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalPrice: bookings.totalPrice,
      pickupTime: sql<string | null>`${bookings.renter}->>'pickupTime'`,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(eq(bookings.id, bookingId), eq(vehicles.companyId, companyId)))
    .for("update", { of: bookings });
  if (!row) throw notFound("Booking");
  return row;
}

/**
 * The vehicle's company cancels a waiting or confirmed booking whose rental has not ended, with its
 * reason (docs/product-rules.md, "Cancellations and no-shows"): nothing is charged to the renter,
 * who is mailed the reason and the company's vehicles free on those dates, in the same transaction.
 */
export async function cancelByCompany(
  db: Db,
  options: { companyId: number; bookingId: number; reason: string; now?: Date },
  links: { mail: Mailer },
) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const booking = await lockCompanyBooking(tx, options.companyId, options.bookingId);
    if (!mayCompanyCancel(booking.status, booking.endDate, todayInDominica(now))) throw conflict(COMPANY_CANNOT_CANCEL);
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledBy: "company", cancelReason: options.reason, decidedAt: now })
      .where(eq(bookings.id, booking.id));
    await queueRenterMails(tx, links.mail, await findRequestsToMail(tx, [booking.id]), { kind: "request-cancelled" });
  });
  void links.mail.wake();
  return inboxBooking(db, options.companyId, options.bookingId);
}

/** The renter did not come: a confirmed booking past its pick-up time ends as cancelled by a no-show. */
export async function markNoShow(db: Db, options: { companyId: number; bookingId: number; now?: Date }) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const booking = await lockCompanyBooking(tx, options.companyId, options.bookingId);
    if (booking.status !== "confirmed") throw conflict(ONLY_CONFIRMED_NO_SHOW);
    if (!mayMarkNoShow(booking, now)) throw conflict(NOT_YET_NO_SHOW);
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledBy: "no-show", decidedAt: now })
      .where(eq(bookings.id, booking.id));
  });
  return inboxBooking(db, options.companyId, options.bookingId);
}

/** The booking as the company's inbox shows it, after the change. */
export async function inboxBooking(db: Db, companyId: number, bookingId: number) {
  const booking = await findCompanyBooking(db, companyId, bookingId);
  if (!booking) throw notFound("Booking");
  return booking;
}
