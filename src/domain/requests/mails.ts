import { type CancellationPolicy, cancellationPolicySentence } from "../cancellation-policy";
import type { IsoDate } from "../dates";
import { DOMINICA_TIME_ZONE, formatLongDate } from "../dates";
import type { Language } from "../i18n/languages";
import { type Currency, formatTotal } from "../money";
import { type PriceLine, quoteAsShown } from "../pricing";
import { vehicleName } from "../vehicle-name";

/** What every mail about a request says of it. */
export interface RequestSummary {
  reference: string;
  vehicle: { make: string; model: string; year: number };
  company: { name: string };
  startDate: IsoDate;
  endDate: IsoDate;
  totalPrice: number;
  deposit: number;
  /** The currency of the total and the deposit: the company's. */
  priceCurrency: Currency;
  /** The renter's language and currency: mails to the renter speak them. */
  language: Language;
  currency: Currency;
  /** The cancellation policy the request was sent under; the receipt states it. */
  cancellationPolicy?: CancellationPolicy | null;
  /** How the total was reached (null for requests older than the lines): the renter's figure is their sum. */
  priceLines: PriceLine[] | null;
}

/**
 * The total as the renter's screens showed it: the company's exact figure, and the renter's
 * currency's as the sum of the converted lines (`quoteAsShown`), which is what the form said.
 */
function requestTotal(r: RequestSummary, language: Language): string {
  const shown = r.priceLines?.length
    ? quoteAsShown({ lines: r.priceLines, currency: r.priceCurrency }, r.currency).total
    : undefined;
  return formatTotal(r.totalPrice, { from: r.priceCurrency, currency: r.currency, language, named: true, shown });
}

export interface MailText {
  subject: string;
  text: string;
}

/** Another vehicle of the same company free on the same dates, what it would cost then, and its page. */
export interface Alternative {
  vehicle: { make: string; model: string; year: number };
  totalPrice: number;
  priceCurrency: Currency;
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

/**
 * A company's own words in a mail: under a line naming it, each of their lines behind "> ", so that
 * none of them can pass for a line of the site's own (a reference, a link, "Total: …").
 */
const quoted = (heading: string, text: string) => [
  "",
  heading,
  ...text.split(/\r\n|\r|\n/).map((line) => `> ${line}`.trimEnd()),
];

/** The receipt's policy: the company's own text quoted as its words, any other said by the site. */
const cancellationLines = (r: RequestSummary, language: Language, heading: string, label: string, noCharge: string) => {
  const policy = r.cancellationPolicy;
  if (!policy) return [];
  if (policy.cancellation === "own_text") return [...quoted(heading, policy.cancellationText ?? ""), noCharge];
  return ["", `${label}${cancellationPolicySentence(policy, language)} ${noCharge}`];
};

const words = {
  en: {
    period: (r: RequestSummary) => `${formatLongDate(r.startDate, "en")} to ${formatLongDate(r.endDate, "en")}`,
    details: (r: RequestSummary) => [
      `Reference: ${r.reference}`,
      `Vehicle: ${vehicleName(r.vehicle, { withYear: true })}`,
      `Company: ${r.company.name}`,
      `Dates: ${words.en.period(r)}`,
      `Total: ${requestTotal(r, "en")}`,
      `Deposit: ${formatTotal(r.deposit, { from: r.priceCurrency, currency: r.currency, language: "en", named: true })}`,
    ],
    follow: (url: string | null) =>
      url ? `Follow your request, or withdraw it, here: ${url}` : "Your request's page is at the link in your receipt.",
    alternatives: (r: RequestSummary, list: Alternative[]) =>
      list.length === 0
        ? []
        : [
            "",
            "Free on your dates at the same company:",
            ...list.map(
              (a) =>
                `- ${vehicleName(a.vehicle, { withYear: true })}, ${formatTotal(a.totalPrice, { from: a.priceCurrency, currency: r.currency, language: "en", named: true })} for these dates: ${a.url}`,
            ),
          ],
    signUp: (url: string | null) =>
      url
        ? [
            "",
            `Keep your requests in one place: create an account, or log in to yours, and this request joins it: ${url}`,
          ]
        : [],
    companyWords: (r: RequestSummary, message: string) => quoted(`Message from ${r.company.name}:`, message),
    cancellation: (r: RequestSummary) =>
      cancellationLines(
        r,
        "en",
        `Cancellation policy, as ${r.company.name} writes it:`,
        "Cancellation policy: ",
        "Nothing is charged by this site.",
      ),
  },
  fr: {
    period: (r: RequestSummary) => `du ${formatLongDate(r.startDate, "fr")} au ${formatLongDate(r.endDate, "fr")}`,
    details: (r: RequestSummary) => [
      `Référence : ${r.reference}`,
      `Véhicule : ${vehicleName(r.vehicle, { withYear: true })}`,
      `Loueur : ${r.company.name}`,
      `Dates : ${words.fr.period(r)}`,
      `Total : ${requestTotal(r, "fr")}`,
      `Caution : ${formatTotal(r.deposit, { from: r.priceCurrency, currency: r.currency, language: "fr", named: true })}`,
    ],
    follow: (url: string | null) =>
      url ? `Suivez votre demande, ou retirez-la, ici : ${url}` : "La page de votre demande est au lien de votre reçu.",
    alternatives: (r: RequestSummary, list: Alternative[]) =>
      list.length === 0
        ? []
        : [
            "",
            "Libres à vos dates chez le même loueur :",
            ...list.map(
              (a) =>
                `- ${vehicleName(a.vehicle, { withYear: true })}, ${formatTotal(a.totalPrice, { from: a.priceCurrency, currency: r.currency, language: "fr", named: true })} pour ces dates : ${a.url}`,
            ),
          ],
    signUp: (url: string | null) =>
      url
        ? [
            "",
            `Gardez vos demandes au même endroit : créez un compte, ou connectez-vous au vôtre, et cette demande y sera : ${url}`,
          ]
        : [],
    companyWords: (r: RequestSummary, message: string) => quoted(`Message de ${r.company.name} :`, message),
    cancellation: (r: RequestSummary) =>
      cancellationLines(
        r,
        "fr",
        `Conditions d'annulation, dans les mots de ${r.company.name} :`,
        "Conditions d'annulation : ",
        "Ce site ne prélève rien.",
      ),
  },
};

const lines = (...parts: (string | string[])[]) => parts.flat().join("\n");

/**
 * To the renter, when the request is recorded: what was sent, the link to follow it (the status page,
 * or My Bookings for an account's request), until when it waits, and for a visitor without an
 * account the sign-up link that takes this request along.
 */
export function requestReceiptMail(
  r: RequestSummary,
  statusUrl: string,
  expiresAt: Date,
  signUpUrl: string | null = null,
): MailText {
  if (r.language === "fr") {
    return {
      subject: `Demande ${r.reference} envoyée à ${r.company.name}`,
      text: lines(
        "Bonjour,",
        "",
        `Votre demande a été transmise à ${r.company.name}. Le loueur l'accepte ou la refuse ; sans réponse avant le ${formatDominicaTime(expiresAt, "fr")} (heure de la Dominique), elle expire.`,
        "",
        words.fr.details(r),
        words.fr.cancellation(r),
        "",
        words.fr.follow(statusUrl),
        words.fr.signUp(signUpUrl),
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
      words.en.cancellation(r),
      "",
      words.en.follow(statusUrl),
      words.en.signUp(signUpUrl),
    ),
  };
}

/**
 * How a decision reaches the renter: "confirmed" or "rejected" by the company, or "taken" — declined
 * on its own because the company approved another request for the same vehicle and days.
 */
export type DecisionMailKind = "confirmed" | "rejected" | "taken";

/** To the renter, when the request was decided: confirmed, or declined with other vehicles free on those dates. */
export function requestDecisionMail(
  r: RequestSummary,
  decision: DecisionMailKind,
  /** Only the receipt knows the link's secret; later mails point to it (null). */
  statusUrl: string | null,
  companyMessage: string | null,
  alternatives: Alternative[],
): MailText {
  const confirmed = decision === "confirmed";
  const name = vehicleName(r.vehicle);
  if (r.language === "fr") {
    const outcome = {
      confirmed: `${r.company.name} a confirmé votre location.`,
      rejected: `${r.company.name} ne peut pas accepter votre demande.`,
      taken: `${r.company.name} a loué le ${name} à un autre client sur ces dates : votre demande ne peut pas être acceptée.`,
    };
    return {
      subject: confirmed ? `Demande ${r.reference} confirmée` : `Demande ${r.reference} refusée`,
      text: lines(
        "Bonjour,",
        "",
        outcome[decision],
        companyMessage ? words.fr.companyWords(r, companyMessage) : [],
        "",
        words.fr.details(r),
        confirmed ? [] : words.fr.alternatives(r, alternatives),
        "",
        words.fr.follow(statusUrl),
      ),
    };
  }
  const outcome = {
    confirmed: `${r.company.name} has confirmed your rental.`,
    rejected: `${r.company.name} cannot accept your request.`,
    taken: `${r.company.name} has rented the ${name} to another renter on those dates, so your request cannot be accepted.`,
  };
  return {
    subject: confirmed ? `Request ${r.reference} confirmed` : `Request ${r.reference} declined`,
    text: lines(
      "Hello,",
      "",
      outcome[decision],
      companyMessage ? words.en.companyWords(r, companyMessage) : [],
      "",
      words.en.details(r),
      confirmed ? [] : words.en.alternatives(r, alternatives),
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
        words.fr.alternatives(r, alternatives),
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
      words.en.alternatives(r, alternatives),
      "",
      words.en.follow(statusUrl),
    ),
  };
}

/**
 * To the company (its contact email), in English as its dashboard is: a new request, or one the
 * renter withdrew. The renter's details are in the dashboard, not in a mail that may be forwarded;
 * `inboxUrl` opens the request there (never the renter's status link, whose secret is theirs).
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
        : `The renter withdrew request ${r.reference} for the ${name}; those dates are free again: ${inboxUrl}`,
      "",
      `Reference: ${r.reference}`,
      `Total: ${formatTotal(r.totalPrice, { from: r.priceCurrency, named: true })}`,
    ),
  };
}
