import type { Language } from "../../../domain/i18n/languages";

const LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const counts = new Map<Language, Intl.NumberFormat>();
const shares = new Map<Language, Intl.NumberFormat>();

/** A count in the reader's digits: "1,234", "1 234". */
export function formatCount(value: number, language: Language): string {
  let format = counts.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language]);
    counts.set(language, format);
  }
  return format.format(value);
}

/** A share as a percentage with at most one decimal ("50%", "22,7 %"); a dash when there is none. */
export function formatShare(value: number | null, language: Language): string {
  if (value === null) return "–";
  let format = shares.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 1 });
    shares.set(language, format);
  }
  return format.format(value);
}
