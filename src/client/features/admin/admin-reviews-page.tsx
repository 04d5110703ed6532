import { EyeOff } from "lucide-react";
import { useState } from "react";
import { REVIEW_HIDE_REASONS, type ReviewHideReason } from "../../../domain/constants";
import type { ManagedReview } from "../../../domain/contracts/reviews";
import { formatMonthTitle } from "../../../domain/dates";
import { reviewerLabel } from "../../../domain/reviews/review-rules";
import { vehicleName } from "../../../domain/vehicle-name";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { QueryState } from "../../components/query-state";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { useAdminReviews, useHideReview } from "./api/admin-reviews";
import { AdminPage } from "./components/admin-page";
import { Pager } from "./components/pager";

/** The reasons and states in the admin's words (English keys, said through `t`). */
const REASON_LABELS: Record<ReviewHideReason, string> = {
  abuse: "Abuse",
  personal_data: "Personal data",
  unrelated: "Unrelated to the rental",
};
const STATUS_LABELS = { waiting: "Waiting for publication", published: "Published", hidden: "Hidden" } as const;

/** Every written review, newest first, a page at a time; the admin hides one with a reason. */
export default function AdminReviewsPage() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useAdminReviews(page);
  return (
    <AdminPage
      title={t("Admin Reviews")}
      description={t("Every review renters wrote, newest first. A hidden review leaves the company's rating.")}
    >
      <QueryState isLoading={isLoading} error={error} fallback="Failed to load data" label="reviews" />
      {data && data.total === 0 && <p className="py-10 text-center text-muted-foreground">{t("No reviews yet")}</p>}
      {data && data.total > 0 && (
        <>
          <ul className="space-y-3">
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={t("Review pages")}
            onPage={setPage}
          />
        </>
      )}
    </AdminPage>
  );
}

function ReviewItem({ review }: { review: ManagedReview }) {
  const { t, language } = useI18n();
  return (
    <li className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          <span translate="no">{review.companyName}</span> · {reviewerLabel(review, t)} ·{" "}
          {t("{{count}} stars of 5", { count: review.rating })}
        </p>
        <Badge
          variant={review.status === "hidden" ? "secondary" : review.status === "published" ? "success" : "outline"}
        >
          {t(STATUS_LABELS[review.status])}
          {review.hiddenReason && ` · ${t(REASON_LABELS[review.hiddenReason])}`}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {review.bookingReference ?? "—"} · {vehicleName(review.vehicle, { withYear: true })} ·{" "}
        {t("Rented in {{month}}", { month: formatMonthTitle(review.rentalStart.slice(0, 7), language) })}
      </p>
      {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
      {review.reply && (
        <p className="ml-4 whitespace-pre-line break-words border-l-4 border-muted pl-3 text-sm">
          <span className="font-medium">{t("Answer from {{company}}:", { company: review.companyName })}</span>{" "}
          {review.reply}
        </p>
      )}
      {review.status !== "hidden" && <HideReviewDialog review={review} />}
    </li>
  );
}

/** Hiding asks for its reason, which the renter's and the company's mails give. */
function HideReviewDialog({ review }: { review: ManagedReview }) {
  const { t } = useI18n();
  const hide = useHideReview();
  const [reason, setReason] = useState<ReviewHideReason | "">("");
  const [error, setError] = useState<string>();
  const who = reviewerLabel(review, t);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={t("Hide the review by {{name}}", { name: who })}>
          <EyeOff aria-hidden />
          {t("Hide")}
        </Button>
      }
      title={t("Hide the review by {{name}}", { name: who })}
      confirmLabel={t("Hide")}
      pendingLabel={t("Hiding...")}
      isDestructive
      isPending={hide.isPending}
      onConfirm={(close) => {
        if (!reason) return setError(t("Choose a reason"));
        hide.mutate({ id: review.id, reason }, { onSettled: close });
      }}
    >
      <p>{t("It leaves the public lists and the company's rating. The renter and the company are told why.")}</p>
      <FormField label={t("Reason")} error={error}>
        <NativeSelect
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as ReviewHideReason | "");
            setError(undefined);
          }}
        >
          <option value="">{t("Choose a reason")}</option>
          {REVIEW_HIDE_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(REASON_LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ConfirmDialog>
  );
}
