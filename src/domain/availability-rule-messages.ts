import { formatLongDate, type IsoDate } from "./dates";
import type { Language } from "./i18n/languages";

// What a company's availability rules say to a renter whose dates break them: the same sentence in
// the dialogs before sending and in the request's refusal, in the renter's language.

const words: Record<Language, { notice: string; longest: string }> = {
  en: {
    notice: "This company needs {hours} hours' notice: the earliest pick-up is {day}.",
    longest: "This company rents a vehicle for at most {days} days.",
  },
  fr: {
    notice: "Cette société demande un préavis de {hours} heures : la prise en charge est possible à partir du {day}.",
    longest: "Cette société loue un véhicule pour {days} jours au plus.",
  },
};

export const noticeMessage = (noticeHours: number, earliest: IsoDate, language: Language = "en") =>
  words[language].notice.replace("{hours}", String(noticeHours)).replace("{day}", formatLongDate(earliest, language));

export const longestRentalMessage = (longestRentalDays: number, language: Language = "en") =>
  words[language].longest.replace("{days}", String(longestRentalDays));
