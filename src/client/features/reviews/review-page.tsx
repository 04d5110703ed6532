import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import type { ReviewInvitation } from "../../../domain/contracts/reviews";
import { formatLongDate } from "../../../domain/dates";
import { REVIEW_PARTS, REVIEW_TEXT_MAX, type ReviewPart } from "../../../domain/reviews/review-rules";
import { vehicleName } from "../../../domain/vehicle-name";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api";
import { changeLanguage, hasChosenLanguage, useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useReviewInvitation } from "./api/get-review-invitation";
import { useSendReview } from "./api/send-review";
import { StarRatingField } from "./components/star-rating-field";

const PART_LEGENDS: Record<ReviewPart, string> = {
  condition: "The car's condition",
  cleanliness: "Cleanliness",
  handover: "Pick-up and return",
  communication: "Communication",
};

/** The mailed review link's page (docs/product-rules.md, "Reviews"): the renter rates the rental once. */
export default function ReviewPage() {
  const { token = "" } = useParams<{ token: string }>();
  const { language } = useI18n();
  const query = useReviewInvitation(token);
  const invitationLanguage = query.data?.language;

  // The renter's language, unless the visitor picked one: the link is opened from their mail.
  useEffect(() => {
    if (invitationLanguage && invitationLanguage !== language && !hasChosenLanguage()) {
      void changeLanguage(invitationLanguage, { remember: false });
    }
  }, [invitationLanguage, language]);

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      {query.error instanceof ApiError && [400, 404, 409].includes(query.error.status) ? (
        <LinkClosed expired={query.error.status === 409} />
      ) : query.data ? (
        <ReviewForm invitation={query.data} token={token} />
      ) : (
        <QueryState
          isLoading={query.isPending}
          error={query.error}
          fallback="This review link could not be opened. Check your connection and reload the page."
          label="your review"
        />
      )}
    </main>
  );
}

function LinkClosed({ expired }: { expired: boolean }) {
  const { t } = useI18n();
  return (
    <section className="space-y-3" aria-live="polite">
      <h1 className="text-2xl font-bold">
        {expired ? t("This review link has expired") : t("This review link is not valid any more")}
      </h1>
      <p className="text-muted-foreground">
        {expired
          ? t("Reviews are written within 14 days of the rental.")
          : t("It was used already, or it never existed. Each rental is reviewed once.")}
      </p>
      <Link href={paths.vehicles()} className="font-medium text-primary underline underline-offset-4">
        {t("Browse Vehicles")}
      </Link>
    </section>
  );
}

type Ratings = Record<ReviewPart | "rating", number | null>;

function ReviewForm({ invitation, token }: { invitation: ReviewInvitation; token: string }) {
  const { t, language } = useI18n();
  const send = useSendReview();
  const [ratings, setRatings] = useState<Ratings>({
    rating: null,
    condition: null,
    cleanliness: null,
    handover: null,
    communication: null,
  });
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const name = vehicleName(invitation.vehicle, { withYear: true });

  if (send.isSuccess) {
    return (
      <section className="space-y-3" aria-live="polite">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CheckCircle2 aria-hidden className="size-7 text-success" />
          {t("Thank you for your review")}
        </h1>
        <p className="text-muted-foreground">
          {t("It is published once {{company}} has noted the rental too, or on {{date}} at the latest.", {
            company: invitation.companyName,
            date: formatLongDate(new Date(send.data.publishesBy).toISOString().slice(0, 10), language),
          })}
        </p>
      </section>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { rating, condition, cleanliness, handover, communication } = ratings;
    if (!(rating && condition && cleanliness && handover && communication)) {
      setMissing(true);
      return;
    }
    send.mutate({
      token,
      rating,
      ratings: { condition, cleanliness, handover, communication },
      comment: comment.trim() || null,
    });
  };
  const missingError = (part: ReviewPart | "rating") =>
    missing && ratings[part] === null ? "Choose 1 to 5 stars" : undefined;

  return (
    <form className="space-y-6" onSubmit={submit} noValidate aria-labelledby="review-title">
      <header className="space-y-1">
        <h1 id="review-title" className="text-2xl font-bold">
          {t("How was your rental with {{company}}?", { company: invitation.companyName })}
        </h1>
        <p className="text-muted-foreground">
          {name} · {formatLongDate(invitation.startDate, language)} – {formatLongDate(invitation.endDate, language)}
        </p>
      </header>
      <StarRatingField
        name="rating"
        legend={t("Overall rating")}
        value={ratings.rating}
        onChange={(rating) => setRatings((all) => ({ ...all, rating }))}
        error={missingError("rating")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {REVIEW_PARTS.map((part) => (
          <StarRatingField
            key={part}
            name={part}
            legend={t(PART_LEGENDS[part])}
            value={ratings[part]}
            onChange={(stars) => setRatings((all) => ({ ...all, [part]: stars }))}
            error={missingError(part)}
          />
        ))}
      </div>
      <div className="space-y-1">
        <Label htmlFor="review-comment">{t("Your comment (optional)")}</Label>
        <Textarea
          id="review-comment"
          value={comment}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby="review-comment-hint"
        />
        <p id="review-comment-hint" className="text-sm text-muted-foreground">
          {t("{{used}} of {{max}} characters. Links are shown as plain text.", {
            used: comment.length,
            max: REVIEW_TEXT_MAX,
          })}
        </p>
      </div>
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t("Sending...") : t("Send my review")}
      </Button>
    </form>
  );
}
