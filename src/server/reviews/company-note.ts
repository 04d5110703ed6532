import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, vehicles } from "../db/schema";
import { conflict, notFound } from "../errors";
import { publishReviewOfBooking } from "./review-round";

export const NOTE_NEEDS_COMPLETED = "A note is written on a completed rental only";

const noteColumns = { bookingId: bookings.id, note: bookings.companyNote, notedAt: bookings.companyNotedAt };

/** The company's private note on one of its bookings; another company's booking is not found. */
export async function findCompanyNote(db: Db, companyId: number, bookingId: number) {
  const [row] = await db
    .select({ ...noteColumns, status: bookings.status })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(eq(bookings.id, bookingId), eq(vehicles.companyId, companyId)));
  if (!row) throw notFound("Booking", bookingId);
  return row;
}

/**
 * Writes the company's private note on a completed rental (docs/product-rules.md, "Reviews"): never
 * published, it publishes the renter's review if written, so neither answers the other. Its first
 * writing is when it was noted; a rewrite keeps that time.
 */
export async function writeCompanyNote(db: Db, companyId: number, bookingId: number, note: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await findCompanyNote(tx, companyId, bookingId);
    if (found.status !== "completed") throw conflict(NOTE_NEEDS_COMPLETED);
    const [row] = await tx
      .update(bookings)
      .set({ companyNote: note, companyNotedAt: found.notedAt ?? now })
      .where(eq(bookings.id, bookingId))
      .returning(noteColumns);
    await publishReviewOfBooking(tx, bookingId, now);
    if (!row) throw notFound("Booking", bookingId);
    return row;
  });
}
