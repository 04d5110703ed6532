import { describe, expect, it } from "vitest";
import {
  companyApprovedMail,
  companyRegisteredMail,
  companyRejectedMail,
  companyWaitingMail,
} from "../../src/domain/account-mails";
import type { Language } from "../../src/domain/i18n/languages";

const company = (language: Language) => ({
  name: "Layou Valley Cars",
  language,
  contactFullName: "Marie Laurent",
  contactEmail: "marie@layou.dm",
  phone: "+17674401234",
});
const DASHBOARD = "https://rent.example.dm/company/dashboard";
const LANDING = "https://rent.example.dm/companies/7";

describe("the mails about a company's account, in the company's language", () => {
  it.each<[string, Language, () => { subject: string; text: string }, string, string[]]>([
    [
      "welcome",
      "en",
      () => companyRegisteredMail(company("en"), DASHBOARD),
      "Layou Valley Cars: your registration awaits approval",
      ["An admin checks every new company", "- your vehicles, each with photos;", DASHBOARD],
    ],
    [
      "welcome",
      "fr",
      () => companyRegisteredMail(company("fr"), DASHBOARD),
      "Layou Valley Cars : votre inscription attend la validation",
      ["Un administrateur vérifie chaque nouvelle société", "- vos véhicules, chacun avec ses photos ;", DASHBOARD],
    ],
    [
      "approval",
      "en",
      () => companyApprovedMail(company("en"), DASHBOARD, LANDING),
      "Layou Valley Cars is approved",
      [`Your page: ${LANDING}`, `Your dashboard: ${DASHBOARD}`],
    ],
    [
      "approval",
      "fr",
      () => companyApprovedMail(company("fr"), DASHBOARD, LANDING),
      "Layou Valley Cars est validée",
      [`Votre page : ${LANDING}`, `Votre tableau de bord : ${DASHBOARD}`],
    ],
    [
      "rejection",
      "en",
      () => companyRejectedMail(company("en"), "No trade licence\nSend it to us."),
      "Layou Valley Cars was not approved",
      ["for this reason:\n\n> No trade licence\n> Send it to us.\n", "Contact the marketplace team"],
    ],
    [
      "rejection",
      "fr",
      () => companyRejectedMail(company("fr"), "Licence manquante"),
      "Layou Valley Cars n'a pas été validée",
      ["pour la raison suivante :\n\n> Licence manquante\n", "Contactez l'équipe"],
    ],
    [
      "notice to the admins (always English)",
      "fr",
      () => companyWaitingMail(company("fr"), "https://rent.example.dm/admin/companies"),
      "New company waiting for approval: Layou Valley Cars",
      ["Contact: Marie Laurent, marie@layou.dm, +17674401234", "https://rent.example.dm/admin/companies"],
    ],
  ])("%s (%s)", (_name, _language, write, subject, parts) => {
    const mail = write();
    expect(mail.subject).toBe(subject);
    for (const part of parts) expect(mail.text).toContain(part);
  });
});
