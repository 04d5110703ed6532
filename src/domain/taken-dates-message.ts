import { type DayRange, formatLongDate } from "./dates";
import type { Language } from "./i18n/languages";

const words: Record<Language, { on: string; fromTo: string; and: string; sentence: string }> = {
  en: {
    on: "on {day}",
    fromTo: "from {start} to {end}",
    and: " and ",
    sentence: "The vehicle is booked {days}. Choose other dates.",
  },
  fr: {
    on: "le {day}",
    fromTo: "du {start} au {end}",
    and: " et ",
    sentence: "Le véhicule est réservé {days}. Choisissez d'autres dates.",
  },
};

/**
 * Why a request's dates were refused, naming the taken days in the renter's language (the request
 * carries it, like its mails): "The vehicle is booked from December 10, 2026 to December 12, 2026
 * and on December 20, 2026. Choose other dates."
 */
export function takenDatesMessage(ranges: DayRange[], language: Language = "en"): string {
  const w = words[language];
  const days = ranges.map(({ startDate, endDate }) =>
    startDate === endDate
      ? w.on.replace("{day}", formatLongDate(startDate, language))
      : w.fromTo
          .replace("{start}", formatLongDate(startDate, language))
          .replace("{end}", formatLongDate(endDate, language)),
  );
  return w.sentence.replace("{days}", days.join(w.and));
}
