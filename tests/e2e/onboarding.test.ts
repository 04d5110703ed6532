import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { validVehicleInput } from "../helpers/fixtures";
import {
  accessibilityViolations,
  deleteCompany,
  describeInBrowser,
  loginThroughUi,
  screenshot,
  uniqueName,
} from "./browser";
import { ADMIN } from "./constants";
import { waitForMail } from "./mailbox";

type Language = "en" | "fr";

/** A key's words in `language`, as the screens show them. */
function words(language: Language, key: string, values?: Record<string, string | number>): string {
  const text = language === "en" ? key : (fr[key] ?? fr[`${key}_other`]);
  if (!text) throw new Error(`no French for "${key}"`);
  return english(text, values);
}

/** What the spec's landing page invented, in either language: never on a company's page now. */
const INVENTED = [
  "Monday to Saturday",
  "Du lundi au samedi",
  "Well-kept",
  "bien entretenus",
  "Quick Replies",
  "réponses rapides",
  "is a local car rental company",
  "loueur de voitures local",
];

const noViolations = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

describeInBrowser("a company's guided start (issue 42)", (session) => {
  it.each<[Language, boolean]>([
    ["en", false],
    ["fr", true],
  ])(
    "in %s (phone: %s): registers, reads what happens next, is approved, and its page says only its own facts",
    async (language, mobile) => {
      const t = (key: string, values?: Record<string, string | number>) => words(language, key, values);
      const size = mobile ? "375" : "1280";
      const username = uniqueName(`start${language}`);
      const companyName = `${language === "en" ? "Layou" : "Soufrière"} Valley Cars ${username.slice(-4)}`;
      const email = `${username}@example.com`;

      // The company registers through the form, in its language.
      const company = await session.newPage({ mobile });
      await company.goto(`/auth?lang=${language}`);
      await company.getByRole("tab", { name: t("Register Company") }).click();
      await company.getByLabel(t("Company Username"), { exact: true }).fill(username);
      await company.getByLabel(t("Company Name"), { exact: true }).fill(companyName);
      await company.getByLabel(t("Contact Email"), { exact: true }).fill(email);
      await company.getByLabel(t("Contact Phone"), { exact: true }).fill("7674401234");
      await company.getByLabel(t("Password"), { exact: true }).fill("password123");
      await company.getByRole("button", { name: t("Register Company") }).click();

      // It lands on what happens next, not on the public home.
      await company.waitForURL((url) => url.pathname === "/company/welcome");
      await company.getByRole("heading", { level: 1, name: t("Your company is registered") }).waitFor();
      await company.getByText(t("We will write to {{email}} as soon as an admin has decided.", { email })).waitFor();
      await company.getByRole("link", { name: t("Your vehicles, each with photos") }).waitFor();
      await noViolations(company);
      await screenshot(company, `onboarding-what-next-${language}-${size}`);

      // Its welcome mail, in its language; the admins hear of it too.
      const welcome = await waitForMail({ to: email, subject: companyName });
      expect(welcome.subject).toBe(
        language === "en"
          ? `${companyName}: your registration awaits approval`
          : `${companyName} : votre inscription attend la validation`,
      );
      await waitForMail({ to: "admin@example.com", subject: `New company waiting for approval: ${companyName}` });

      // The Dashboard's checklist: nothing done yet, each step a link to where it is done.
      await company.getByRole("link", { name: t("Go to your dashboard") }).click();
      await company.getByRole("heading", { level: 2, name: t("Get your company ready") }).waitFor();
      await company.getByText(t("{{done}} of {{total}} steps done", { done: 0, total: 6 })).waitFor();
      await company.getByRole("link", { name: t("Add your first vehicle with photos") }).waitFor();
      await noViolations(company);
      await screenshot(company, `onboarding-checklist-${language}-${size}`);
      const { companyId } = (await (await company.request.get("/api/user")).json()) as { companyId: number };

      // The admin sees the badge of companies waiting, and approves this one.
      const admin = await session.newPage({ mobile });
      try {
        await loginThroughUi(admin, ADMIN.username, ADMIN.password);
        await admin.goto(`/admin/companies?lang=${language}`);
        const waiting = ((await (await admin.request.get("/api/admin/approvals")).json()) as { waiting: number })
          .waiting;
        expect(waiting).toBeGreaterThan(0);
        // On a phone the badge rides on the closed menu button; the link inside the menu is hidden.
        const badge = admin.locator('[data-testid="pending-count"]:visible').first();
        await badge.waitFor();
        expect(Number(await badge.locator("[aria-hidden]").textContent())).toBeGreaterThan(0);
        const row = admin.getByTestId(`company-row-${companyId}`);
        await row.getByText(t("Awaiting approval")).waitFor();
        await row.getByRole("button", { name: t("Reject {{name}}", { name: companyName }) }).waitFor();
        await screenshot(admin, `onboarding-admin-badge-${language}-${size}`, { fullPage: false });
        // Rejecting asks for a reason, said beside the field; cancelled here, the company is approved.
        await row.getByRole("button", { name: t("Reject {{name}}", { name: companyName }) }).click();
        const dialog = admin.getByRole("alertdialog", { name: t("Reject {{name}}", { name: companyName }) });
        await dialog.getByRole("button", { name: t("Reject"), exact: true }).click();
        await dialog.getByText(t("Reason is required"), { exact: true }).waitFor();
        await dialog.getByLabel(t("Reason"), { exact: true }).waitFor();
        await noViolations(admin);
        await screenshot(admin, `onboarding-reject-dialog-${language}-${size}`, { fullPage: false });
        await dialog.getByRole("button", { name: t("Cancel") }).click();
        await dialog.waitFor({ state: "detached" });
        await row.getByRole("switch", { name: t("Active: {{name}}", { name: companyName }) }).click();
        await row.getByText(t("Approved")).waitFor();
        const approved = await waitForMail({
          to: email,
          subject: companyName + (language === "en" ? " is approved" : " est validée"),
        });
        expect(approved.links).toContain(`${session.baseURL}/companies/${companyId}`);

        // The company sets its facts: its About text, one place with its hours, a vehicle.
        const profile = await company.request.patch("/api/company/profile", {
          data: {
            name: companyName,
            contactEmail: email,
            phone: "7674401234",
            contactFullName: "Marie Laurent",
            address: "3 River Road",
            cityVillage: "Layou",
            parish: "Saint Joseph",
            description: "Family-run on the west coast since 2011.",
          },
        });
        expect(profile.status(), await profile.text()).toBe(200);
        const places = await company.request.put(`/api/companies/${companyId}/places`, {
          data: {
            places: [{ kind: "town", name: "Layou", fee: 0, opens: "07:30", closes: "16:30", afterHoursFee: 0 }],
            oneWayReturns: true,
          },
        });
        expect(places.status(), await places.text()).toBe(200);
        const vehicle = await company.request.post("/api/vehicles", { data: validVehicleInput({ type: "pickup" }) });
        expect(vehicle.status(), await vehicle.text()).toBe(201);

        // Its page, as a visitor reads it: only what the company said and the product knows.
        const visitor = await session.newPage({ mobile });
        await visitor.goto(`/companies/${companyId}?lang=${language}`);
        await visitor.getByRole("heading", { level: 1, name: companyName }).waitFor();
        await visitor.getByText("Family-run on the west coast since 2011.").waitFor();
        await visitor.getByRole("heading", { name: t("Opening hours") }).waitFor();
        await visitor.getByText("07:30–16:30").waitFor();
        await visitor
          .getByText(language === "en" ? "1 vehicle listed" : "1 véhicule proposé", { exact: true })
          .waitFor();
        const text = (await visitor.locator("body").textContent()) ?? "";
        for (const invented of INVENTED) expect(text).not.toContain(invented);
        await noViolations(visitor);
        await screenshot(visitor, `onboarding-landing-${language}-${size}`);
        await visitor.getByRole("link", { name: t("Back to the marketplace") }).click();
        await visitor.waitForURL((url) => url.pathname === "/");
      } finally {
        await deleteCompany(admin, companyId);
      }
    },
  );
});
