import type { Translate } from "../i18n/translate";

/**
 * Reviews only from real rentals (docs/product-rules.md, "Reviews"): a completed booking's renter is
 * invited, may review for this long, and the review is published when that window closes or once
 * the company has written its own note on the rental, whichever is first, so that neither writes in
 * answer to the other.
 */
export const REVIEW_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** The four parts a renter rates besides the whole, in the form's order. */
export const REVIEW_PARTS = ["condition", "cleanliness", "handover", "communication"] as const;
export type ReviewPart = (typeof REVIEW_PARTS)[number];

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PAGE = { defaultSize: 10, maxSize: 50, lastPage: 1000 } as const;

export const reviewWindowEnd = (invitedAt: Date) => new Date(invitedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

export const isReviewWindowOpen = (windowEndsAt: Date, now: Date) => now.getTime() < windowEndsAt.getTime();

/** Is a written review due to be published now? */
export function isPublicationDue(
  review: { submittedAt: Date | null; windowEndsAt: Date },
  companyNotedAt: Date | null,
  now: Date,
): boolean {
  return review.submittedAt !== null && (companyNotedAt !== null || !isReviewWindowOpen(review.windowEndsAt, now));
}

/** A company's shown rating: the mean of its shown reviews to one decimal, and their count; none is null. */
export function meanRating(ratings: readonly number[]): { rating: number | null; reviewCount: number } {
  if (ratings.length === 0) return { rating: null, reviewCount: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { rating: Math.round((sum / ratings.length) * 10) / 10, reviewCount: ratings.length };
}

const RATING_FORMATS = {
  en: new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat("fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** "4.7 (23 reviews)", "4,7 (23 avis)"; a company nobody reviewed yet is "New". */
export function ratingLabel(
  company: { rating: number | null; reviewCount: number },
  t: Translate,
  language: "en" | "fr",
) {
  // French shares the inbox's "Nouvelle", which agrees with "la société".
  if (company.rating === null || company.reviewCount === 0) return t("New");
  return t("{{rating}} ({{count}} reviews)", {
    rating: RATING_FORMATS[language].format(company.rating),
    count: company.reviewCount,
  });
}

/** What a review shows of its renter: the first name only, kept until the booking's details are erased. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0]?.slice(0, 60) || null;

/** "Marie, France"; a renter whose details were erased is "A visitor". */
export function reviewerLabel(review: { renterName: string | null; renterCountry: string | null }, t: Translate) {
  if (!review.renterName) return t("A visitor");
  return review.renterCountry ? `${review.renterName}, ${review.renterCountry}` : review.renterName;
}
