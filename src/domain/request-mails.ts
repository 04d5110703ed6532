import type { IsoDate } from "./dates";
import { DOMINICA_TIME_ZONE, formatLongDate } from "./dates";
import type { Language } from "./i18n/languages";
import { type Currency, formatTotal } from "./money";
import { vehicleName } from "./vehicle-name";

/** What every mail about a request says of it. */
export interface RequestSummary {
  reference: string;
  vehicle: { make: string; model: string; year: number };
  company: { name: string };
  startDate: IsoDate;
  endDate: IsoDate;
  totalPrice: number;
  deposit: number;
  /** The renter's language and currency: mails to the renter speak them. */
  language: Language;
  currency: Currency;
}

export interface MailText {
  subject: string;
  text: string;
}

/** Another vehicle of the same company free on the same dates, with its page. */
export interface Alternative {
  name: string;
  url: string;
}

const EXPIRY_TIME_LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const expiryFormats = new Map<Language, Intl.DateTimeFormat>();

/** "November 27, 2026 at 10:00 AM" in Dominica's time, where renter and company both are. */
export function formatDominicaTime(at: Date, language: Language): string {
  let format = expiryFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(EXPIRY_TIME_LOCALES[language], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: DOMINICA_TIME_ZONE,
    });
    expiryFormats.set(language, format);
  }
  return format.format(at);
}

const words = {
  en: {
    period: (r: RequestSummary) => `${formatLongDate(r.startDate, "en")} to ${formatLongDate(r.endDate, "en")}`,
    details: (r: RequestSummary) => [
      `Reference: ${r.reference}`,
      `Vehicle: ${vehicleName(r.vehicle, { withYear: true })}`,
      `Company: ${r.company.name}`,
      `Dates: ${words.en.period(r)}`,
      `Total: ${formatTotal(r.totalPrice, { currency: r.currency, language: "en" })}`,
      `Deposit: ${formatTotal(r.deposit, { currency: r.currency, language: "en" })}`,
    ],
    follow: (url: string | null) =>
      url ? `Follow your request, or withdraw it, here: ${url}` : "Your request's page is at the link in your receipt.",
    alternatives: (list: Alternative[]) =>
      list.length === 0
        ? []
        : ["", "Free on your dates at the same company:", ...list.map((a) => `- ${a.name}: ${a.url}`)],
  },
  fr: {
    period: (r: RequestSummary) => `du ${formatLongDate(r.startDate, "fr")} au ${formatLongDate(r.endDate, "fr")}`,
    details: (r: RequestSummary) => [
      `Référence : ${r.reference}`,
      `Véhicule : ${vehicleName(r.vehicle, { withYear: true })}`,
      `Loueur : ${r.company.name}`,
      `Dates : ${words.fr.period(r)}`,
      `Total : ${formatTotal(r.totalPrice, { currency: r.currency, language: "fr" })}`,
      `Caution : ${formatTotal(r.deposit, { currency: r.currency, language: "fr" })}`,
    ],
    follow: (url: string | null) =>
      url ? `Suivez votre demande, ou retirez-la, ici : ${url}` : "La page de votre demande est au lien de votre reçu.",
    alternatives: (list: Alternative[]) =>
      list.length === 0
        ? []
        : ["", "Libres à vos dates chez le même loueur :", ...list.map((a) => `- ${a.name} : ${a.url}`)],
  },
};

const lines = (...parts: (string | string[])[]) => parts.flat().join("\n");

/** To the renter, when the request is recorded: what was sent, the link to follow it, until when it waits. */
export function requestReceiptMail(r: RequestSummary, statusUrl: string, expiresAt: Date): MailText {
  if (r.language === "fr") {
    return {
      subject: `Demande ${r.reference} envoyée à ${r.company.name}`,
      text: lines(
        "Bonjour,",
        "",
        `Votre demande a été transmise à ${r.company.name}. Le loueur l'accepte ou la refuse ; sans réponse avant le ${formatDominicaTime(expiresAt, "fr")} (heure de la Dominique), elle expire.`,
        "",
        words.fr.details(r),
        "",
        words.fr.follow(statusUrl),
      ),
    };
  }
  return {
    subject: `Request ${r.reference} sent to ${r.company.name}`,
    text: lines(
      "Hello,",
      "",
      `Your request has been sent to ${r.company.name}. The company approves or declines it; without an answer by ${formatDominicaTime(expiresAt, "en")} (Dominica time) it expires.`,
      "",
      words.en.details(r),
      "",
      words.en.follow(statusUrl),
    ),
  };
}

/** To the renter, when the company decided: confirmed, or declined with other vehicles free on those dates. */
export function requestDecisionMail(
  r: RequestSummary,
  decision: "confirmed" | "rejected",
  /** Only the receipt knows the link's secret; later mails point to it (null). */
  statusUrl: string | null,
  companyMessage: string | null,
  alternatives: Alternative[],
): MailText {
  const confirmed = decision === "confirmed";
  if (r.language === "fr") {
    return {
      subject: confirmed ? `Demande ${r.reference} confirmée` : `Demande ${r.reference} refusée`,
      text: lines(
        "Bonjour,",
        "",
        confirmed
          ? `${r.company.name} a confirmé votre location.`
          : `${r.company.name} ne peut pas accepter votre demande.`,
        companyMessage ? ["", `Message du loueur : ${companyMessage}`] : [],
        "",
        words.fr.details(r),
        confirmed ? [] : words.fr.alternatives(alternatives),
        "",
        words.fr.follow(statusUrl),
      ),
    };
  }
  return {
    subject: confirmed ? `Request ${r.reference} confirmed` : `Request ${r.reference} declined`,
    text: lines(
      "Hello,",
      "",
      confirmed ? `${r.company.name} has confirmed your rental.` : `${r.company.name} cannot accept your request.`,
      companyMessage ? ["", `Message from the company: ${companyMessage}`] : [],
      "",
      words.en.details(r),
      confirmed ? [] : words.en.alternatives(alternatives),
      "",
      words.en.follow(statusUrl),
    ),
  };
}

/** To the renter, when nobody answered in time. */
export function requestExpiredMail(r: RequestSummary, statusUrl: string | null, alternatives: Alternative[]): MailText {
  if (r.language === "fr") {
    return {
      subject: `Demande ${r.reference} expirée`,
      text: lines(
        "Bonjour,",
        "",
        `${r.company.name} n'a pas répondu à temps : votre demande a expiré et rien ne vous est réservé.`,
        "",
        words.fr.details(r),
        words.fr.alternatives(alternatives),
        "",
        words.fr.follow(statusUrl),
      ),
    };
  }
  return {
    subject: `Request ${r.reference} expired`,
    text: lines(
      "Hello,",
      "",
      `${r.company.name} did not answer in time: your request has expired and nothing is held for you.`,
      "",
      words.en.details(r),
      words.en.alternatives(alternatives),
      "",
      words.en.follow(statusUrl),
    ),
  };
}

/**
 * To the company (its contact email), in English as its dashboard is: a new request, or one the
 * renter withdrew. The renter's details are in the dashboard, not in a mail that may be forwarded.
 */
export function companyRequestMail(r: RequestSummary, event: "new" | "cancelled", inboxUrl: string): MailText {
  const name = vehicleName(r.vehicle, { withYear: true });
  const subject =
    event === "new" ? `New request ${r.reference}: ${name}` : `Request ${r.reference} withdrawn by the renter`;
  return {
    subject,
    text: lines(
      "Hello,",
      "",
      event === "new"
        ? `A renter asks for the ${name} from ${formatLongDate(r.startDate)} to ${formatLongDate(r.endDate)}. Approve or decline it in your bookings: ${inboxUrl}`
        : `The renter withdrew request ${r.reference} for the ${name}; those dates are free again.`,
      "",
      `Reference: ${r.reference}`,
      `Total: ${formatTotal(r.totalPrice)}`,
    ),
  };
}
