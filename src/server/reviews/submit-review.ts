import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { reviewBody } from "../../domain/contracts/reviews";
import { firstNameOf, isReviewWindowOpen } from "../../domain/reviews/review-rules";
import type { Db } from "../db/client";
import { bookings, reviews } from "../db/schema";
import { conflict, DomainError } from "../errors";
import { hashSecretToken } from "../secret-tokens";
import { refreshCompanyRatings } from "./queries";

export const USED_OR_UNKNOWN_LINK = "This review link is not valid any more: it was used, or never existed";
export const EXPIRED_LINK = "This review link has expired: reviews are written within 14 days";

const linkNotFound = () => new DomainError("not_found", USED_OR_UNKNOWN_LINK);

/** The invitation a link's secret opens: unused, of a completed booking, with its rental's facts. */
export async function findOpenInvitation(db: Db, token: string, now: Date, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      windowEndsAt: reviews.windowEndsAt,
      status: bookings.status,
      renter: bookings.renter,
      companyNotedAt: bookings.companyNotedAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.tokenHash, hashSecretToken(token)));
  const [found] = options.forUpdate ? await query.for("update", { of: reviews }) : await query;
  if (found?.status !== "completed") throw linkNotFound();
  if (!isReviewWindowOpen(found.windowEndsAt, now)) throw conflict(EXPIRED_LINK);
  return found;
}

/**
 * Keeps the renter's review of a completed rental (docs/product-rules.md, "Reviews"): the link's
 * secret is spent with it, the renter's first name and country are copied (erased with the booking's
 * details), and it is published at once when the company has already written its note, else when the
 * window closes.
 */
export async function submitReview(db: Db, review: z.output<typeof reviewBody>, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, review.token, now, { forUpdate: true });
    const publishNow = invitation.companyNotedAt !== null;
    await tx
      .update(reviews)
      .set({
        rating: review.rating,
        conditionRating: review.ratings.condition,
        cleanlinessRating: review.ratings.cleanliness,
        handoverRating: review.ratings.handover,
        communicationRating: review.ratings.communication,
        comment: review.comment ?? null,
        submittedAt: now,
        tokenHash: null,
        publishedAt: publishNow ? now : null,
        renterName: invitation.renter?.fullName ? firstNameOf(invitation.renter.fullName) : null,
        renterCountry: invitation.renter?.nationality?.trim().slice(0, 60) || null,
      })
      .where(eq(reviews.id, invitation.id));
    if (publishNow) await refreshCompanyRatings(tx, [invitation.companyId]);
    return { id: invitation.id, publishesBy: publishNow ? now : invitation.windowEndsAt };
  });
}
