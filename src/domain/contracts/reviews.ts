import { z } from "zod";
import { REVIEW_HIDE_REASONS } from "../constants";
import { LANGUAGES } from "../i18n/languages";
import { optionalTextField } from "../optional-text-field";
import { REVIEW_PAGE, REVIEW_PARTS, REVIEW_TEXT_MAX, type ReviewPart } from "../reviews/review-rules";
import { cleanText } from "../text-fields";
import { id, isoDate, timestamp, type Wire } from "./common";

/** A review link's secret: what `newSecretToken` makes (src/server/secret-tokens.ts), nothing else. */
const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const INVALID_REVIEW_LINK = "This review link is not valid";
export const reviewToken = z.string({ error: INVALID_REVIEW_LINK }).regex(REVIEW_TOKEN, INVALID_REVIEW_LINK);
export const reviewTokenParams = z.object({ token: reviewToken });
export const reviewParams = z.object({ id: id("Review ID") });

const RATING_LABELS: Record<ReviewPart | "rating", string> = {
  rating: "Overall rating",
  condition: "The car's condition",
  cleanliness: "Cleanliness",
  handover: "Pick-up and return",
  communication: "Communication",
};
const stars = (part: ReviewPart | "rating") => {
  const message = `${RATING_LABELS[part]} must be 1 to 5 stars`;
  return z.number({ error: message }).int(message).min(1, message).max(5, message);
};

export const REVIEW_COMMENT_MESSAGE = `The comment must be at most ${REVIEW_TEXT_MAX} characters`;

/** POST /api/reviews: the renter's review, sent with the secret of the invitation's link. */
export const reviewBody = z.object({
  token: reviewToken,
  rating: stars("rating"),
  ratings: z.object(
    Object.fromEntries(REVIEW_PARTS.map((part) => [part, stars(part)])) as Record<ReviewPart, ReturnType<typeof stars>>,
    { error: "Rate the car's condition, cleanliness, pick-up and return, and communication" },
  ),
  comment: optionalTextField(REVIEW_TEXT_MAX, REVIEW_COMMENT_MESSAGE).optional(),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** 201: the review is kept, and shown from `publishesBy` at the latest. */
export const reviewCreated = z.object({ id: z.number(), publishesBy: timestamp });

/** GET /api/review-invitations/{token}: what the review page says it is about, in the renter's language. */
export const reviewInvitation = z.object({
  language: z.enum(LANGUAGES),
  companyName: z.string(),
  vehicle: z.object({ make: z.string(), model: z.string(), year: z.number() }),
  startDate: isoDate,
  endDate: isoDate,
  windowEndsAt: timestamp,
});
export type ReviewInvitation = Wire<typeof reviewInvitation>;

const partRatings = z.object({
  condition: z.number(),
  cleanliness: z.number(),
  handover: z.number(),
  communication: z.number(),
});

/** A shown review as visitors see it: never the renter's full name, only the first and their country. */
export const publicReview = z.object({
  id: z.number(),
  rating: z.number(),
  ratings: partRatings,
  comment: z.string().nullable(),
  /** Null once the renter's details are erased: "A visitor". */
  renterName: z.string().nullable(),
  renterCountry: z.string().nullable(),
  /** The rental's first day: its month is shown. */
  rentalStart: isoDate,
  vehicle: z.object({ id: z.number().nullable(), make: z.string(), model: z.string(), year: z.number() }),
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
  submittedAt: timestamp,
});
export type PublicReview = Wire<typeof publicReview>;

export const reviewPageQuery = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(REVIEW_PAGE.lastPage, `page must be at most ${REVIEW_PAGE.lastPage}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(REVIEW_PAGE.maxSize, `pageSize must be at most ${REVIEW_PAGE.maxSize}`)
    .default(REVIEW_PAGE.defaultSize),
});
export type ReviewPageQuery = z.input<typeof reviewPageQuery>;

/** A page of shown reviews, newest first, with the company's rating and count. */
export const reviewPage = z.object({
  reviews: z.array(publicReview),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
});
export type ReviewPage = Wire<typeof reviewPage>;

export const REVIEW_REPLY_MESSAGE = `The answer must be 1 to ${REVIEW_TEXT_MAX} characters`;
/** POST /api/reviews/{id}/reply: the company's one answer, shown beneath the review. */
export const reviewReplyBody = z.object({
  reply: cleanText(
    z
      .string({ error: REVIEW_REPLY_MESSAGE })
      .trim()
      .min(1, REVIEW_REPLY_MESSAGE)
      .max(REVIEW_TEXT_MAX, REVIEW_REPLY_MESSAGE),
  ),
});

export const COMPANY_NOTE_MESSAGE = `The note must be 1 to ${REVIEW_TEXT_MAX} characters`;
/** PUT /api/company/bookings/{id}/note: the company's private note on a completed rental. */
export const companyNoteBody = z.object({
  note: cleanText(
    z
      .string({ error: COMPANY_NOTE_MESSAGE })
      .trim()
      .min(1, COMPANY_NOTE_MESSAGE)
      .max(REVIEW_TEXT_MAX, COMPANY_NOTE_MESSAGE),
  ),
});
export const companyNote = z.object({
  bookingId: z.number(),
  note: z.string().nullable(),
  notedAt: timestamp.nullable(),
});
export type CompanyNote = Wire<typeof companyNote>;

export const REVIEW_STATUSES = ["waiting", "published", "hidden"] as const;

/** A review as the admin (every one) and its company (published ones) see it. */
export const managedReview = publicReview.extend({
  companyId: z.number(),
  companyName: z.string(),
  bookingReference: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  publishedAt: timestamp.nullable(),
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
});
export type ManagedReview = Wire<typeof managedReview>;
export const managedReviewPage = z.object({
  reviews: z.array(managedReview),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManagedReviewPage = Wire<typeof managedReviewPage>;

export const HIDE_REASON_MESSAGE = "Choose a reason: abuse, personal data or unrelated";
/** POST /api/admin/reviews/{id}/hide. */
export const reviewHideBody = z.object({ reason: z.enum(REVIEW_HIDE_REASONS, { error: HIDE_REASON_MESSAGE }) });
