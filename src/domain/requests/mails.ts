import { type CancellationPolicy, cancellationPolicySentence } from "../cancellation-policy";
import type { StoredRenter } from "../contracts/requests/visitor-request-schema";
import type { IsoDate } from "../dates";
import { DOMINICA_TIME_ZONE, formatLongDate } from "../dates";
import type { DriverTerms } from "../driver-terms";
import type { Language } from "../i18n/languages";
import { english, type Translate } from "../i18n/translate";
import { type Currency, formatMoney, formatTotal } from "../money";
import { displayPhone } from "../phone-numbers";
import { type PriceLine, priceLineLabel, quoteAsShown } from "../pricing";
import { chosenPlaceName } from "../rental-places";
import { vehicleName } from "../vehicle-name";
import { requestFollowUpMessage, whatsAppLink } from "../whatsapp";
import { type MailLine, type MailText, renderMail } from "./mail-body";

export type { MailText } from "./mail-body";

import type { PaymentMoment, PaymentTerms, PaymentWay } from "./payments";

/** What every mail about a request says of it. */
export interface RequestSummary {
  reference: string;
  vehicle: { make: string; model: string; year: number };
  /** How to reach the company on the day: its phone (E.164), address lines and map pin's link, when known. */
  company: { name: string; phone?: string; address?: string[]; mapUrl?: string | null };
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
  /** The form as kept: the renter's name, places and times (null for an account's booking without one). */
  renter?: StoredRenter | null;
  /** How and when the company is paid; the confirmation states it. */
  paymentTerms?: PaymentTerms | null;
}

/**
 * The total as the renter's screens showed it: the company's exact figure, and the renter's
 * currency's as the sum of the converted lines (`quoteAsShown`), which is what the form said.
 */
function requestTotal(r: RequestSummary, language: Language): string {
  const shown = r.priceLines?.length
    ? quoteAsShown({ lines: r.priceLines, currency: r.priceCurrency }, r.currency).total
    : undefined;
  return formatTotal(r.totalPrice, { from: r.priceCurrency, currency: r.currency, language, shown });
}

/** Each line of the price as the form showed it, "4 days at the daily rate: EC$594.00 (US$220.00)". */
function priceItems(r: RequestSummary, t: Translate | undefined): MailLine[] {
  if (!r.priceLines?.length) return [];
  const { priceCurrency: from, currency, language } = r;
  const shown = quoteAsShown({ lines: r.priceLines, currency: from }, currency).lines;
  const money = (amount: number) => formatMoney(amount, { from, currency, language });
  return shown.map((line) => ({
    item: `${priceLineLabel(line, t, t && money)}${language === "fr" ? " : " : ": "}${formatTotal(line.amount, { from, currency, language, shown: line.shown })}`,
  }));
}

const deposit = (r: RequestSummary, language: Language) =>
  formatTotal(r.deposit, { from: r.priceCurrency, currency: r.currency, language });

/** Another vehicle of the same company free on the same dates, what it would cost then, and its page. */
export interface Alternative {
  vehicle: { id: number; make: string; model: string; year: number };
  totalPrice: number;
  /** Its quote's lines: the renter's figure is their sum, as on the vehicle page. */
  priceLines: PriceLine[];
  priceCurrency: Currency;
  url: string;
}

/** An alternative's price for these dates as its page shows it to the renter (docs/product-rules.md, "Currency rule"). */
const alternativePrice = (a: Alternative, r: RequestSummary, language: Language) =>
  formatTotal(a.totalPrice, {
    from: a.priceCurrency,
    currency: r.currency,
    language,
    shown: quoteAsShown({ lines: a.priceLines, currency: a.priceCurrency }, r.currency).total,
  });

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
 * A company's own words in a mail: under a line naming it, each of their lines quoted, so that none
 * of them can pass for a line of the site's own (a reference, a link, "Total: …").
 */
const quoted = (heading: string, text: string): MailLine[] => [
  "",
  heading,
  ...text.split(/\r\n|\r|\n/).map((line) => ({ quote: line })),
];

/** The receipt's policy: the company's own text quoted as its words, any other said by the site. */
const cancellationLines = (
  r: RequestSummary,
  language: Language,
  heading: string,
  label: string,
  noCharge: string,
): MailLine[] => {
  const policy = r.cancellationPolicy;
  if (!policy) return [];
  if (policy.cancellation === "own_text") return [...quoted(heading, policy.cancellationText ?? ""), noCharge];
  return ["", `${label}${cancellationPolicySentence(policy, language)} ${noCharge}`];
};

/** Where and when the rental starts and ends, as the form chose them; none for a booking without the form. */
export interface RentalMoment {
  kind: "pickup" | "return";
  date: IsoDate;
  /** "14:30", Dominica's time; absent when the renter gave none. */
  time?: string;
  /** The place's name in the renter's language. */
  place: string;
}

/** The pick-up and the return, in `t`'s language; none when the request kept no places. */
export function rentalMoments(r: RequestSummary, t: Translate = english): RentalMoment[] {
  const renter = r.renter;
  if (!renter?.pickupLocation || !renter.dropoffLocation) return [];
  return [
    {
      kind: "pickup",
      date: r.startDate,
      time: renter.pickupTime,
      place: t(chosenPlaceName(renter.pickupLocation, renter.pickupPlace)),
    },
    {
      kind: "return",
      date: r.endDate,
      time: renter.dropoffTime,
      place: t(chosenPlaceName(renter.dropoffLocation, renter.dropoffPlace)),
    },
  ];
}

/** A calendar event's title and notes for a pick-up or a return, in the renter's language. */
export function rentalMomentEvent(r: RequestSummary, m: RentalMoment): { summary: string; description: string } {
  const vehicle = `${vehicleName(r.vehicle)} (${r.company.name})`;
  const phone = r.company.phone ? displayPhone(r.company.phone) : null;
  if (r.language === "fr") {
    return {
      summary: `${m.kind === "pickup" ? "Prise en charge" : "Restitution"} : ${vehicle}`,
      description: [`Référence : ${r.reference}`, ...(phone ? [`Téléphone du loueur : ${phone}`] : [])].join("\n"),
    };
  }
  return {
    summary: `${m.kind === "pickup" ? "Pick-up" : "Return"}: ${vehicle}`,
    description: [`Reference: ${r.reference}`, ...(phone ? [`Company phone: ${phone}`] : [])].join("\n"),
  };
}

/** The WhatsApp chat with the company, the reference typed in: the renter's, never sent by the site. */
const companyWhatsApp = (r: RequestSummary) =>
  r.company.phone ? whatsAppLink(r.company.phone, requestFollowUpMessage(r)) : null;

const words = {
  en: {
    period: (r: RequestSummary) => `${formatLongDate(r.startDate, "en")} to ${formatLongDate(r.endDate, "en")}`,
    moment: (m: RentalMoment) =>
      `${m.kind === "pickup" ? "Pick-up" : "Return"}: ${m.place}, ${formatLongDate(m.date, "en")}${m.time ? ` at ${m.time}` : ""}`,
    details: (r: RequestSummary, t?: Translate, withLines = false): MailLine[] => [
      `Reference: ${r.reference}`,
      `Vehicle: ${vehicleName(r.vehicle, { withYear: true })}`,
      `Company: ${r.company.name}`,
      `Dates: ${words.en.period(r)}`,
      ...rentalMoments(r, t).map(words.en.moment),
      ...(withLines ? priceItems(r, t) : []),
      `Total: ${requestTotal(r, "en")}`,
      `Deposit: ${deposit(r, "en")}`,
    ],
    follow: (url: string | null): MailLine =>
      url
        ? { text: "Follow your request, or withdraw it, here:", url }
        : "Your request's page is at the link in your receipt.",
    alternatives: (r: RequestSummary, list: Alternative[]): MailLine[] =>
      list.length === 0
        ? []
        : [
            "",
            "Free on your dates at the same company:",
            ...list.map((a) => ({
              item: {
                text: `${vehicleName(a.vehicle, { withYear: true })}, ${alternativePrice(a, r, "en")} for these dates:`,
                url: a.url,
              },
            })),
          ],
    signUp: (url: string | null): MailLine[] =>
      url
        ? [
            "",
            {
              text: "Keep your requests in one place: create an account, or log in to yours, and this request joins it:",
              url,
            },
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
    deposit: (r: RequestSummary): MailLine[] =>
      r.deposit > 0 ? ["", `The deposit is ${deposit(r, "en")}: ${r.company.name} will tell you how to pay it.`] : [],
    contact: (r: RequestSummary): MailLine[] => {
      const whatsApp = companyWhatsApp(r);
      return [
        "",
        `How to reach ${r.company.name} on the day:`,
        ...(r.company.phone ? [`Phone: ${displayPhone(r.company.phone)}`] : []),
        ...(whatsApp ? [{ text: "WhatsApp:", url: whatsApp }] : []),
        ...(r.company.address?.length ? [`Address: ${r.company.address.join(", ")}`] : []),
        ...(r.company.mapUrl ? [{ text: "Map:", url: r.company.mapUrl }] : []),
      ];
    },
    calendar: "The attached calendar file holds the pick-up and the return.",
  },
  fr: {
    period: (r: RequestSummary) => `du ${formatLongDate(r.startDate, "fr")} au ${formatLongDate(r.endDate, "fr")}`,
    moment: (m: RentalMoment) =>
      `${m.kind === "pickup" ? "Prise en charge" : "Restitution"} : ${m.place}, le ${formatLongDate(m.date, "fr")}${m.time ? ` à ${m.time}` : ""}`,
    details: (r: RequestSummary, t?: Translate, withLines = false): MailLine[] => [
      `Référence : ${r.reference}`,
      `Véhicule : ${vehicleName(r.vehicle, { withYear: true })}`,
      `Loueur : ${r.company.name}`,
      `Dates : ${words.fr.period(r)}`,
      ...rentalMoments(r, t).map(words.fr.moment),
      ...(withLines ? priceItems(r, t) : []),
      `Total : ${requestTotal(r, "fr")}`,
      `Caution : ${deposit(r, "fr")}`,
    ],
    follow: (url: string | null): MailLine =>
      url
        ? { text: "Suivez votre demande, ou retirez-la, ici :", url }
        : "La page de votre demande est au lien de votre reçu.",
    alternatives: (r: RequestSummary, list: Alternative[]): MailLine[] =>
      list.length === 0
        ? []
        : [
            "",
            "Libres à vos dates chez le même loueur :",
            ...list.map((a) => ({
              item: {
                text: `${vehicleName(a.vehicle, { withYear: true })}, ${alternativePrice(a, r, "fr")} pour ces dates :`,
                url: a.url,
              },
            })),
          ],
    signUp: (url: string | null): MailLine[] =>
      url
        ? [
            "",
            {
              text: "Gardez vos demandes au même endroit : créez un compte, ou connectez-vous au vôtre, et cette demande y sera :",
              url,
            },
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
    deposit: (r: RequestSummary): MailLine[] =>
      r.deposit > 0
        ? ["", `La caution est de ${deposit(r, "fr")} : ${r.company.name} vous dira comment la régler.`]
        : [],
    contact: (r: RequestSummary): MailLine[] => {
      const whatsApp = companyWhatsApp(r);
      return [
        "",
        `Pour joindre ${r.company.name} le jour venu :`,
        ...(r.company.phone ? [`Téléphone : ${displayPhone(r.company.phone)}`] : []),
        ...(whatsApp ? [{ text: "WhatsApp :", url: whatsApp }] : []),
        ...(r.company.address?.length ? [`Adresse : ${r.company.address.join(", ")}`] : []),
        ...(r.company.mapUrl ? [{ text: "Plan :", url: r.company.mapUrl }] : []),
      ];
    },
    calendar: "Le fichier d'agenda joint contient la prise en charge et la restitution.",
  },
};

/** A pick-up's or a return's line, "Pick-up: Roseau ferry terminal, December 10, 2026 at 14:30", in `language`. */
export const momentLine = (m: RentalMoment, language: Language): string => words[language].moment(m);

/** How to reach the company on the day (phone, WhatsApp, address, map), in `language`. */
export const companyContactLines = (r: RequestSummary, language: Language): MailLine[] => words[language].contact(r);

/** The request's deposit as the renter reads it, their figure first. */
export const depositFigure = (r: RequestSummary, language: Language): string => deposit(r, language);

const PAYMENT_WORDS: Record<
  Language,
  {
    heading: string;
    deposit: string;
    total: string;
    moment: Record<PaymentMoment, string>;
    way: Record<PaymentWay, string>;
    bank: string;
  }
> = {
  en: {
    heading: "How to pay",
    deposit: "Deposit",
    total: "Rental total",
    moment: { confirmation: "due now that the booking is confirmed", "pick-up": "due at pick-up" },
    way: {
      bank_transfer: "Bank transfer",
      payment_link: "Pay online",
      cash: "Cash at pick-up",
      card: "Card at pick-up",
    },
    bank: "Bank details:",
  },
  fr: {
    heading: "Comment payer",
    deposit: "Caution",
    total: "Total de la location",
    moment: {
      confirmation: "à régler dès maintenant, la réservation étant confirmée",
      "pick-up": "à régler à la prise du véhicule",
    },
    way: {
      bank_transfer: "Virement bancaire",
      payment_link: "Paiement en ligne",
      cash: "Espèces à la prise du véhicule",
      card: "Carte à la prise du véhicule",
    },
    bank: "Coordonnées bancaires :",
  },
};

/**
 * The confirmation's "How to pay" (docs/product-rules.md, "Payments"): the amounts due and when,
 * then each way the company takes, its bank details quoted as its own words. Nothing when the
 * company has not stated its terms.
 */
export function paymentLines(r: RequestSummary, language: Language): MailLine[] {
  const terms = r.paymentTerms;
  if (!terms) return [];
  const w = PAYMENT_WORDS[language];
  const colon = language === "fr" ? " :" : ":";
  const amount = (value: number) => formatTotal(value, { from: r.priceCurrency, currency: r.currency, language });
  return [
    "",
    `${w.heading} (${r.company.name})${colon}`,
    ...(r.deposit > 0 ? [{ item: `${w.deposit}${colon} ${amount(r.deposit)}, ${w.moment[terms.depositDue]}` }] : []),
    { item: `${w.total}${colon} ${requestTotal(r, language)}, ${w.moment[terms.restDue]}` },
    ...terms.ways.flatMap((way): MailLine[] => {
      if (way === "payment_link" && terms.paymentLinkUrl) {
        return [{ item: { text: `${w.way[way]}${colon}`, url: terms.paymentLinkUrl } }];
      }
      if (way === "bank_transfer" && terms.bankDetails) {
        return [{ item: w.way[way] }, ...quoted(w.bank, terms.bankDetails).slice(1)];
      }
      return [{ item: w.way[way] }];
    }),
  ];
}

/**
 * To the renter, when the request is recorded: what was sent (places, times and the price's lines
 * included), the link to follow it (the status page, or My Bookings for an account's request), until
 * when it waits, and for a visitor without an account the sign-up link that takes this request along.
 * `t` speaks the renter's language (place names, price lines).
 */
export function requestReceiptMail(
  r: RequestSummary,
  statusUrl: string,
  expiresAt: Date,
  signUpUrl: string | null = null,
  t?: Translate,
): MailText {
  if (r.language === "fr") {
    return renderMail(`Demande ${r.reference} envoyée à ${r.company.name}`, "fr", [
      "Bonjour,",
      "",
      `Votre demande a été transmise à ${r.company.name}. Le loueur l'accepte ou la refuse ; sans réponse avant le ${formatDominicaTime(expiresAt, "fr")} (heure de la Dominique), elle expire.`,
      "",
      ...words.fr.details(r, t, true),
      ...words.fr.cancellation(r),
      "",
      words.fr.follow(statusUrl),
      ...words.fr.signUp(signUpUrl),
    ]);
  }
  return renderMail(`Request ${r.reference} sent to ${r.company.name}`, "en", [
    "Hello,",
    "",
    `Your request has been sent to ${r.company.name}. The company approves or declines it; without an answer by ${formatDominicaTime(expiresAt, "en")} (Dominica time) it expires.`,
    "",
    ...words.en.details(r, t, true),
    ...words.en.cancellation(r),
    "",
    words.en.follow(statusUrl),
    ...words.en.signUp(signUpUrl),
  ]);
}

/**
 * How a decision reaches the renter: "confirmed" or "rejected" by the company, or "taken" — declined
 * on its own because the company approved another request for the same vehicle and days.
 */
export type DecisionMailKind = "confirmed" | "rejected" | "taken";

/**
 * To the renter, when the request was decided: confirmed, with the day-of facts (places and times,
 * the deposit, how to reach the company; the calendar file comes with it), or declined with other
 * vehicles free on those dates.
 */
export function requestDecisionMail(
  r: RequestSummary,
  decision: DecisionMailKind,
  /** A confirmation carries the renter's link; a decline points to the receipt's (null). */
  statusUrl: string | null,
  companyMessage: string | null,
  alternatives: Alternative[],
  t?: Translate,
): MailText {
  const confirmed = decision === "confirmed";
  const name = vehicleName(r.vehicle);
  const w = words[r.language];
  // The company's own terms say how to pay; without them, the deposit and that the company will say how.
  const payment = paymentLines(r, r.language);
  const dayOf = confirmed ? [...(payment.length ? payment : w.deposit(r)), ...w.contact(r), "", w.calendar] : [];
  const body = (outcome: string): MailLine[] => [
    r.language === "fr" ? "Bonjour," : "Hello,",
    "",
    outcome,
    ...(companyMessage ? w.companyWords(r, companyMessage) : []),
    "",
    ...w.details(r, t),
    ...dayOf,
    ...(confirmed ? [] : w.alternatives(r, alternatives)),
    "",
    w.follow(statusUrl),
  ];
  if (r.language === "fr") {
    const outcome = {
      confirmed: `${r.company.name} a confirmé votre location.`,
      rejected: `${r.company.name} ne peut pas accepter votre demande.`,
      taken: `${r.company.name} a loué le ${name} à un autre client sur ces dates : votre demande ne peut pas être acceptée.`,
    };
    return renderMail(
      confirmed ? `Demande ${r.reference} confirmée` : `Demande ${r.reference} refusée`,
      "fr",
      body(outcome[decision]),
    );
  }
  const outcome = {
    confirmed: `${r.company.name} has confirmed your rental.`,
    rejected: `${r.company.name} cannot accept your request.`,
    taken: `${r.company.name} has rented the ${name} to another renter on those dates, so your request cannot be accepted.`,
  };
  return renderMail(
    confirmed ? `Request ${r.reference} confirmed` : `Request ${r.reference} declined`,
    "en",
    body(outcome[decision]),
  );
}

/**
 * To the renter, when the company cancelled the booking (docs/product-rules.md, "Cancellations and
 * no-shows"): its reason quoted as its words, that nothing is charged for it, and the company's
 * vehicles free on those dates.
 */
export function requestCancelledMail(
  r: RequestSummary,
  reason: string,
  alternatives: Alternative[],
  t?: Translate,
): MailText {
  const w = words[r.language];
  const body = (greeting: string, outcome: string): MailLine[] => [
    greeting,
    "",
    outcome,
    ...w.companyWords(r, reason),
    "",
    ...w.details(r, t),
    ...w.alternatives(r, alternatives),
    "",
    w.follow(null),
  ];
  if (r.language === "fr") {
    return renderMail(
      `Réservation ${r.reference} annulée par ${r.company.name}`,
      "fr",
      body(
        "Bonjour,",
        `${r.company.name} a annulé votre réservation. Cette annulation ne vous coûte rien : aucun frais d'annulation ne vous est demandé.`,
      ),
    );
  }
  return renderMail(
    `Booking ${r.reference} cancelled by ${r.company.name}`,
    "en",
    body(
      "Hello,",
      `${r.company.name} has cancelled your booking. This cancellation costs you nothing: no cancellation charge is asked of you.`,
    ),
  );
}

/** To the renter, when nobody answered in time. */
export function requestExpiredMail(
  r: RequestSummary,
  statusUrl: string | null,
  alternatives: Alternative[],
  t?: Translate,
): MailText {
  const w = words[r.language];
  const body = (greeting: string, outcome: string): MailLine[] => [
    greeting,
    "",
    outcome,
    "",
    ...w.details(r, t),
    ...w.alternatives(r, alternatives),
    "",
    w.follow(statusUrl),
  ];
  if (r.language === "fr") {
    return renderMail(
      `Demande ${r.reference} expirée`,
      "fr",
      body(
        "Bonjour,",
        `${r.company.name} n'a pas répondu à temps : votre demande a expiré et rien ne vous est réservé.`,
      ),
    );
  }
  return renderMail(
    `Request ${r.reference} expired`,
    "en",
    body("Hello,", `${r.company.name} did not answer in time: your request has expired and nothing is held for you.`),
  );
}

/**
 * To the company (its contact email), in English as its dashboard is: a new request, or one the
 * renter withdrew, with who asked (the name only: the rest is in the dashboard, not in a mail that
 * may be forwarded), the vehicle, places and times. `inboxUrl` opens the request there (never the
 * renter's status link, whose secret is theirs).
 */
export function companyRequestMail(r: RequestSummary, event: "new" | "cancelled", inboxUrl: string): MailText {
  const name = vehicleName(r.vehicle, { withYear: true });
  const renter = r.renter?.fullName;
  const subject =
    event === "new" ? `New request ${r.reference}: ${name}` : `Request ${r.reference} withdrawn by the renter`;
  return renderMail(subject, "en", [
    "Hello,",
    "",
    event === "new"
      ? `${renter ?? "A renter"} asks for the ${name} from ${formatLongDate(r.startDate)} to ${formatLongDate(r.endDate)}.`
      : `${renter ?? "The renter"} withdrew request ${r.reference} for the ${name}; those dates are free again.`,
    {
      text: event === "new" ? "Approve or decline it in your bookings:" : "See it in your bookings:",
      url: inboxUrl,
    },
    "",
    `Reference: ${r.reference}`,
    ...(renter ? [`Renter: ${renter}`] : []),
    `Vehicle: ${name}`,
    `Dates: ${words.en.period(r)}`,
    ...rentalMoments(r).map(words.en.moment),
    `Total: ${formatTotal(r.totalPrice, { from: r.priceCurrency })}`,
  ]);
}

/** What the agreement says of the driver: the booking's name and the licence the permit is made from. */
export interface AgreementDriver {
  fullName: string;
  license: { licenseNumber: string; licenseCountry: string; licenseExpiry: IsoDate } | null;
  /** The company's rules for drivers, as it states them in its settings. */
  terms: Pick<DriverTerms, "minimumDriverAge" | "minimumLicenseYears" | "youngDriverFee" | "youngDriverUnderAge">;
}

/** The company's driver rules in a sentence each: the youngest driver, the licence's years, the young-driver fee. */
function driverRules(r: RequestSummary, terms: AgreementDriver["terms"]): string[] {
  const fee = (amount: number) =>
    formatTotal(amount, { from: r.priceCurrency, currency: r.currency, language: r.language });
  const years = terms.minimumLicenseYears;
  const young = terms.youngDriverFee !== null && terms.youngDriverUnderAge !== null;
  if (r.language === "fr") {
    return [
      `Conducteur : ${terms.minimumDriverAge} ans au moins${years > 0 ? `, permis obtenu depuis ${years} an${years > 1 ? "s" : ""} au moins` : ""}.`,
      ...(young
        ? [
            `Un conducteur de moins de ${terms.youngDriverUnderAge} ans paie ${fee(terms.youngDriverFee ?? 0)} par jour.`,
          ]
        : []),
    ];
  }
  return [
    `Driver: at least ${terms.minimumDriverAge} years old${years > 0 ? `, a driving license held for at least ${years} year${years > 1 ? "s" : ""}` : ""}.`,
    ...(young ? [`A driver under ${terms.youngDriverUnderAge} pays ${fee(terms.youngDriverFee ?? 0)} a day.`] : []),
  ];
}

const AGREEMENT_WORDS = {
  en: {
    title: (r: RequestSummary) => `Rental agreement ${r.reference}`,
    parties: (r: RequestSummary, d: AgreementDriver) =>
      `Between ${r.company.name} (the company) and ${d.fullName} (the renter).`,
    license: (d: NonNullable<AgreementDriver["license"]>) =>
      `Driving license: ${d.licenseNumber}, issued in ${d.licenseCountry}, valid until ${formatLongDate(d.licenseExpiry, "en")}.`,
    conditions: [
      "The renter confirms that these details are true, that they will drive only with a valid driving license and a Dominica temporary driving permit, and that they will return the vehicle at the place and time above.",
      "The deposit is given back when the vehicle returns in the condition it was handed over in.",
    ],
    sign: "The renter accepts this agreement by typing their full name.",
  },
  fr: {
    title: (r: RequestSummary) => `Contrat de location ${r.reference}`,
    parties: (r: RequestSummary, d: AgreementDriver) =>
      `Entre ${r.company.name} (le loueur) et ${d.fullName} (le locataire).`,
    license: (d: NonNullable<AgreementDriver["license"]>) =>
      `Permis de conduire : ${d.licenseNumber}, délivré par ${d.licenseCountry}, valable jusqu'au ${formatLongDate(d.licenseExpiry, "fr")}.`,
    conditions: [
      "Le locataire confirme l'exactitude de ces informations, qu'il ne conduira qu'avec un permis de conduire valable et un permis temporaire de la Dominique, et qu'il rendra le véhicule au lieu et à l'heure ci-dessus.",
      "La caution est rendue lorsque le véhicule revient dans l'état où il a été remis.",
    ],
    sign: "Le locataire accepte ce contrat en tapant son nom complet.",
  },
};

/**
 * The rental agreement the renter signs at check-in (docs/product-rules.md, "Check-in"), in the
 * renter's language: the parties, what the confirmation states (vehicle, dates, places and times,
 * price lines, total, deposit), the licence, the cancellation policy and how the company is paid.
 * Signed, its text is kept as it was and never written again.
 */
export function rentalAgreement(
  r: RequestSummary,
  driver: AgreementDriver,
  t?: Translate,
): { title: string; text: string } {
  const a = AGREEMENT_WORDS[r.language];
  const w = words[r.language];
  const lines: MailLine[] = [
    a.parties(r, driver),
    "",
    ...w.details(r, t, true),
    ...(driver.license ? [a.license(driver.license)] : []),
    ...driverRules(r, driver.terms),
    ...w.cancellation(r),
    ...paymentLines(r, r.language),
    "",
    ...a.conditions,
    "",
    a.sign,
  ];
  const title = a.title(r);
  return { title, text: renderMail(title, r.language, lines).text };
}
