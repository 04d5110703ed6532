import { type FormEvent, useId, useState } from "react";
import type { ManagedReview } from "../../../../domain/contracts/reviews";
import { formatMonthTitle } from "../../../../domain/dates";
import { REVIEW_TEXT_MAX, reviewerLabel } from "../../../../domain/reviews/review-rules";
import { vehicleName } from "../../../../domain/vehicle-name";
import { FormField } from "../../../components/form-field";
import { QueryState } from "../../../components/query-state";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useOwnReviews, useReplyToReview } from "../api/company-reviews";
import { ReviewPager } from "./review-pager";

/** The company's published reviews on its dashboard, each answered once (docs/product-rules.md, "Reviews"). */
export function CompanyReviews() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const query = useOwnReviews(page);
  const headingId = useId();
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("Reviews")}
      </h2>
      {!data ? (
        <QueryState
          isLoading={query.isPending}
          error={query.error}
          fallback="Reviews could not be loaded."
          label="reviews"
        />
      ) : data.reviews.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {t("No published reviews yet. Renters are invited when a rental is completed.")}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {data.reviews.map((review) => (
              <OwnReview key={review.id} review={review} />
            ))}
          </ul>
          <ReviewPager page={page} lastPage={lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function OwnReview({ review }: { review: ManagedReview }) {
  const { t, language } = useI18n();
  return (
    <li className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {reviewerLabel(review, t)} · {t("{{count}} stars of 5", { count: review.rating })}
        </p>
        {review.status === "hidden" && <Badge variant="secondary">{t("Hidden by an admin")}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {review.bookingReference ?? ""} · {vehicleName(review.vehicle, { withYear: true })} ·{" "}
        {t("Rented in {{month}}", { month: formatMonthTitle(review.rentalStart.slice(0, 7), language) })}
      </p>
      {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
      {review.reply ? (
        <p className="ml-4 whitespace-pre-line break-words border-l-4 border-muted pl-3 text-sm">
          <span className="font-medium">{t("Your answer:")}</span> {review.reply}
        </p>
      ) : (
        review.status === "published" && <ReplyForm reviewId={review.id} />
      )}
    </li>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const { t } = useI18n();
  const reply = useReplyToReview();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    reply.mutate(
      { id: reviewId, reply: text },
      { onError: (failure) => failure instanceof ApiError && setError(failure.fieldErrors.reply) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <FormField label={t("Answer once, publicly")} error={error}>
        <Textarea value={text} maxLength={REVIEW_TEXT_MAX} rows={2} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ""}>
        {reply.isPending ? t("Sending...") : t("Publish answer")}
      </Button>
    </form>
  );
}
