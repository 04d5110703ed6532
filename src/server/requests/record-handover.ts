import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { handoverBody } from "../../domain/contracts/requests/handover-schema";
import { todayInDominica } from "../../domain/dates";
import {
  handoverRefusal,
  isAcceptedConfirmationTime,
  isRenterName,
  NO_RENTER_NAME,
  RENTER_NAME_MISMATCH,
} from "../../domain/requests/handovers";
import type { Db } from "../db/client";
import { bookingHandovers, bookings, handoverPhotos, users } from "../db/schema";
import { conflict, DomainError, invalid } from "../errors";
import { decodeDataUrl, type ProcessedImage, processImage } from "../images/process-image";
import { insertImage } from "../images/queries";
import type { Mailer } from "../mail/plugin";
import { inviteCompletedBooking } from "../reviews/review-round";
import { inboxBooking, lockCompanyBooking } from "./company-cancel";

export const CONFIRMED_AT_OUT_OF_RANGE =
  "The time of confirmation must be within the last 7 days and not in the future";

/** Each photo checked and re-encoded like a vehicle's, before any transaction opens; a refusal names its place. */
async function processPhotos(photos: readonly string[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      processed.push(await processImage(decodeDataUrl(photo)));
    } catch (error) {
      if (error instanceof DomainError) throw invalid(`photos.${index}`, error.message);
      throw error;
    }
  }
  return processed;
}

/**
 * The vehicle's company records a pick-up or a return (docs/product-rules.md, "Handover"), confirmed
 * by the renter's typed name. One transaction with the booking locked: the rules checked against the
 * handovers already recorded, the handover and its photos inserted, and at the return the booking
 * completed — so two sent at once (a retry without its key) cannot both be recorded.
 */
export async function recordHandover(
  db: Db,
  options: {
    companyId: number;
    bookingId: number;
    userId: number;
    /** The return invites the renter's review at once (docs/product-rules.md, "Reviews"). */
    mail: Mailer;
    handover: z.output<typeof handoverBody>;
    now?: Date;
  },
) {
  const { handover } = options;
  const now = options.now ?? new Date();
  const confirmedAt = handover.confirmedAt ?? now;
  if (!isAcceptedConfirmationTime(confirmedAt, now)) throw invalid("confirmedAt", CONFIRMED_AT_OUT_OF_RANGE);
  const photos = await processPhotos(handover.photos);
  const completed = await db.transaction(async (tx) => {
    const booking = await lockCompanyBooking(tx, options.companyId, options.bookingId);
    const recorded = await tx
      .select({
        kind: bookingHandovers.kind,
        odometerKm: bookingHandovers.odometerKm,
        fuelEighths: bookingHandovers.fuelEighths,
      })
      .from(bookingHandovers)
      .where(eq(bookingHandovers.bookingId, booking.id));
    const refusal = handoverRefusal({ ...booking, recorded }, handover, todayInDominica(now));
    if (refusal) throw refusal.field ? invalid(refusal.field, refusal.message) : conflict(refusal.message);
    const [named] = await tx
      .select({ name: sql<string | null>`coalesce(${bookings.renter}->>'fullName', ${users.fullName})` })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, booking.id));
    if (!named?.name) throw conflict(NO_RENTER_NAME);
    if (!isRenterName(handover.renterName, named.name)) throw invalid("renterName", RENTER_NAME_MISMATCH);

    const [row] = await tx
      .insert(bookingHandovers)
      .values({
        bookingId: booking.id,
        kind: handover.kind,
        odometerKm: handover.odometerKm,
        fuelEighths: handover.fuelEighths,
        notes: handover.notes || null,
        renterName: handover.renterName,
        confirmedAt,
        recordedBy: options.userId,
      })
      .returning({ id: bookingHandovers.id });
    if (!row) throw new Error("handover insert returned nothing");
    for (const [position, photo] of photos.entries()) {
      const imageId = await insertImage(tx, photo);
      await tx.insert(handoverPhotos).values({ handoverId: row.id, imageId, position });
    }
    // The return ends the rental: the spec's `completed`, which reviews start from.
    if (handover.kind !== "return") return false;
    await tx.update(bookings).set({ status: "completed" }).where(eq(bookings.id, booking.id));
    await inviteCompletedBooking(tx, options.mail, booking.id, now);
    return true;
  });
  if (completed) void options.mail.wake();
  return inboxBooking(db, options.companyId, options.bookingId);
}
