import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { describeInBrowser, menuButton, screenshot } from "./browser";
import { ADMIN, demoLogin } from "./constants";
import { englishTextOn } from "./english-text";

/** The French of an English key, as the translations have it: the test reads what the screens show. */
function french(key: string, values?: Record<string, string | number>): string {
  const text = fr[key] ?? fr[`${key}_other`];
  if (!text) throw new Error(`no French for "${key}"`);
  return english(text, values);
}

const SITE_NAME = "Dominica Car Rental";
/** A screen's title without data (src/client/lib/site-head.ts, `screenHead`). */
const screenTitle = (key: string) => `${french(key)} | ${SITE_NAME}`;

const DEMO_COMPANY = "Nature Isle Car Rentals";

/**
 * What may stay English on these screens: none of the product's words, only names. Every demo
 * name is marked translate="no" or holds no English word; what other test files create while this
 * one runs (their companies, users and vehicles) is named after them.
 */
const ALLOW: RegExp[] = [];

async function expectFrench(page: Page, screen: string) {
  expect(await englishTextOn(page, { allow: ALLOW }), screen).toEqual([]);
}

/** Logs in through the French form (tests/e2e/browser.ts has the English one). */
async function loginInFrench(page: Page, username: string, password: string) {
  await page.goto("/auth?lang=fr");
  const form = page.locator("form").filter({ has: page.getByLabel(french("Username"), { exact: true }) });
  await form.getByLabel(french("Username"), { exact: true }).fill(username);
  await form.getByLabel(french("Password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: french("Login"), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** The language menu's French link, as a visitor switches after the page has loaded. */
async function switchToFrench(page: Page) {
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
  await page.waitForFunction(() => document.documentElement.lang === "fr");
}

async function demoCompanyId(page: Page): Promise<number> {
  const companies = (await (await page.request.get("/api/companies")).json()) as { id: number; name: string }[];
  const company = companies.find((c) => c.name === DEMO_COMPANY);
  if (!company) throw new Error(`no ${DEMO_COMPANY} in the demo data`);
  return company.id;
}

const ADMIN_TITLES: [string, string][] = [
  ["/admin/dashboard", "Admin Dashboard"],
  ["/admin/companies", "Admin Companies"],
  ["/admin/vehicles", "Admin Vehicles"],
  ["/admin/users", "Manage Users"],
];
const COMPANY_TITLES: [string, string][] = [
  ["/company/dashboard", "Company Dashboard"],
  ["/company/profile", "Company Profile"],
];

describeInBrowser("French everywhere: sign-in, admin screens, every title", (session) => {
  it("signs in and registers in French, wrong password included, and fits 375 px", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/auth?lang=fr");
    await page.getByRole("heading", { name: french("Welcome to CarRental") }).waitFor();
    expect(await page.title()).toBe(screenTitle("Login"));
    await expectFrench(page, "sign-in: login tab");

    const form = page.locator("form").filter({ has: page.getByLabel(french("Username"), { exact: true }) });
    await form.getByLabel(french("Username"), { exact: true }).fill("nobody");
    await form.getByLabel(french("Password"), { exact: true }).fill("wrong-password");
    await form.getByRole("button", { name: french("Login"), exact: true }).click();
    await page.getByText(french("Invalid username or password")).first().waitFor();
    await page.getByText(french("Login failed"), { exact: true }).first().waitFor();
    // The toast, its Close button included.
    await expectFrench(page, "sign-in: wrong password");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "french-sign-in-mobile");

    await page.getByRole("tab", { name: french("Register Company") }).click();
    const register = page.getByRole("tabpanel");
    await register.getByLabel(french("Company Name"), { exact: true }).waitFor();
    await register.getByRole("button", { name: french("Register Company") }).click();
    await register.getByText(french("Username is required")).waitFor();
    await register.getByText(french("Company name is required")).waitFor();
    await expectFrench(page, "sign-in: register tab with its messages");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "french-register-mobile");

    await page.getByRole("link", { name: french("Create a renter account") }).click();
    await page.getByRole("heading", { name: french("Create your renter account") }).waitFor();
    expect(await page.title()).toBe(screenTitle("Create your renter account"));
    await expectFrench(page, "renter sign-up");
  });

  it("walks the admin screens in French: dashboard, companies, users, vehicles", async () => {
    const page = await session.newPage();
    await loginInFrench(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin/dashboard");

    await page.getByRole("heading", { name: french("Registered Companies") }).waitFor();
    await page
      .getByRole("listitem")
      .filter({ hasText: DEMO_COMPANY })
      .getByText(/^Note : /)
      .waitFor();
    expect(await page.title()).toBe(screenTitle("Admin Dashboard"));
    await expectFrench(page, "admin dashboard");
    await screenshot(page, "french-admin-dashboard-desktop");

    await page.goto("/admin/companies");
    const activeTab = page.getByRole("tab", { name: /^Loueurs actifs \(\d+\)$/ });
    await activeTab.waitFor();
    await page
      .getByTestId(/^company-row-/)
      .filter({ hasText: DEMO_COMPANY })
      .waitFor();
    await page.getByRole("switch", { name: french("Active: {{name}}", { name: DEMO_COMPANY }) }).waitFor();
    await expectFrench(page, "admin companies: active tab");
    await page.getByRole("button", { name: french("Delete {{name}}", { name: DEMO_COMPANY }) }).click();
    const dialog = page.getByRole("alertdialog", { name: french("Delete Company Permanently") });
    await dialog.getByText(french("This action is irreversible and cannot be undone.")).waitFor();
    await expectFrench(page, "admin companies: delete dialog");
    await dialog.getByRole("button", { name: french("Cancel") }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: /^Loueurs archivés \(\d+\)$/ }).click();
    await page.getByRole("tabpanel").waitFor();
    await expectFrench(page, "admin companies: archived tab");

    await page.goto("/admin/users");
    await page.getByRole("columnheader", { name: french("Role") }).waitFor();
    await page.getByRole("switch", { name: french("Active: your own account cannot be deactivated") }).waitFor();
    await page.getByLabel(french("Search users")).fill("company1");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await expectFrench(page, "admin users");
    await page.getByLabel(french("Search users")).fill("");

    await page.goto("/admin/vehicles");
    await page.getByRole("columnheader", { name: french("Insurance Expiry") }).waitFor();
    await expectFrench(page, "admin vehicles");
    await page.getByLabel(french("Search vehicles")).fill("RAV4");
    const row = page.locator("tbody tr").filter({ hasText: DEMO_COMPANY });
    await row.waitFor();
    await row.getByRole("button", { name: /^Modifier Toyota RAV4/ }).click();
    await page.getByText(french("1200x800px recommended")).waitFor();
    // A refused edit says why in French, beside the field and in the toast.
    await page.getByLabel(french("Make"), { exact: true }).fill("");
    await page.getByRole("button", { name: /^Enregistrer Toyota RAV4/ }).click();
    await row.getByText(french("Make is required")).waitFor();
    await page.getByLabel(french("Daily price"), { exact: true }).fill("-1");
    await page.getByRole("button", { name: /^Enregistrer Toyota RAV4/ }).click();
    await row
      .getByText(french("{{label}} must be greater than 0", { label: french("Daily price") }), { exact: true })
      .waitFor();
    await expectFrench(page, "admin vehicles: edit row with its messages");
    await screenshot(page, "french-admin-vehicles-editing-desktop");
    await page.getByRole("button", { name: /^Annuler la modification de Toyota RAV4/ }).click();
    await row.getByRole("button", { name: /^Modifier Toyota RAV4/ }).waitFor();
    await row.getByRole("button", { name: /^Supprimer Toyota RAV4/ }).click();
    const deleteVehicle = page.getByRole("alertdialog", { name: french("Delete Permanently") });
    await deleteVehicle.getByText(french("All customer reviews")).waitFor();
    await expectFrench(page, "admin vehicles: delete dialog");
    await deleteVehicle.getByRole("button", { name: french("Cancel") }).click();
    await deleteVehicle.waitFor({ state: "detached" });
  });

  it("fits the French admin companies page into 375 px", async () => {
    const page = await session.newPage({ mobile: true });
    await loginInFrench(page, ADMIN.username, ADMIN.password);
    await page.goto("/admin/companies");
    await page
      .getByTestId(/^company-row-/)
      .first()
      .waitFor();
    await expectFrench(page, "admin companies at 375 px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "french-admin-companies-mobile");
    await menuButton(page, french("Open menu")).click();
    await page.locator("#mobile-menu").waitFor();
    await expectFrench(page, "admin menu at 375 px");
    await screenshot(page, "french-admin-menu-mobile");
  });

  it("titles every page in French as the server writes it (?lang=fr)", async () => {
    const reader = await session.newPage();
    const companyId = await demoCompanyId(reader);
    const expected: [string, string][] = [
      ["/", french("Dominica Car Rental — rent a car from local companies")],
      ["/vehicles", `${french("Available Vehicles")} | ${SITE_NAME}`],
      ["/companies", `${french("Our Car Rental Partners")} | ${SITE_NAME}`],
      [`/companies/${companyId}`, french("{{name}} | Car Rental in Dominica", { name: DEMO_COMPANY })],
      ["/requests/not-a-request", french("This request link is not valid")],
      ["/auth", screenTitle("Login")],
      ["/sign-up", screenTitle("Create your renter account")],
      ["/bookings", screenTitle("My Bookings")],
      ...[...ADMIN_TITLES, ...COMPANY_TITLES].map(([path, key]): [string, string] => [path, screenTitle(key)]),
      ["/no-such-page", french("404 Page Not Found")],
    ];
    // The server's HTML as it arrives, before any script runs.
    const page = await session.newPage({ javaScript: false });
    const titles: [string, string][] = [];
    for (const [path] of expected) {
      await page.goto(`${path}?lang=fr`);
      titles.push([path, await page.title()]);
    }
    expect(titles).toEqual(expected);
  });

  it("titles the admin, company, sign-in and not-found pages in French after a switch of language in the app", async () => {
    const visitor = await session.newPage();
    for (const [path, title] of [
      ["/auth", screenTitle("Login")],
      ["/sign-up", screenTitle("Create your renter account")],
      ["/no-such-page", french("404 Page Not Found")],
    ] as const) {
      await visitor.goto(`${path}?lang=en`);
      await switchToFrench(visitor);
      await expect.poll(() => visitor.title(), { message: path }).toBe(title);
    }

    const admin = await session.newPage();
    await loginInFrench(admin, ADMIN.username, ADMIN.password);
    for (const [path, key] of ADMIN_TITLES) {
      await admin.goto(`${path}?lang=en`);
      await expect.poll(() => admin.title(), { message: path }).toBe(`${key} | ${SITE_NAME}`);
      await switchToFrench(admin);
      await expect.poll(() => admin.title(), { message: path }).toBe(screenTitle(key));
    }

    const company = await session.newPage();
    const { username, password } = demoLogin("company1");
    await loginInFrench(company, username, password);
    for (const [path, key] of COMPANY_TITLES) {
      await company.goto(`${path}?lang=en`);
      await expect.poll(() => company.title(), { message: path }).toBe(`${key} | ${SITE_NAME}`);
      await switchToFrench(company);
      await expect.poll(() => company.title(), { message: path }).toBe(screenTitle(key));
    }
    // Moving through the app keeps the titles French.
    await company
      .getByRole("link", { name: new RegExp(`^${french("Dashboard")}`) })
      .first()
      .click();
    await expect.poll(() => company.title()).toBe(screenTitle("Company Dashboard"));
  });
});
