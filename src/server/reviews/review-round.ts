import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { reviewWindowEnd } from "../../domain/reviews/review-rules";
import type { Db } from "../db/client";
import { bookings, reviews, users, vehicles } from "../db/schema";
import type { Mailer } from "../mail/plugin";
import { refreshCompanyRatings } from "./queries";

/** Invitations made per transaction; a round makes them all, a batch at a time. */
const INVITATION_BATCH = 200;

/**
 * Invites the renter of every completed booking that has no review row yet, however it became
 * completed (docs/product-rules.md, "Reviews"): the row, with its window, and the invitation's
 * outbox mail in one transaction per batch. The booking's unique review row makes a second
 * instance's round, or the next one, invite nobody twice. The return's handover invites at once
 * (`inviteCompletedBooking`); this round is the catch-all.
 */
export async function inviteCompletedBookings(db: Db, mail: Mailer, now: Date = new Date()): Promise<number> {
  let invited = 0;
  for (;;) {
    const batch = await db.transaction((tx) => inviteDue(tx, mail, now));
    invited += batch;
    if (batch < INVITATION_BATCH) break;
  }
  if (invited > 0) void mail.wake();
  return invited;
}

/**
 * Invites the renter of one booking just completed, inside the caller's transaction, as the round
 * would; the caller wakes the mailer after its commit.
 */
export async function inviteCompletedBooking(tx: Db, mail: Mailer, bookingId: number, now: Date): Promise<void> {
  await inviteDue(tx, mail, now, bookingId);
}

/** One batch of invitations (or the one booking's) in `tx`; answers how many bookings were due. */
async function inviteDue(tx: Db, mail: Mailer, now: Date, bookingId?: number): Promise<number> {
  const email = sql<string | null>`coalesce(${bookings.renterEmail}, ${users.email})`;
  const due = await tx
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      vehicleId: bookings.vehicleId,
      companyId: vehicles.companyId,
      language: bookings.language,
      email,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, "completed"),
        isNull(reviews.id),
        isNull(bookings.detailsErasedAt),
        sql`${email} is not null`,
        bookingId === undefined ? undefined : eq(bookings.id, bookingId),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(INVITATION_BATCH);
  if (due.length === 0) return 0;
  const created = await tx
    .insert(reviews)
    .values(
      due.map((row) => ({
        bookingId: row.bookingId,
        userId: row.userId,
        companyId: row.companyId,
        vehicleId: row.vehicleId,
        language: row.language,
        windowEndsAt: reviewWindowEnd(now),
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ bookingId: reviews.bookingId });
  const addressOf = new Map(due.map((row) => [row.bookingId, row.email]));
  for (const { bookingId: invited } of created) {
    const to = addressOf.get(invited);
    if (to) await mail.queue(tx, { kind: "review-invitation", bookingId: invited, to });
  }
  return due.length;
}

/** Publishes the written reviews whose window has closed, and updates their companies' ratings. */
export async function publishDueReviews(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(reviews)
      .set({ publishedAt: now })
      .where(and(isNotNull(reviews.submittedAt), isNull(reviews.publishedAt), lte(reviews.windowEndsAt, now)))
      .returning({ companyId: reviews.companyId });
    await refreshCompanyRatings(
      tx,
      published.map((row) => row.companyId),
    );
    return published.length;
  });
}

/** Publishes a booking's written review now: the company has written its note on the rental. */
export async function publishReviewOfBooking(tx: Db, bookingId: number, now: Date) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.bookingId, bookingId), isNotNull(reviews.submittedAt), isNull(reviews.publishedAt)))
    .returning({ companyId: reviews.companyId });
  await refreshCompanyRatings(
    tx,
    published.map((row) => row.companyId),
  );
}
