import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import { lastErasableEndDate, PERSONAL_RENTER_FIELDS } from "../../domain/requests/renter-details";
import type { Db } from "../db/client";
import { bookingCheckIns, bookingHandovers, bookings, reviews } from "../db/schema";
import { forgetRenterAddresses } from "../mail/outbox";

const PERSONAL_KEYS = sql.raw(`array[${PERSONAL_RENTER_FIELDS.map((field) => `'${field}'`).join(", ")}]::text[]`);

/**
 * Erases the renter's personal details from every request whose rental ended `keepDays` days ago or
 * longer (docs/product-rules.md, "Renters"), in one transaction: the form's personal fields and the
 * renter's email go, the whole check-in (licence photos, permit details, the signed
 * agreement) with them, their reviews' first name and country too, the name typed to confirm a
 * handover, and the address of the outbox's mails to the renter about them; dates,
 * vehicle, price, status, reference and the form's choices stay for the company's accounts. Answers
 * how many requests it erased.
 */
export async function eraseRenterDetails(db: Db, keepDays: number, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await tx
      .update(bookings)
      .set({ renter: sql`${bookings.renter} - ${PERSONAL_KEYS}`, renterEmail: null, detailsErasedAt: now })
      .where(and(isNull(bookings.detailsErasedAt), lte(bookings.endDate, lastErasableEndDate(keepDays, now))))
      .returning({ id: bookings.id });
    const ids = erased.map((row) => row.id);
    await forgetRenterAddresses(tx, ids);
    if (ids.length > 0) {
      // The check-in is all the renter's: arrival, licence photos, permit details, the signed agreement.
      await tx.delete(bookingCheckIns).where(inArray(bookingCheckIns.bookingId, ids));
      // Their reviews stay for the company's record, by "A visitor" (docs/product-rules.md, "Reviews").
      await tx.update(reviews).set({ renterName: null, renterCountry: null }).where(inArray(reviews.bookingId, ids));
      await tx.update(bookingHandovers).set({ renterName: null }).where(inArray(bookingHandovers.bookingId, ids));
    }
    return erased.length;
  });
}
