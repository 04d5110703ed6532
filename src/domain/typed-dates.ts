import { type IsoDate, isIsoDate } from "./dates";
import type { Language } from "./i18n/languages";

/**
 * Dates as a visitor types and reads them in a text field (docs/product-rules.md, "Languages and
 * currency"): French as day/month/year (10/02/2027 is 10 February), English as year-month-day, which
 * no reader mistakes. Either language also reads the other's unambiguous form, year first.
 */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export function formatTypedDate(day: IsoDate, language: Language): string {
  if (language !== "fr" || !isIsoDate(day)) return day;
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** The day a typed text names, or undefined while it names none. */
export function parseTypedDate(text: string, language: Language): IsoDate | undefined {
  const typed = text.trim();
  if (isIsoDate(typed)) return typed;
  const dayFirst = language === "fr" ? DAY_FIRST.exec(typed) : null;
  if (!dayFirst) return undefined;
  const [, day = "", month = "", year = ""] = dayFirst;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : undefined;
}
