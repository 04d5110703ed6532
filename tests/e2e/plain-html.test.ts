import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { fr } from "../../src/domain/i18n/translations/fr";
import { describeInBrowser, menuButton, screenReaderButton, screenshot } from "./browser";

/**
 * The site's header on a page the server writes itself (issue 41): the brand links Home in the main
 * navigation, and the language links are there, as on every public page.
 */
async function expectSiteHeader(page: Page, names: { main: string; language: string }) {
  const header = page.getByRole("banner");
  const brand = header.getByRole("navigation", { name: names.main }).getByRole("link", { name: "Dominica Car Rental" });
  expect(await brand.isVisible()).toBe(true);
  expect(await brand.getAttribute("href")).toBe("/");
  expect(await header.getByRole("navigation", { name: names.language }).getByRole("link").count()).toBe(2);
}

/**
 * Every public journey as plain HTML, with JavaScript off (issue 41): the search is a GET form the
 * server answers, the filters a native disclosure, the choices links the server remembers.
 */
describeInBrowser("the public pages with JavaScript off (375 px)", (session) => {
  it("searches, filters, switches to French and EC$, opens a vehicle and gets the price of its dates", async () => {
    const page = await session.newPage({ mobile: true, javaScript: false });
    await page.goto("/vehicles");
    await page.getByRole("heading", { level: 1, name: "Available Vehicles" }).waitFor();
    const cards = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    const all = await cards.count();
    expect(all).toBeGreaterThan(0);

    // The filters open without a script, and the form is sent as a GET the server renders.
    await page.locator("summary", { hasText: "Filters" }).tap();
    await page.getByLabel("Vehicle Type").selectOption("suv");
    await page.getByLabel("4×4 only").check();
    await page.getByLabel("Sort by").selectOption("price");
    await screenshot(page, "plain-html-filters-mobile", { fullPage: false });
    await page.getByRole("button", { name: "Show vehicles" }).tap();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("type") === "suv" &&
        url.searchParams.get("is4x4") === "true" &&
        url.searchParams.get("sort") === "price",
    );
    // What was sent is what the form shows again, and the results are the server's for it.
    expect(await page.getByLabel("Vehicle Type").inputValue()).toBe("suv");
    expect(await page.getByLabel("4×4 only").isChecked()).toBe(true);
    expect(await page.locator("summary", { hasText: "Filters (2)" }).count()).toBe(1);
    const found = await cards.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(all);
    const answer = (await (await page.request.get("/api/vehicles?type=suv&is4x4=true&sort=price")).json()) as {
      make: string;
      model: string;
    }[];
    expect(found).toBe(Math.min(answer.length, found));
    expect(await cards.first().textContent()).toContain(`${answer[0]?.make} ${answer[0]?.model}`);

    // Language and currency are links; the server remembers them for the next page.
    await page.getByRole("navigation", { name: "Currency" }).getByRole("link", { name: "EC$" }).tap();
    await page.getByRole("article").first().getByText(/^EC\$/).first().waitFor();
    await page.getByRole("link", { name: "Français" }).first().tap();
    await page.getByRole("heading", { level: 1, name: "Véhicules disponibles" }).waitFor();
    await page.goto("/vehicles");
    await page.getByRole("heading", { level: 1, name: "Véhicules disponibles" }).waitFor();
    await page.getByRole("article").first().getByText(/^EC\$/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "plain-html-vehicles-fr-mobile", { fullPage: false });

    await page.getByRole("link", { name: "English" }).first().tap();
    await page.getByRole("heading", { level: 1, name: "Available Vehicles" }).waitFor();

    // A card opens its vehicle's page, whose dates are a GET form the server prices.
    const name = (await cards.first().textContent()) ?? "";
    await cards.first().tap();
    await page.waitForURL(/\/vehicles\/\d+/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(name.split(" ")[0]);
    expect(await page.getByText("Pick your dates on the calendar to see the total.").isVisible()).toBe(true);
    const start = addDays(todayInDominica(), 40);
    await page.getByLabel("Rental Start Date").fill(start);
    await page.getByLabel("Rental End Date").fill(addDays(start, 3));
    await page.getByRole("button", { name: "See the total" }).tap();
    await page.waitForURL(
      (url) => url.searchParams.get("start") === start && url.searchParams.get("end") === addDays(start, 3),
    );
    expect(await page.getByTestId("booking-total").textContent()).toMatch(/EC\$[\d,]+/);
    expect(await page.getByTestId("booking-days").textContent()).toMatch(/^\d+ days$/);
    expect(await page.getByLabel("Rental Start Date").inputValue()).toBe(start);
    await screenshot(page, "plain-html-vehicle-quote-mobile", { fullPage: false });

    // Book Now opens the request as a plain POST form with the page's dates (src/server/pages/request-form.ts).
    await page.getByRole("button", { name: "Book Now" }).tap();
    await page.waitForURL((url) => url.pathname.endsWith("/request") && url.searchParams.get("start") === start);
    // The form sits in the site's header, as every public page: the brand back Home, the choices.
    await expectSiteHeader(page, { main: "Main", language: "Language" });
    expect(await page.getByLabel("Rental Start Date").inputValue()).toBe(start);
    expect(await page.getByLabel("Rental End Date").inputValue()).toBe(addDays(start, 3));
    const typed: [string, string][] = [
      ["Email", "no-script@example.com"],
      ["Phone", "(767) 448-2211"],
      ["Nationality", "Dominican"],
      ["Date of Birth", "1985-03-14"],
      ["Driver's License Number", "DM-55501"],
      ["License Class", "B"],
      ["License First Issued", "2005-06-01"],
      ["License Issuing Country", "Dominica"],
      ["Driving Experience (years)", "18"],
    ];
    for (const [label, value] of typed) await page.getByLabel(label, { exact: true }).fill(value);
    // Sent without a name: the form comes back with the message beside the field and the rest kept.
    await page.getByRole("button", { name: "Send via WhatsApp" }).tap();
    await page.getByText("Full name is required").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("no-script@example.com");
    expect(await page.getByLabel("Rental Start Date").inputValue()).toBe(start);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "plain-html-request-refused-mobile");
    await page.getByLabel("Full Name").fill("Nadia Plain");
    await page.getByRole("button", { name: "Send via WhatsApp" }).tap();
    const recorded = page.getByRole("heading", { level: 1, name: /^Request DR-[2-9A-Z]{5} recorded$/ });
    await recorded.waitFor();
    await expectSiteHeader(page, { main: "Main", language: "Language" });
    // The total in the visitor's currency (EC$, chosen above), the company's in brackets.
    expect(await page.getByText(/^EC\$[\d,.]+ \(US\$[\d,.]+\)$/).count()).toBe(1);
    const reference = (await recorded.textContent())?.split(" ")[1] ?? "";
    const whatsApp = page.getByRole("link", { name: "Open WhatsApp" });
    expect(await whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*DR-/);
    expect(decodeURIComponent((await whatsApp.getAttribute("href")) ?? "")).toContain(reference);
    await screenshot(page, "plain-html-request-recorded-mobile");
    // The request is recorded once, and its link opens it.
    const status = (await page.getByRole("link", { name: "Follow your request" }).getAttribute("href")) ?? "";
    const view = (await (await page.request.get(`/api/booking-requests/${status.split("/").pop()}`)).json()) as {
      reference: string;
      startDate: string;
    };
    expect(view).toMatchObject({ reference, startDate: start });
  });

  it("offers the plain request form in French and on a wide screen", async () => {
    const page = await session.newPage({ mobile: true, javaScript: false });
    await page.goto("/vehicles");
    const href = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .first()
      .getAttribute("href");
    await page.goto(`${href}/request?lang=fr`);
    await page.getByRole("button", { name: "Envoyer par WhatsApp" }).waitFor();
    expect(await page.getByText("Informations personnelles").isVisible()).toBe(true);
    await expectSiteHeader(page, { main: "Menu principal", language: "Langue" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "plain-html-request-fr-mobile");
    // The brand is the way back to the site, in the visitor's language.
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Dominica Car Rental" })
      .tap();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");

    const wide = await session.newPage({ javaScript: false });
    await wide.goto(`${href}/request?lang=en`);
    await wide.getByRole("button", { name: "Send via WhatsApp" }).waitFor();
    await expectSiteHeader(wide, { main: "Main", language: "Language" });
    // From 768 px the public links and Login are in the bar itself.
    const bar = wide.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Vehicles", "Companies", "Login"]) {
      expect(await bar.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await screenshot(wide, "plain-html-request-desktop");
    await bar.getByRole("link", { name: "Vehicles", exact: true }).click();
    await wide.getByRole("heading", { level: 1, name: "Available Vehicles" }).waitFor();
  });

  for (const language of ["en", "fr"] as const) {
    it(`opens the phone menus of Home and of the site's header and follows their Vehicles and Login links (${language})`, async () => {
      const say = (key: string) => (language === "fr" ? (fr[key] ?? key) : key);
      const page = await session.newPage({ mobile: true, javaScript: false });
      const openMenu = async (id: string) => {
        // The header's menu is a native disclosure: it opens at a tap with no script at all.
        expect(await screenReaderButton(page, say("Open menu"))).toEqual({ expanded: false });
        await menuButton(page, say("Open menu")).tap();
        const menu = page.locator(`#${id}`);
        await menu.waitFor({ state: "visible" });
        expect(await screenReaderButton(page, say("Close menu"))).toEqual({ expanded: true });
        return menu;
      };
      const vehiclesPage = () => page.getByRole("heading", { level: 1, name: say("Available Vehicles") }).waitFor();
      // Home has a header of its own, with its own menu.
      await page.goto(`/?lang=${language}`);
      let menu = await openMenu("home-menu");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `plain-html-home-menu-open-${language}-mobile`, { fullPage: false });
      await menu.getByRole("link", { name: say("Browse Vehicles") }).tap();
      await page.waitForURL((url) => url.pathname === "/vehicles");
      await vehiclesPage();
      await page.goBack();
      menu = await openMenu("home-menu");
      await menu.getByRole("link", { name: say("Login / Register") }).tap();
      await page.waitForURL((url) => url.pathname === "/auth");

      // Every other public page has the site's header, and its menu.
      await page.goto("/companies");
      menu = await openMenu("mobile-menu");
      for (const name of ["Home", "Vehicles", "Companies", "Login"]) {
        expect(await menu.getByRole("link", { name: say(name), exact: true }).isVisible(), name).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `plain-html-menu-open-${language}-mobile`, { fullPage: false });
      await menu.getByRole("link", { name: say("Vehicles"), exact: true }).tap();
      await page.waitForURL((url) => url.pathname === "/vehicles");
      await vehiclesPage();
      // A new page: its menu is closed.
      expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
      menu = await openMenu("mobile-menu");
      await menu.getByRole("link", { name: say("Login"), exact: true }).tap();
      await page.waitForURL((url) => url.pathname === "/auth");
      expect(await page.locator("html").getAttribute("lang")).toBe(language);
    });
  }
});
