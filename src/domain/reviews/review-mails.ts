import type { ReviewHideReason } from "../constants";
import { formatLongDate, type IsoDate } from "../dates";
import type { Language } from "../i18n/languages";
import { type MailText, renderMail } from "../requests/mail-body";
import { vehicleName } from "../vehicle-name";
import { REVIEW_WINDOW_DAYS } from "./review-rules";

/** What the review mails say of the rental. */
export interface ReviewedRental {
  companyName: string;
  vehicle: { make: string; model: string; year: number };
  startDate: IsoDate;
  endDate: IsoDate;
}

const period = (r: ReviewedRental, language: Language) =>
  `${formatLongDate(r.startDate, language)} – ${formatLongDate(r.endDate, language)}`;

/**
 * To the renter when the rental is completed, in their language: the link (with its single-use
 * secret) to the review page, open for REVIEW_WINDOW_DAYS days.
 */
export function reviewInvitationMail(r: ReviewedRental, language: Language, reviewUrl: string): MailText {
  const name = vehicleName(r.vehicle, { withYear: true });
  if (language === "fr") {
    return renderMail(`Votre avis sur ${r.companyName}`, "fr", [
      "Bonjour,",
      "",
      `Merci d'avoir loué la ${name} chez ${r.companyName} (${period(r, "fr")}).`,
      `Votre avis aide les prochains visiteurs à choisir. Il est publié quand la loueuse a aussi noté la location, ou au plus tard dans ${REVIEW_WINDOW_DAYS} jours.`,
      "",
      { text: "Donner votre avis :", url: reviewUrl },
      "",
      `Ce lien n'est valable qu'une fois, pendant ${REVIEW_WINDOW_DAYS} jours. Ne le transférez pas.`,
    ]);
  }
  return renderMail(`How was your rental with ${r.companyName}?`, "en", [
    "Hello,",
    "",
    `Thank you for renting the ${name} from ${r.companyName} (${period(r, "en")}).`,
    `Your review helps the next visitors choose. It is published once the company has noted the rental too, or in ${REVIEW_WINDOW_DAYS} days at the latest.`,
    "",
    { text: "Write your review:", url: reviewUrl },
    "",
    `This link works once, for ${REVIEW_WINDOW_DAYS} days. Please do not forward it.`,
  ]);
}

const REASONS: Record<Language, Record<ReviewHideReason, string>> = {
  en: { abuse: "it was abusive", personal_data: "it held personal data", unrelated: "it was not about the rental" },
  fr: {
    abuse: "il était injurieux",
    personal_data: "il contenait des données personnelles",
    unrelated: "il ne portait pas sur la location",
  },
};

/** To the renter and to the company, each in their language: an admin hid the review, and why. */
export function reviewHiddenMail(
  r: ReviewedRental,
  reason: ReviewHideReason,
  recipient: "renter" | "company",
  language: Language,
): MailText {
  const name = vehicleName(r.vehicle, { withYear: true });
  if (language === "fr") {
    return renderMail(`Avis masqué : ${name}`, "fr", [
      "Bonjour,",
      "",
      recipient === "renter"
        ? `Votre avis sur la location de la ${name} chez ${r.companyName} (${period(r, "fr")}) a été masqué par notre équipe : ${REASONS.fr[reason]}.`
        : `L'avis sur la location de la ${name} (${period(r, "fr")}) a été masqué par notre équipe : ${REASONS.fr[reason]}. Il ne compte plus dans votre note.`,
    ]);
  }
  return renderMail(`Review hidden: ${name}`, "en", [
    "Hello,",
    "",
    recipient === "renter"
      ? `Your review of renting the ${name} from ${r.companyName} (${period(r, "en")}) was hidden by our team: ${REASONS.en[reason]}.`
      : `The review of the ${name} rental (${period(r, "en")}) was hidden by our team: ${REASONS.en[reason]}. It no longer counts in your rating.`,
  ]);
}
