import { addDays, DOMINICA_TIME_ZONE, formatLongDate, type IsoDate, todayInDominica } from "../dates";
import type { Language } from "../i18n/languages";
import type { Translate } from "../i18n/translate";
import { vehicleName } from "../vehicle-name";
import { type MailLine, type MailText, renderMail } from "./mail-body";
import {
  companyContactLines,
  depositFigure,
  formatDominicaTime,
  momentLine,
  type RequestSummary,
  rentalMoments,
} from "./mails";

/**
 * When the reminders go (docs/product-rules.md, "Reminders"): the renter's on the day before pick-up
 * and the day before return, the company's day plan from this hour of Dominica's morning, and its
 * nudges once a request has waited this long and again this long before it expires.
 */
export const REMINDERS = { dayPlanHour: 6, nudgeAfterHours: 12, nudgeBeforeExpiryHours: 6 } as const;

const HOUR_MS = 3_600_000;

const hourFormat = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  hourCycle: "h23",
  timeZone: DOMINICA_TIME_ZONE,
});

/** The days the reminders look at, at `now`: today and tomorrow in Dominica, and whether the morning's plan is due. */
export function reminderDays(now: Date): { today: IsoDate; tomorrow: IsoDate; dayPlanDue: boolean } {
  const today = todayInDominica(now);
  return {
    today,
    tomorrow: addDays(today, 1),
    dayPlanDue: Number(hourFormat.format(now)) >= REMINDERS.dayPlanHour,
  };
}

/** The moments a company is nudged about a waiting request: after 12 hours, and 6 hours before it expires. */
export type NudgeMoment = "waited" | "expiring";

/** The latest creation time a request may have to be nudged as waited, and the earliest expiry to be nudged as expiring. */
export function nudgeBounds(now: Date): { waitedSince: Date; expiringBefore: Date } {
  return {
    waitedSince: new Date(now.getTime() - REMINDERS.nudgeAfterHours * HOUR_MS),
    expiringBefore: new Date(now.getTime() + REMINDERS.nudgeBeforeExpiryHours * HOUR_MS),
  };
}

const words = {
  en: {
    pickupSubject: (r: RequestSummary) =>
      `Tomorrow: your ${vehicleName(r.vehicle)} with ${r.company.name} (${r.reference})`,
    pickupIntro: (r: RequestSummary) =>
      `Your rental of the ${vehicleName(r.vehicle, { withYear: true })} from ${r.company.name} starts tomorrow, ${formatLongDate(r.startDate, "en")}.`,
    bring: "What to bring:",
    licence: "Your driving licence, and a passport or other photo ID",
    deposit: (figure: string) => `The deposit: ${figure}`,
    permit: (company: string) =>
      `Dominica's temporary driving permit: every visiting driver needs one; bring your licence, and ask ${company} whether it arranges it at pick-up`,
    returnSubject: (r: RequestSummary) => `Tomorrow: return of the ${vehicleName(r.vehicle)} (${r.reference})`,
    returnIntro: (r: RequestSummary) =>
      `Your rental of the ${vehicleName(r.vehicle, { withYear: true })} from ${r.company.name} ends tomorrow, ${formatLongDate(r.endDate, "en")}.`,
    noPlace: (date: IsoDate) => `Date: ${formatLongDate(date, "en")}; ask the company where and when`,
    follow: "Your booking:",
    reference: (r: RequestSummary) => `Reference: ${r.reference}`,
  },
  fr: {
    pickupSubject: (r: RequestSummary) =>
      `Demain : votre ${vehicleName(r.vehicle)} chez ${r.company.name} (${r.reference})`,
    pickupIntro: (r: RequestSummary) =>
      `Votre location du ${vehicleName(r.vehicle, { withYear: true })} chez ${r.company.name} commence demain, le ${formatLongDate(r.startDate, "fr")}.`,
    bring: "À apporter :",
    licence: "Votre permis de conduire, et un passeport ou une autre pièce d'identité avec photo",
    deposit: (figure: string) => `La caution : ${figure}`,
    permit: (company: string) =>
      `Le permis de conduire temporaire de la Dominique : tout conducteur de passage en a besoin ; apportez votre permis et demandez à ${company} s'il s'en charge à la prise en charge`,
    returnSubject: (r: RequestSummary) => `Demain : restitution du ${vehicleName(r.vehicle)} (${r.reference})`,
    returnIntro: (r: RequestSummary) =>
      `Votre location du ${vehicleName(r.vehicle, { withYear: true })} chez ${r.company.name} se termine demain, le ${formatLongDate(r.endDate, "fr")}.`,
    noPlace: (date: IsoDate) => `Date : ${formatLongDate(date, "fr")} ; demandez au loueur où et à quelle heure`,
    follow: "Votre réservation :",
    reference: (r: RequestSummary) => `Référence : ${r.reference}`,
  },
};

/** The pick-up's or the return's line as the form chose it, or the date alone for a booking without places. */
function momentOf(r: RequestSummary, kind: "pickup" | "return", t: Translate | undefined): string {
  const moment = rentalMoments(r, t).find((m) => m.kind === kind);
  const w = words[r.language];
  return moment ? momentLine(moment, r.language) : w.noPlace(kind === "pickup" ? r.startDate : r.endDate);
}

/**
 * To the renter the day before pick-up, in their language: where and when, how to reach the company
 * on the day, and what to bring — the licence, the deposit, Dominica's temporary driving permit.
 */
export function pickupReminderMail(r: RequestSummary, followUrl: string, t?: Translate): MailText {
  const w = words[r.language];
  const bring: MailLine[] = [
    { item: w.licence },
    ...(r.deposit > 0 ? [{ item: w.deposit(depositFigure(r, r.language)) }] : []),
    { item: w.permit(r.company.name) },
  ];
  return renderMail(w.pickupSubject(r), r.language, [
    r.language === "fr" ? "Bonjour," : "Hello,",
    "",
    w.pickupIntro(r),
    "",
    momentOf(r, "pickup", t),
    momentOf(r, "return", t),
    w.reference(r),
    ...companyContactLines(r, r.language),
    "",
    w.bring,
    ...bring,
    "",
    { text: w.follow, url: followUrl },
  ]);
}

/** To the renter the day before return, in their language: where and when the car goes back, and the company's contact. */
export function returnReminderMail(r: RequestSummary, followUrl: string, t?: Translate): MailText {
  const w = words[r.language];
  return renderMail(w.returnSubject(r), r.language, [
    r.language === "fr" ? "Bonjour," : "Hello,",
    "",
    w.returnIntro(r),
    "",
    momentOf(r, "return", t),
    w.reference(r),
    ...companyContactLines(r, r.language),
    "",
    { text: w.follow, url: followUrl },
  ]);
}

/** A pick-up or a return on the company's day plan. */
export interface PlannedMoment {
  reference: string;
  vehicle: RequestSummary["vehicle"];
  renterName: string | null;
  /** "14:30", Dominica's time, when the renter gave one. */
  time: string | null;
  /** The place's name in the company's language, when the form chose one. */
  place: string | null;
}

const planWords = {
  en: {
    subject: (day: IsoDate) => `Today's pick-ups and returns: ${formatLongDate(day, "en")}`,
    intro: (company: string, day: IsoDate) => `${company}'s rentals on ${formatLongDate(day, "en")}, Dominica time:`,
    pickups: "Pick-ups:",
    returns: "Returns:",
    none: "None",
    renter: "renter",
    at: "at",
    inbox: "Your bookings:",
  },
  fr: {
    subject: (day: IsoDate) => `Prises en charge et restitutions du jour : ${formatLongDate(day, "fr")}`,
    intro: (company: string, day: IsoDate) =>
      `Les locations de ${company} le ${formatLongDate(day, "fr")}, heure de la Dominique :`,
    pickups: "Prises en charge :",
    returns: "Restitutions :",
    none: "Aucune",
    renter: "client",
    at: "à",
    inbox: "Vos réservations :",
  },
};

/** "14:30 Toyota RAV4 (2021), Ann Lee, DR-7K3P9, at Douglas-Charles Airport" */
function plannedLine(m: PlannedMoment, language: Language): MailLine {
  const w = planWords[language];
  const parts = [
    `${m.time ? `${m.time} ` : ""}${vehicleName(m.vehicle, { withYear: true })}`,
    m.renterName ?? w.renter,
    m.reference,
    ...(m.place ? [`${w.at} ${m.place}`] : []),
  ];
  return { item: parts.join(", ") };
}

const byTime = (a: PlannedMoment, b: PlannedMoment) =>
  (a.time ?? "99:99").localeCompare(b.time ?? "99:99") || a.reference.localeCompare(b.reference);

/** To the company each morning, in its language: the day's pick-ups and returns, by time. */
export function companyDayPlanMail(
  company: { name: string; language: Language },
  day: IsoDate,
  plan: { pickups: PlannedMoment[]; returns: PlannedMoment[] },
  inboxUrl: string,
): MailText {
  const { language } = company;
  const w = planWords[language];
  const list = (moments: PlannedMoment[]): MailLine[] =>
    moments.length ? [...moments].sort(byTime).map((m) => plannedLine(m, language)) : [{ item: w.none }];
  return renderMail(w.subject(day), language, [
    language === "fr" ? "Bonjour," : "Hello,",
    "",
    w.intro(company.name, day),
    "",
    w.pickups,
    ...list(plan.pickups),
    "",
    w.returns,
    ...list(plan.returns),
    "",
    { text: w.inbox, url: inboxUrl },
  ]);
}

const nudgeWords = {
  en: {
    subject: (moment: NudgeMoment, reference: string) =>
      moment === "waited"
        ? `Request ${reference} has waited ${REMINDERS.nudgeAfterHours} hours for your answer`
        : `Request ${reference} expires in ${REMINDERS.nudgeBeforeExpiryHours} hours`,
    asks: (r: RequestSummary) =>
      `${r.renter?.fullName ?? "A renter"} asks for the ${vehicleName(r.vehicle, { withYear: true })} from ${formatLongDate(r.startDate, "en")} to ${formatLongDate(r.endDate, "en")}.`,
    expires: (at: string) =>
      `Without your answer it expires on ${at} (Dominica time), and the renter is told so and offered your other vehicles.`,
    answer: "Approve or decline it in your bookings:",
  },
  fr: {
    subject: (moment: NudgeMoment, reference: string) =>
      moment === "waited"
        ? `La demande ${reference} attend votre réponse depuis ${REMINDERS.nudgeAfterHours} heures`
        : `La demande ${reference} expire dans ${REMINDERS.nudgeBeforeExpiryHours} heures`,
    asks: (r: RequestSummary) =>
      `${r.renter?.fullName ?? "Un client"} demande le ${vehicleName(r.vehicle, { withYear: true })} du ${formatLongDate(r.startDate, "fr")} au ${formatLongDate(r.endDate, "fr")}.`,
    expires: (at: string) =>
      `Sans réponse de votre part, elle expire le ${at} (heure de la Dominique) ; le client en est averti et se voit proposer vos autres véhicules.`,
    answer: "Acceptez-la ou refusez-la dans vos réservations :",
  },
};

/** To the company, in its language: a request still waiting for its answer. Never the renter's status link. */
export function companyNudgeMail(
  r: RequestSummary,
  moment: NudgeMoment,
  expiresAt: Date,
  language: Language,
  inboxUrl: string,
): MailText {
  const w = nudgeWords[language];
  return renderMail(w.subject(moment, r.reference), language, [
    language === "fr" ? "Bonjour," : "Hello,",
    "",
    w.asks(r),
    w.expires(formatDominicaTime(expiresAt, language)),
    { text: w.answer, url: inboxUrl },
  ]);
}
