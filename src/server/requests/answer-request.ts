import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { BookingStatus } from "../../domain/constants";
import { bookingTransitionRefusal } from "../../domain/requests/status";
import { isActiveAdmin } from "../auth/guard";
import type { SessionUser } from "../auth/sessions";
import { hasOverlappingConfirmedBooking, hasOverlappingUnavailability, lockVehicle } from "../availability/conflicts";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { conflict, forbidden, isExclusionViolation, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { findBooking, findBookingOwner, lockBooking } from "./queries";
import { findRequestsToMail, queueRenterMails } from "./renter-mails";

export const OVERLAPS_ANOTHER_BOOKING = "This booking overlaps another confirmed booking of this vehicle";
export const ONLY_COMPANIES_CHANGE_STATUS = "Only the company renting out the vehicle can approve or decline a booking";
export const OVERLAPS_UNAVAILABLE_PERIOD = "This booking overlaps a period when the vehicle is unavailable";

/**
 * Approve (confirmed) or decline (rejected) a pending booking, as the company owning the vehicle
 * or an admin, with an optional message to the renter (docs/product-rules.md, "The company's
 * inbox"). One transaction: lock the vehicle row, re-read the booking, and for an approval check
 * unavailability and confirmed bookings, then decline the vehicle's other pending requests that
 * share a day with it. Every renter concerned is mailed in the same transaction — the declined ones
 * with the company's vehicles free on their dates. The exclusion constraint
 * `bookings_no_overlapping_confirmed` is the last word should anything slip past the checks.
 */
export async function changeBookingStatus(
  db: Db,
  options: { bookingId: number; status: BookingStatus; message?: string; actor: SessionUser },
  links: { publicUrl: string; mail: Mailer },
) {
  const { bookingId, status, actor } = options;
  const message = options.message || null;
  const byAdmin = isActiveAdmin(actor);
  if (!byAdmin && actor.companyId === null) throw forbidden(ONLY_COMPANIES_CHANGE_STATUS);
  const owner = await findBookingOwner(db, bookingId);
  // Another company's booking is answered like a missing one: its existence is not theirs to know.
  if (!owner || !(byAdmin || actor.companyId === owner.companyId)) throw notFound("Booking");

  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await lockVehicle(tx, owner.vehicleId);
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw notFound("Booking");
      const refusal = bookingTransitionRefusal(booking.status, status);
      if (refusal) throw conflict(refusal);
      const { vehicleId, startDate, endDate } = booking;
      if (status === "confirmed") {
        if (await hasOverlappingUnavailability(tx, vehicleId, startDate, endDate)) {
          throw conflict(OVERLAPS_UNAVAILABLE_PERIOD);
        }
        if (await hasOverlappingConfirmedBooking(tx, vehicleId, startDate, endDate, bookingId)) {
          throw conflict(OVERLAPS_ANOTHER_BOOKING);
        }
      }
      await tx
        .update(bookings)
        .set({
          status,
          companyMessage: message,
          decidedAt: now,
          // Deciding on a request is seeing it, whether or not the inbox reported it.
          seenAt: sql`coalesce(${bookings.seenAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(bookings.id, bookingId));
      const [decided] = await findRequestsToMail(tx, [bookingId]);
      if (decided) {
        await queueRenterMails(tx, links.mail, [decided], {
          kind: "request-decision",
          params: { decision: status === "confirmed" ? "confirmed" : "rejected" },
        });
      }
      if (status !== "confirmed") return;

      // The vehicle is now taken on those days: the requests waiting for any of them are declined.
      const superseded = await tx
        .update(bookings)
        .set({ status: "rejected", decidedAt: now, supersededBy: bookingId })
        .where(
          and(
            eq(bookings.vehicleId, vehicleId),
            eq(bookings.status, "pending"),
            ne(bookings.id, bookingId),
            lte(bookings.startDate, endDate),
            gte(bookings.endDate, startDate),
          ),
        )
        .returning({ id: bookings.id });
      const requests = await findRequestsToMail(
        tx,
        superseded.map((row) => row.id),
      );
      await queueRenterMails(tx, links.mail, requests, { kind: "request-decision", params: { decision: "taken" } });
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAPS_ANOTHER_BOOKING);
    throw error;
  }
  void links.mail.wake();
  const updated = await findBooking(db, bookingId);
  if (!updated) throw notFound("Booking");
  return updated;
}
