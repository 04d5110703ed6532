import { and, eq, isNotNull } from "drizzle-orm";
import type { ReviewHideReason } from "../../domain/constants";
import type { Db } from "../db/client";
import { bookings, companies, reviews, users } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { Mailer } from "../mail/plugin";
import { findManagedReview, refreshCompanyRatings } from "./queries";

export const ALREADY_ANSWERED = "This review has been answered already: a company answers once";
export const HIDDEN_REVIEW = "This review is hidden";
export const ALREADY_HIDDEN = "This review is hidden already";

/**
 * The company's one answer to a published review of its own (docs/product-rules.md, "Reviews").
 * Another company's review, or one not yet published, is not found.
 */
export async function replyToReview(db: Db, companyId: number, reviewId: number, reply: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ reply: reviews.reply, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), isNotNull(reviews.publishedAt)))
      .for("update");
    if (!review) throw notFound("Review", reviewId);
    if (review.hiddenAt) throw conflict(HIDDEN_REVIEW);
    if (review.reply !== null) throw conflict(ALREADY_ANSWERED);
    await tx.update(reviews).set({ reply, repliedAt: now }).where(eq(reviews.id, reviewId));
  });
  return answer(db, reviewId);
}

/**
 * An admin hides a written review with its reason: it leaves the company's rating and the public
 * lists, and its renter (while their address is kept) and its company are mailed, in one transaction.
 */
export async function hideReview(db: Db, mail: Mailer, reviewId: number, reason: ReviewHideReason, now = new Date()) {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        hiddenAt: reviews.hiddenAt,
        companyId: reviews.companyId,
        bookingId: reviews.bookingId,
        renterEmail: bookings.renterEmail,
        accountEmail: users.email,
        detailsErasedAt: bookings.detailsErasedAt,
        companyEmail: companies.contactEmail,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(and(eq(reviews.id, reviewId), isNotNull(reviews.submittedAt)))
      .for("update", { of: reviews });
    if (!review) throw notFound("Review", reviewId);
    if (review.hiddenAt) throw conflict(ALREADY_HIDDEN);
    await tx.update(reviews).set({ hiddenAt: now, hiddenReason: reason }).where(eq(reviews.id, reviewId));
    await refreshCompanyRatings(tx, [review.companyId]);
    const renterAddress = review.detailsErasedAt ? null : (review.renterEmail ?? review.accountEmail);
    const about = { kind: "review-hidden" as const, bookingId: review.bookingId };
    if (renterAddress) await mail.queue(tx, { ...about, to: renterAddress, params: { recipient: "renter" } });
    await mail.queue(tx, { ...about, to: review.companyEmail, params: { recipient: "company" } });
  });
  void mail.wake();
  return answer(db, reviewId);
}

async function answer(db: Db, reviewId: number) {
  const review = await findManagedReview(db, reviewId);
  if (!review) throw notFound("Review", reviewId);
  return review;
}
