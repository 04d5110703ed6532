import type { Language } from "../../../domain/i18n/languages";
import type { Translate } from "../../../domain/i18n/translate";

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

const HOUR = 60;
const DAY = 24 * HOUR;

/** A time to answer in its two largest units: "45 min", "2 h 05 min", "3 d 4 h"; a dash without one. */
export function formatAnswerTime(minutes: number | null, t: Translate): string {
  if (minutes === null) return "–";
  if (minutes < HOUR) return t("{{minutes}} min", { minutes });
  if (minutes < DAY) {
    return t("{{hours}} h {{minutes}} min", {
      hours: Math.floor(minutes / HOUR),
      minutes: String(minutes % HOUR).padStart(2, "0"),
    });
  }
  return t("{{days}} d {{hours}} h", { days: Math.floor(minutes / DAY), hours: Math.floor((minutes % DAY) / HOUR) });
}
