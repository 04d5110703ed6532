import type { Language } from "../../../domain/i18n/languages";
import { useI18n } from "../../lib/i18n";

// A company's rating in the reader's digits: "4.8" in English, "4,8" in French.
const RATING_FORMATS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** A company's rating as the admin tables show it, or "N/A" without one. */
export function useRating(): (rating: number | null) => string {
  const { t, language } = useI18n();
  return (rating) => (rating === null ? t("N/A") : RATING_FORMATS[language].format(rating));
}
