import { Star } from "lucide-react";
import { ratingLabel } from "../../domain/reviews/review-rules";
import { useI18n } from "../lib/i18n";

interface Rated {
  rating: number | null;
  reviewCount: number;
}

/** "4.7 (23 reviews)" from the company's published reviews, or "New" (docs/product-rules.md, "Reviews"). */
export function useRatingLabel(): (company: Rated) => string {
  const { t, language } = useI18n();
  return (company) => ratingLabel(company, t, language);
}

/** The company's rating with its star, as visitors see it. */
export function CompanyRating({ company, className }: { company: Rated; className?: string }) {
  const label = useRatingLabel();
  return (
    <p className={className ?? "flex items-center gap-1 text-sm"}>
      <Star aria-hidden className="size-4 fill-current" />
      {label(company)}
    </p>
  );
}
