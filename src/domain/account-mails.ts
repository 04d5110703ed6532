import type { Language } from "./i18n/languages";
import { atMost } from "./length-message";
import { type MailLine, type MailText, renderMail } from "./requests/mail-body";

/**
 * The mails about a company's account (docs/product-rules.md, "Accounts"): to the company in the
 * language it registered in when it registers, is approved or is rejected; to the admins, in
 * English, when a company waits for their approval.
 */
export interface CompanyMailSummary {
  name: string;
  language: Language;
}

/** The rejection reason's bounds: said to the company in a mail and on its dashboard. */
export const REJECTION_REASON_MAX = 500;
export const REJECTION_MESSAGES = {
  reasonRequired: "Reason is required",
  reasonTooLong: atMost("Reason", REJECTION_REASON_MAX),
  notPending: "Only an account waiting for approval can be rejected",
} as const;

/** The admin's reason, line by line, quoted: their words, not the site's. */
const quoted = (reason: string): MailLine[] => reason.split("\n").map((line) => ({ quote: line }));

/** What a new company may prepare while it waits: the same list as the "what happens next" page. */
const PREPARE = {
  en: [
    "your profile: address, parish and the currency of your prices;",
    "your pick-up places, their opening hours and fees;",
    "your vehicles, each with photos;",
    "your driver and cancellation terms.",
  ],
  fr: [
    "votre profil : adresse, paroisse et devise de vos prix ;",
    "vos lieux de prise en charge, leurs horaires et leurs frais ;",
    "vos véhicules, chacun avec ses photos ;",
    "vos conditions pour les conducteurs et d'annulation.",
  ],
} as const;

/** To the company when it registers: it waits for an admin, and what it can prepare meanwhile. */
export function companyRegisteredMail(company: CompanyMailSummary, dashboardUrl: string): MailText {
  if (company.language === "fr") {
    return renderMail(`${company.name} : votre inscription attend la validation`, "fr", [
      "Bonjour,",
      "",
      `Merci d'avoir inscrit ${company.name}. Un administrateur vérifie chaque nouvelle société avant qu'elle apparaisse sur la place de marché ; vous recevrez un e-mail dès qu'il aura décidé.`,
      "",
      "En attendant, vous pouvez préparer :",
      ...PREPARE.fr.map((item) => ({ item })),
      "",
      { text: "Votre tableau de bord :", url: dashboardUrl },
    ]);
  }
  return renderMail(`${company.name}: your registration awaits approval`, "en", [
    "Hello,",
    "",
    `Thank you for registering ${company.name}. An admin checks every new company before it is listed on the marketplace; you will get a mail as soon as they have decided.`,
    "",
    "Meanwhile you can prepare:",
    ...PREPARE.en.map((item) => ({ item })),
    "",
    { text: "Your dashboard:", url: dashboardUrl },
  ]);
}

/** To every active admin when a company registers: who it is and where to approve it. */
export function companyWaitingMail(
  company: CompanyMailSummary & { contactFullName: string; contactEmail: string; phone: string },
  approvalUrl: string,
): MailText {
  return renderMail(`New company waiting for approval: ${company.name}`, "en", [
    "Hello,",
    "",
    `${company.name} has registered and waits for your approval.`,
    `Contact: ${company.contactFullName}, ${company.contactEmail}, ${company.phone}`,
    "",
    { text: "Approve or reject it:", url: approvalUrl },
  ]);
}

/** To the company when an admin approves it: it is listed from now on. */
export function companyApprovedMail(company: CompanyMailSummary, dashboardUrl: string, landingUrl: string): MailText {
  if (company.language === "fr") {
    return renderMail(`${company.name} est validée`, "fr", [
      "Bonjour,",
      "",
      `${company.name} est validée : vos véhicules disponibles apparaissent désormais sur la place de marché et les clients peuvent vous envoyer des demandes.`,
      "",
      { text: "Votre page :", url: landingUrl },
      { text: "Votre tableau de bord :", url: dashboardUrl },
    ]);
  }
  return renderMail(`${company.name} is approved`, "en", [
    "Hello,",
    "",
    `${company.name} is approved: your available vehicles are now listed on the marketplace and renters can send you requests.`,
    "",
    { text: "Your page:", url: landingUrl },
    { text: "Your dashboard:", url: dashboardUrl },
  ]);
}

/** To the company when an admin rejects it, with the admin's reason, word for word. */
export function companyRejectedMail(company: CompanyMailSummary, reason: string): MailText {
  if (company.language === "fr") {
    return renderMail(`${company.name} n'a pas été validée`, "fr", [
      "Bonjour,",
      "",
      `Un administrateur n'a pas validé ${company.name}, pour la raison suivante :`,
      "",
      ...quoted(reason),
      "",
      "Contactez l'équipe de la place de marché si vous pouvez y remédier.",
    ]);
  }
  return renderMail(`${company.name} was not approved`, "en", [
    "Hello,",
    "",
    `An admin did not approve ${company.name}, for this reason:`,
    "",
    ...quoted(reason),
    "",
    "Contact the marketplace team if you can put it right.",
  ]);
}
