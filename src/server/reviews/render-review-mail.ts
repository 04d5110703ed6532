import { eq } from "drizzle-orm";
import { paths } from "../../client/lib/paths";
import type { ReviewHideReason } from "../../domain/constants";
import { reviewHiddenMail, reviewInvitationMail } from "../../domain/reviews/review-mails";
import type { Db } from "../db/client";
import { bookings, companies, reviews, vehicles } from "../db/schema";
import type { RenderedMail, RequestMail } from "../mail/outbox";
import { UndeliverableMail } from "../mail/send-queued-mails";
import { hashSecretToken, newSecretToken } from "../secret-tokens";

/** The review page's address for a link's secret. */
export const reviewPageUrl = (publicUrl: string, token: string) => `${publicUrl}${paths.review(token)}`;

/**
 * A review's mail, written when sent. The invitation's link carries a fresh secret whose hash
 * replaces the row's: the secret is never kept, not even sealed, and a resent invitation's link is
 * the one that works. An invitation whose review was written, or whose window closed, is not sent.
 */
export async function renderReviewMail(db: Db, mail: RequestMail, publicUrl: string): Promise<RenderedMail> {
  const [row] = await db
    .select({
      reviewId: reviews.id,
      submittedAt: reviews.submittedAt,
      windowEndsAt: reviews.windowEndsAt,
      hiddenReason: reviews.hiddenReason,
      language: reviews.language,
      companyLanguage: companies.language,
      companyName: companies.name,
      vehicle: { make: vehicles.make, model: vehicles.model, year: vehicles.year },
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.bookingId, mail.bookingId));
  if (!row) throw new UndeliverableMail("The review this mail is about is gone");
  if (mail.kind === "review-hidden") {
    if (!row.hiddenReason) throw new UndeliverableMail("The review is not hidden any more");
    const recipient = mail.params.recipient === "company" ? "company" : "renter";
    const language = recipient === "company" ? row.companyLanguage : row.language;
    return reviewHiddenMail(row, row.hiddenReason as ReviewHideReason, recipient, language);
  }
  if (row.submittedAt || row.windowEndsAt.getTime() <= Date.now()) {
    throw new UndeliverableMail("The review was written, or its window closed");
  }
  const token = newSecretToken();
  await db
    .update(reviews)
    .set({ tokenHash: hashSecretToken(token) })
    .where(eq(reviews.id, row.reviewId));
  return reviewInvitationMail(row, row.language, reviewPageUrl(publicUrl, token));
}
