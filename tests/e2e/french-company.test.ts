import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { describeInBrowser, loginThroughUi, screenshot } from "./browser";
import { demoLogin } from "./constants";
import { englishTextOn } from "./english-text";

/** The French of an English key, as the translations have it: the test reads what the screens show. */
function french(key: string, values?: Record<string, string | number>): string {
  const text = fr[key] ?? fr[`${key}_other`];
  if (!text) throw new Error(`no French for "${key}"`);
  return english(text, values);
}

const COMPANY = "company1";

/**
 * English on purpose: the demo company's username in the navbar (what it typed when it signed
 * up). Makes, models and company names are marked translate="no" by the screens themselves.
 */
const ALLOW = [COMPANY];

const noEnglish = async (page: Page) => expect(await englishTextOn(page, { allow: ALLOW })).toEqual([]);

async function signInInFrench(page: Page) {
  const { username, password } = demoLogin(COMPANY);
  await loginThroughUi(page, username, password);
  await page.goto("/company/dashboard?lang=fr");
  await page.getByRole("heading", { level: 1, name: french("Company Dashboard") }).waitFor();
}

/** The first active vehicle's card of the demo fleet. */
const firstCard = (page: Page): Locator =>
  page
    .getByRole("region", { name: french("Active Vehicles") })
    .locator('[data-testid^="vehicle-card-"]')
    .first();

describeInBrowser("the company's screens in French (issue 23)", (session) => {
  it("shows the dashboard, its dialogs, the calendar, calendar sync, the profile and the inbox in French", async () => {
    const page = await session.newPage();
    await signInInFrench(page);

    // Dashboard: the fleet calendar, calendar sync, the vehicle cards and the inbox.
    await page.getByRole("grid").waitFor();
    await page.locator('[data-status="documents-expired"]').first().waitFor();
    await page.getByRole("heading", { level: 2, name: french("Fleet Availability Calendar") }).waitFor();
    await page.getByRole("heading", { level: 2, name: french("Calendar Sync") }).waitFor();
    await page.getByRole("heading", { level: 2, name: french("Vehicle Bookings") }).waitFor();
    await firstCard(page).getByText(french("Deposit")).waitFor();
    await noEnglish(page);

    // Add a vehicle: French labels, and the validation messages in French (families too).
    await page.getByRole("button", { name: french("Add Vehicle") }).click();
    const dialog = page.getByRole("dialog", { name: french("Add New Vehicle") });
    await dialog.getByLabel(french("Make"), { exact: true }).waitFor();
    await dialog.getByLabel(french("Doors"), { exact: true }).fill("9");
    await dialog.getByLabel(french("Daily Price ({{currency}})", { currency: "US$" }), { exact: true }).fill("-1");
    await dialog.getByRole("button", { name: french("Save Vehicle") }).click();
    await dialog.getByText(french("Make is required"), { exact: true }).waitFor();
    await dialog.getByText(french("Insurance expiry date is required"), { exact: true }).waitFor();
    const doors = french("{{label}} must be between {{min}} and {{max}}", { label: french("Doors"), min: 2, max: 5 });
    await dialog.getByText(doors, { exact: true }).waitFor();
    const price = french("{{label}} must be greater than 0", { label: french("Daily price") });
    await dialog.getByText(price, { exact: true }).waitFor();
    await dialog
      .getByText(french("Failed to save vehicle. Please check all fields are filled correctly."), { exact: true })
      .waitFor();
    await noEnglish(page);
    await dialog.getByRole("button", { name: french("Cancel") }).click();
    await dialog.waitFor({ state: "detached" });

    // Delete Permanently, cancelled.
    await firstCard(page)
      .getByRole("button", { name: new RegExp(`^${french("Delete Permanently")}`, "i") })
      .click();
    const confirm = page.getByRole("alertdialog", { name: french("Delete Permanently") });
    await confirm.waitFor();
    await noEnglish(page);
    await confirm.getByRole("button", { name: french("Cancel") }).click();
    await confirm.waitFor({ state: "detached" });

    // Manage Unavailability Periods: the list, the reasons, and a period ending before it starts.
    await firstCard(page)
      .getByRole("button", { name: /^Gérer les indisponibilités/ })
      .click();
    const manage = page.getByRole("dialog", { name: new RegExp(french("Manage Unavailability Periods")) });
    await manage.getByRole("heading", { name: french("Current periods") }).waitFor();
    await manage.getByLabel(french("Reason"), { exact: true }).click();
    await page.getByRole("option", { name: french("Scheduled Maintenance") }).waitFor();
    await noEnglish(page);
    await page.keyboard.press("Escape");
    const today = todayInDominica();
    await manage.getByLabel(french("Start Date"), { exact: true }).fill(addDays(today, 5));
    await manage.getByLabel(french("End Date"), { exact: true }).fill(addDays(today, 2));
    await manage.getByRole("button", { name: french("Add Period") }).click();
    await manage.getByText(french("End date must be after start date"), { exact: true }).waitFor();
    await noEnglish(page);
    await page.keyboard.press("Escape");
    await manage.waitFor({ state: "detached" });

    // Calendar sync: an address that is not one is refused in French, before any request.
    const sync = page.getByRole("form", { name: french("Add an external calendar") });
    await sync.getByLabel(french("Calendar URL (iCal)")).fill("pas une adresse");
    await sync.getByRole("button", { name: french("Add calendar") }).click();
    await sync
      .getByText(french("Enter the calendar's full address, starting with https://"), { exact: true })
      .waitFor();
    await noEnglish(page);

    // The profile: the landing page link, the calendar feeds and the form, with a validation message.
    await page.goto("/company/profile");
    await page.getByRole("heading", { level: 1, name: french("Company Profile") }).waitFor();
    await page.getByRole("heading", { name: french("Calendar Feeds") }).waitFor();
    await page.getByText(french("Whole fleet"), { exact: true }).waitFor();
    // The company's rules, each card loaded: places and fees, extras, seasons, drivers and cancellation.
    for (const save of [
      "Save Availability Rules",
      "Save Places and Fees",
      "Save Extras",
      "Save Seasons",
      "Save Drivers and Cancellation",
    ]) {
      await page.getByRole("button", { name: french(save) }).waitFor();
    }
    await noEnglish(page);
    await screenshot(page, "french-company-profile-rules", { fullPage: true });
    await page.getByLabel(french("Contact Full Name"), { exact: true }).fill("");
    await page.getByRole("button", { name: french("Update Profile") }).click();
    await page.getByText(french("Contact name is required"), { exact: true }).waitFor();
    await noEnglish(page);

    // The bookings page: the company's inbox and its own bookings.
    await page.goto("/bookings");
    await page.getByRole("heading", { level: 2, name: french("Vehicle Bookings") }).waitFor();
    await page.getByRole("tablist", { name: french("Show bookings") }).waitFor();
    await noEnglish(page);
  });

  it("fits the French dashboard, profile and bookings on a 375 px phone", async () => {
    const page = await session.newPage({ mobile: true });
    await signInInFrench(page);
    await page.getByRole("grid").waitFor();
    await firstCard(page).getByText(french("Deposit")).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await noEnglish(page);
    await screenshot(page, "french-company-dashboard-375");

    await page.getByRole("button", { name: french("Add Vehicle") }).click();
    await page.getByRole("dialog", { name: french("Add New Vehicle") }).waitFor();
    await screenshot(page, "french-company-vehicle-dialog-375");
    await page.keyboard.press("Escape");

    await page.goto("/company/profile");
    await page.getByRole("heading", { level: 1, name: french("Company Profile") }).waitFor();
    await page.getByText(french("Whole fleet"), { exact: true }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await noEnglish(page);
    await screenshot(page, "french-company-profile-375");

    await page.goto("/bookings");
    await page.getByRole("heading", { level: 2, name: french("Vehicle Bookings") }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "french-company-bookings-375");
  });
});
