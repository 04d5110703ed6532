import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { companyOfTheSuite, describeInBrowser, screenshot, uniqueName } from "./browser";

/**
 * Issue 41: Home's search asks for a pick-up place, and /vehicles lists only the vehicles whose
 * company hands them over there, with the place shown in its filters — with the app and without.
 */
describeInBrowser("searching by pick-up place from Home (375 px)", (session) => {
  const make = uniqueName("Airport");
  // A company that hands over at Douglas-Charles Airport only: the demo companies, with no places
  // of their own, offer all five.
  companyOfTheSuite(
    session,
    {
      username: "pickup",
      companyName: "Airport Only Scooters",
      vehicle: { make, model: "Scoot", type: "scooter", seats: 2, doors: 2 },
    },
    async ({ company, companyId }) => {
      const response = await company.request.put(`/api/companies/${companyId}/places`, {
        data: {
          places: [
            {
              kind: "douglas_charles_airport",
              name: null,
              area: null,
              fee: 0,
              opens: null,
              closes: null,
              afterHoursFee: 0,
            },
          ],
          oneWayReturns: true,
        },
      });
      if (response.status() !== 200) throw new Error(`places not set: ${await response.text()}`);
    },
  );
  const ownCard = (page: Page) => page.getByRole("article", { name: `${make} Scoot` });

  /** The names the result cards show, and those the API lists for the same search. */
  async function shownAndAnswered(page: Page, query: string) {
    const cards = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    const shown = (await cards.allTextContents()).map((text) => text.trim());
    const answer = (await (await page.request.get(`/api/vehicles?${query}`)).json()) as {
      make: string;
      model: string;
    }[];
    return { shown, answered: answer.map((vehicle) => `${vehicle.make} ${vehicle.model}`) };
  }

  async function searchFromHome(page: Page, place: string, placeKey: string) {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search vehicles" });
    await form.getByLabel("Pick-up place").selectOption({ label: place });
    await form.getByLabel("Type").selectOption("scooter");
    await screenshot(page, `pickup-home-form-${placeKey}-375`, { fullPage: false });
    await form.getByRole("button", { name: "Search" }).tap();
    await page.waitForURL(
      (url) =>
        url.pathname === "/vehicles" &&
        url.searchParams.get("pickup") === placeKey &&
        url.searchParams.get("type") === "scooter",
    );
    await page.getByRole("heading", { level: 1, name: "Available Vehicles" }).waitFor();
  }

  for (const javaScript of [true, false]) {
    const how = javaScript ? "with the app" : "with JavaScript off";
    it(`Home's form with a place lists only the vehicles handed over there, the filter showing it (${how})`, async () => {
      const page = await session.newPage({ mobile: true, javaScript });

      await searchFromHome(page, "Douglas-Charles Airport", "douglas_charles_airport");
      await ownCard(page).waitFor();
      expect(await page.getByLabel("Pick-up place").inputValue()).toBe("douglas_charles_airport");
      const atAirport = await shownAndAnswered(page, "type=scooter&pickup=douglas_charles_airport");
      expect(atAirport.shown).toEqual(atAirport.answered);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `pickup-results-airport-375${javaScript ? "" : "-nojs"}`, { fullPage: false });

      await searchFromHome(page, "Roseau", "roseau");
      await page.getByRole("main").getByRole("heading", { level: 2 }).first().waitFor();
      expect(await ownCard(page).count()).toBe(0);
      const inRoseau = await shownAndAnswered(page, "type=scooter&pickup=roseau");
      expect(inRoseau.shown).toEqual(inRoseau.answered);
      expect(inRoseau.shown.length).toBeGreaterThan(0);

      // The /vehicles panel carries the same filter: open it, choose the airport, show the vehicles.
      await page.locator("summary", { hasText: "Filters (2)" }).tap();
      const select = page.getByLabel("Pick-up place");
      expect(await select.inputValue()).toBe("roseau");
      await select.selectOption("douglas_charles_airport");
      await screenshot(page, `pickup-panel-375${javaScript ? "" : "-nojs"}`, { fullPage: false });
      await page.getByRole("button", { name: "Show vehicles" }).tap();
      await page.waitForURL((url) => url.searchParams.get("pickup") === "douglas_charles_airport");
      await ownCard(page).waitFor();
      expect(await page.getByLabel("Pick-up place").inputValue()).toBe("douglas_charles_airport");
    });
  }

  it("Home offers the place in French too", async () => {
    const page = await session.newPage({ mobile: true, javaScript: false });
    await page.goto("/");
    await page.getByRole("link", { name: "Français" }).first().tap();
    const select = page.getByLabel("Lieu de prise en charge");
    await select.waitFor();
    expect(await select.locator("option").first().textContent()).toBe("Tous les lieux");
    await select.scrollIntoViewIfNeeded();
    await screenshot(page, "pickup-home-form-fr-375", { fullPage: false });
  });
});
