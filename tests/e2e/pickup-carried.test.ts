import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { companyOfTheSuite, describeInBrowser, screenshot, uniqueName } from "./browser";

const AIRPORT = "douglas_charles_airport";
const AIRPORT_FEE_LINE = "Pick-up at Douglas-Charles AirportUS$25.00";

/**
 * The pick-up place searched for on Home is the one the vehicle page quotes and its Book Now starts
 * with, where the company offers it — with the app and through the plain forms without it.
 */
describeInBrowser("the searched pick-up place carried to the vehicle page and Book Now (375 px)", (session) => {
  const make = uniqueName("Carry");
  const name = `${make} Quantum`;
  // Portsmouth first, so the form's own default would not be the airport; the airport costs US$25.
  companyOfTheSuite(
    session,
    {
      username: "carry",
      companyName: "Harbour and Airport Cars",
      vehicle: { make, model: "Quantum", type: "luxury", dailyPrice: 70, weeklyPrice: null, monthlyPrice: null },
    },
    async ({ company, companyId }) => {
      const place = { name: null, area: null, opens: null, closes: null, afterHoursFee: 0 };
      const response = await company.request.put(`/api/companies/${companyId}/places`, {
        data: {
          places: [
            { ...place, kind: "town", name: "Portsmouth", fee: 0 },
            { ...place, kind: AIRPORT, fee: 25 },
          ],
          oneWayReturns: true,
        },
      });
      if (response.status() !== 200) throw new Error(`places not set: ${await response.text()}`);
    },
  );
  const start = addDays(todayInDominica(), 45);
  const end = addDays(start, 3);

  async function searchFromHome(page: Page) {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search vehicles" });
    await form.getByLabel("Pick-up date").fill(start);
    await form.getByLabel("Return date").fill(end);
    await form.getByLabel("Pick-up place").selectOption(AIRPORT);
    await form.getByLabel("Type").selectOption("luxury");
    await form.getByRole("button", { name: "Search" }).tap();
    await page.waitForURL((url) => url.pathname === "/vehicles" && url.searchParams.get("pickup") === AIRPORT);
    const link = page.getByRole("article", { name }).getByRole("link", { name });
    await link.waitFor();
    await link.tap();
    await page.waitForURL((url) => /^\/vehicles\/\d+$/.test(url.pathname));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ start, end, pickup: AIRPORT });
  }

  const priceLines = (page: Page) => page.getByRole("main").getByTestId("price-line").allTextContents();

  it("with the app: the vehicle page quotes the airport's fee and Book Now has the airport chosen", async () => {
    const page = await session.newPage({ mobile: true });
    await searchFromHome(page);
    // 4 days at US$70, and the airport's fee for the pick-up and, the same place by default, the return.
    await expect
      .poll(() => priceLines(page))
      .toEqual([
        "4 days at the daily rate (4 × US$70.00)US$280.00",
        AIRPORT_FEE_LINE,
        "Return at Douglas-Charles AirportUS$25.00",
      ]);
    await page.getByRole("main").getByTestId("price-line").last().scrollIntoViewIfNeeded();
    await screenshot(page, "pickup-carried-vehicle-page-375", { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: "Book Now" }).tap();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Pickup Location").inputValue()).toBe(AIRPORT);
    expect(await dialog.getByLabel("Dropoff Location").inputValue()).toBe(AIRPORT);
    await dialog.getByLabel("Pickup Location").scrollIntoViewIfNeeded();
    await screenshot(page, "pickup-carried-book-now-375", { fullPage: false });
  });

  it("without JavaScript: the card, the dates form and Book Now's plain form keep the airport", async () => {
    const page = await session.newPage({ mobile: true, javaScript: false });
    await searchFromHome(page);
    expect(await priceLines(page)).toContain(AIRPORT_FEE_LINE);

    // Other dates through the page's GET form: the place stays in the address.
    const later = addDays(start, 1);
    await page.getByLabel("Rental Start Date").fill(later);
    await page.getByRole("button", { name: "See the total" }).tap();
    await page.waitForURL((url) => url.searchParams.get("start") === later);
    expect(new URL(page.url()).searchParams.get("pickup")).toBe(AIRPORT);
    expect(await priceLines(page)).toContain(AIRPORT_FEE_LINE);
    await page.getByRole("main").getByTestId("price-line").last().scrollIntoViewIfNeeded();
    await screenshot(page, "pickup-carried-vehicle-page-375-nojs", { fullPage: false });

    await page.getByRole("button", { name: "Book Now" }).tap();
    await page.waitForURL((url) => url.pathname.endsWith("/request"));
    expect(new URL(page.url()).searchParams.get("pickup")).toBe(AIRPORT);
    expect(await page.getByLabel("Pickup Location").inputValue()).toBe(AIRPORT);
    expect(await page.getByLabel("Dropoff Location").inputValue()).toBe(AIRPORT);
    expect(await page.getByLabel("Rental Start Date").inputValue()).toBe(later);
    await page.getByLabel("Pickup Location").scrollIntoViewIfNeeded();
    await screenshot(page, "pickup-carried-request-form-375-nojs", { fullPage: false });
  });

  it("the page the server renders with the place is the one the app hydrates, and a place the company lacks falls back", async () => {
    const page = await session.newPage({ mobile: true });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/vehicles?pickup=${AIRPORT}&type=luxury`);
    const href = await page.getByRole("article", { name }).getByRole("link", { name }).getAttribute("href");
    const id = /\/vehicles\/(\d+)/.exec(href ?? "")?.[1];
    expect(href).toBe(`/vehicles/${id}?pickup=${AIRPORT}`);

    const address = `/vehicles/${id}?start=${start}&end=${end}&pickup=${AIRPORT}&utm_source=whatsapp`;
    const html = await (await page.request.get(address)).text();
    expect(html).toContain("Pick-up at Douglas-Charles Airport");
    await page.goto(address);
    await expect.poll(() => priceLines(page)).toContain(AIRPORT_FEE_LINE);
    expect(errors).toEqual([]);

    // Roseau is a place of the search, not of this company: the quote has no place's fee, and Book
    // Now starts at the company's first place, as without a place.
    await page.goto(`/vehicles/${id}?start=${start}&end=${end}&pickup=roseau`);
    await expect.poll(() => priceLines(page)).toEqual(["4 days at the daily rate (4 × US$70.00)US$280.00"]);
    await page.getByRole("button", { name: "Book Now" }).tap();
    await expect.poll(() => page.getByRole("dialog").getByLabel("Pickup Location").inputValue()).toBe("portsmouth");
    expect(errors).toEqual([]);
  });
});
