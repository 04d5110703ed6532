import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { PublicVehicle } from "../../src/domain/contracts/vehicles";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { formatMoney, formatTotal } from "../../src/domain/money";
import { quoteAsShown, quoteRental } from "../../src/domain/pricing";
import { sendBookNow } from "./booking-dialog";
import { accessibilityViolations, describeInBrowser, screenshot } from "./browser";

/** The French of an English key, as the translations have it: the test reads what the screens show. */
function french(key: string, values?: Record<string, string | number>): string {
  const text = fr[key] ?? fr[`${key}_other`];
  if (!text) throw new Error(`no French for "${key}"`);
  return english(text, values);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const today = todayInDominica();

const DEMO_COMPANY = "Nature Isle Car Rentals";

async function rav4(page: Page): Promise<PublicVehicle> {
  const vehicles = (await (await page.request.get("/api/vehicles?search=RAV4")).json()) as PublicVehicle[];
  // Other browser tests list RAV4s of their own companies.
  const vehicle = vehicles.find((v) => v.model === "RAV4" && v.company.name === DEMO_COMPANY);
  if (!vehicle) throw new Error("the demo fleet has no RAV4");
  return vehicle;
}

/** Fills the Book Now form through its French labels. */
async function fillBookingInFrench(page: Page) {
  const dialog = page.getByRole("dialog");
  const fields: [string, string][] = [
    ["Full Name", "Amélie Visiteuse"],
    ["Email", "amelie@example.fr"],
    ["Phone", "+596 696 12 34 56"],
    ["Nationality", "Française"],
    ["Date of Birth", "1990-04-02"],
    ["Driver's License Number", "FR123456"],
    ["License Class", "B"],
    ["License First Issued", "2010-06-01"],
    ["License Issuing Country", "France"],
    ["Driving Experience (years)", "14"],
  ];
  for (const [label, value] of fields) await dialog.getByLabel(french(label), { exact: true }).fill(value);
}

describeInBrowser("French and EC$ for visitors (issue 12)", (session) => {
  it("switches Home to French, searches, books in French with EC$ and sends an English message", async () => {
    const page = await session.newPage();
    await page.goto("/");
    expect(await htmlLang(page)).toBe("en");
    await page.getByRole("heading", { name: "Premium Car Rentals in Dominica" }).waitFor();

    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await page.getByRole("heading", { name: french("Premium Car Rentals in Dominica") }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(new URL(page.url()).searchParams.get("lang")).toBe("fr");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "i18n-home-fr-desktop");

    // Search the vehicles in French, then read the prices in EC$.
    await page
      .getByRole("link", { name: french("Browse Vehicles") })
      .first()
      .click();
    await page.getByRole("heading", { name: french("Available Vehicles") }).waitFor();
    await page.getByLabel(french("Search")).fill("RAV4");
    // The search applies after a pause in typing: until then the other cards stay, and dim when it
    // starts (the contrast check below would measure them mid-fade).
    await page.waitForFunction(() =>
      [...document.querySelectorAll("article")].every((card) => card.getAttribute("aria-label")?.includes("RAV4")),
    );
    const card = page.getByRole("article", { name: "Toyota RAV4" }).filter({ hasText: DEMO_COMPANY });
    await card.waitFor();
    const vehicle = await rav4(page);
    await card
      .getByText(formatMoney(vehicle.dailyPrice, { language: "fr" }))
      .first()
      .waitFor();
    await page
      .getByRole("navigation", { name: french("Currency") })
      .getByRole("link", { name: "EC$" })
      .click();
    await card
      .getByText(formatMoney(vehicle.dailyPrice, { currency: "XCD", language: "fr" }))
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "i18n-vehicles-fr-ec-desktop");

    // Book Now: French labels and validation messages, totals in both currencies.
    await card.getByRole("button", { name: french("Book Now") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(french("Full Name"), { exact: true }).waitFor();
    await dialog.getByRole("button", { name: french("Send via WhatsApp") }).click();
    for (const message of ["Full name is required", "Phone number is required", "Nationality is required"]) {
      await dialog.getByText(french(message), { exact: true }).waitFor();
    }
    await screenshot(page, "i18n-book-now-errors-fr");
    expect(await dialog.getByTestId("whatsapp-link").count()).toBe(0);

    await fillBookingInFrench(page);
    await dialog.getByLabel(french("End Date"), { exact: true }).fill(addDays(today, 7)); // 8 days
    const quote = quoteRental(vehicle, { startDate: today, endDate: addDays(today, 7) });
    await expect
      .poll(() => dialog.getByTestId("booking-total").textContent())
      .toBe(formatTotal(quote.total, { currency: "XCD", language: "fr", shown: quoteAsShown(quote, "XCD").total }));
    expect(await accessibilityViolations(page)).toEqual([]);
    const { text } = await sendBookNow(page);
    for (const line of [
      "Hello Nature Isle Car Rentals, I would like to book the Toyota RAV4",
      "Name: Amélie Visiteuse",
      "Duration: 8 days",
      `Total price: ${formatTotal(quote.total, { currency: "XCD", shown: quoteAsShown(quote, "XCD").total })}`,
      `Deposit: ${formatTotal(vehicle.deposit, { currency: "XCD" })}`,
      "Customer speaks: French",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain("EC$");

    // Both choices survive a reload.
    await page.reload();
    await page.getByRole("heading", { name: french("Available Vehicles") }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    const ec = page.getByRole("navigation", { name: french("Currency") }).getByRole("link", { name: "EC$" });
    expect(await ec.getAttribute("aria-current")).toBe("true");
  });

  it("reads well in French at 375 px, and back in English with a click", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles?lang=fr");
    await page.getByRole("heading", { name: french("Available Vehicles") }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    await page
      .getByRole("navigation", { name: french("Currency") })
      .getByRole("link", { name: "EC$" })
      .click();
    await page.getByRole("article").first().getByText(/^EC\$/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "i18n-vehicles-fr-mobile");

    await page.goto("/?lang=fr");
    await page.getByRole("heading", { name: french("Premium Car Rentals in Dominica") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "i18n-home-fr-mobile");

    await page
      .getByRole("navigation", { name: french("Language") })
      .getByRole("link", { name: "English" })
      .click();
    await page.getByRole("heading", { name: "Premium Car Rentals in Dominica" }).waitFor();
    expect(await htmlLang(page)).toBe("en");
  });

  it("says the login, its errors and its toasts, and the 404 page in French", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/auth?lang=fr");
    const form = page.locator("form").filter({ has: page.getByLabel(french("Username"), { exact: true }) });
    await form.getByRole("button", { name: french("Login") }).click();
    await form.getByText(french("Username is required")).waitFor();
    await form.getByText(french("Password is required")).waitFor();
    await form.getByLabel(french("Username"), { exact: true }).fill("nobody");
    await form.getByLabel(french("Password"), { exact: true }).fill("wrong-password");
    await form.getByRole("button", { name: french("Login") }).click();
    await page.getByText(french("Invalid username or password")).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "i18n-auth-fr-mobile");

    await page.goto("/no-such-page?lang=fr");
    await page.getByRole("heading", { name: french("404 Page Not Found") }).waitFor();
    await page.getByRole("link", { name: french("Back to home") }).waitFor();
  });

  it("serves a company's landing page in French, meta tags included", async () => {
    const page = await session.newPage();
    const companies = (await (await page.request.get("/api/companies")).json()) as { id: number; name: string }[];
    const company = companies.find((c) => c.name === "Nature Isle Car Rentals");
    await page.goto(`/companies/${company?.id}?lang=fr`);
    await page.getByRole("heading", { name: french("Our Fleet") }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(await page.title()).toBe(french("{{name}} | Car Rental in Dominica", { name: "Nature Isle Car Rentals" }));
    const ogLocale = await page.locator('meta[property="og:locale"]').getAttribute("content");
    expect(ogLocale).toBe("fr_FR");
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "i18n-landing-fr-desktop");
  });
});
