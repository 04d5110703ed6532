import { MessageSquareReply, Star } from "lucide-react";
import { useId, useState } from "react";
import type { PublicReview } from "../../../../domain/contracts/reviews";
import { formatMonthTitle } from "../../../../domain/dates";
import { ratingLabel, reviewerLabel } from "../../../../domain/reviews/review-rules";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useReviews } from "../../../api/get-reviews";
import { QueryState } from "../../../components/query-state";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { ReviewPager } from "./review-pager";

/**
 * The shown reviews of a company (its landing page) or a vehicle (its page), newest first, a page
 * at a time, with the company's answer beneath each. Comments are plain text: a link is never one.
 */
export function ReviewList({
  owner,
  id,
  companyName,
}: {
  owner: "company" | "vehicle";
  id: number;
  companyName: string;
}) {
  const { t, language } = useI18n();
  const [page, setPage] = useState(1);
  const query = useReviews(owner, id, page);
  const headingId = useId();
  const data = query.data;
  // A vehicle visitors cannot see (its own company's unlisted one) has no public reviews.
  if (query.error instanceof ApiError && query.error.status === 404) return null;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {t("Reviews")}
        </h2>
        {data && (
          <p className="flex items-center gap-1 text-sm font-medium">
            <Star aria-hidden className="size-4 fill-warning text-warning" />
            {ratingLabel(data, t, language)}
          </p>
        )}
      </div>
      {!data ? (
        <QueryState
          isLoading={query.isPending}
          error={query.error}
          fallback="Reviews could not be loaded."
          label="reviews"
        />
      ) : data.reviews.length === 0 ? (
        <p className="text-muted-foreground">{t("No reviews yet: reviews come only from completed rentals.")}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} companyName={companyName} />
            ))}
          </ul>
          <ReviewPager page={page} lastPage={lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, companyName }: { review: PublicReview; companyName: string }) {
  const { t, language } = useI18n();
  return (
    <li className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{reviewerLabel(review, t)}</p>
        <p
          className="flex items-center gap-1"
          role="img"
          aria-label={t("{{count}} stars of 5", { count: review.rating })}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              aria-hidden
              className={`size-4 ${star <= review.rating ? "fill-warning text-warning" : "text-muted-foreground"}`}
            />
          ))}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {t("Rented in {{month}}", { month: formatMonthTitle(review.rentalStart.slice(0, 7), language) })} ·{" "}
        {vehicleName(review.vehicle, { withYear: true })}
      </p>
      {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
      {review.reply && (
        <div className="ml-4 border-l-4 border-muted pl-3">
          <p className="flex items-center gap-1 text-sm font-medium">
            <MessageSquareReply aria-hidden className="size-4" />
            {t("Answer from {{company}}", { company: companyName })}
          </p>
          <p className="whitespace-pre-line break-words text-sm">{review.reply}</p>
        </div>
      )}
    </li>
  );
}
