import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  accessibilityViolations,
  approveAccount,
  describeInBrowser,
  registerCompany,
  screenshot,
  uniqueName,
} from "./browser";

const today = todayInDominica();
/** More vehicles than one page (24) holds, so Load more has something to load. */
const FLEET_SIZE = 26;

function scooter(make: string, n: number) {
  return {
    make,
    model: `S${String(n).padStart(2, "0")}`,
    year: 2024,
    type: "scooter",
    fuelType: "petrol",
    transmission: "automatic",
    doors: 2,
    seats: 2,
    is4x4: false,
    dailyPrice: 20 + n,
    weeklyPrice: 120 + n,
    monthlyPrice: 400 + n,
    deposit: 100,
    insuranceExpiryDate: addDays(today, 120),
    licenseExpiryDate: addDays(today, 120),
    lastServiceDate: today,
    available: true,
  };
}

const countText = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const cards = (page: Page) => page.getByRole("region", { name: "Vehicles" }).getByRole("article");

describeInBrowser("vehicle catalogue: pages, filters in the URL, crawlable", (session) => {
  // A company of its own with a fleet bigger than a page; deleted afterwards so other files see the demo fleet.
  const make = uniqueName("Pager");
  let admin: Page;
  let companyId: number;

  beforeAll(async () => {
    const owner = await session.newPage();
    const registered = await registerCompany(owner, make.toLowerCase());
    companyId = registered.companyId;
    for (let n = 1; n <= FLEET_SIZE; n++) {
      const created = await owner.request.post("/api/vehicles", { data: scooter(make, n) });
      expect(created.status(), await created.text()).toBe(201);
    }
    admin = await approveAccount(session, registered.id);
  });

  afterAll(async () => {
    if (admin && companyId) await admin.request.delete(`/api/admin/companies/${companyId}`);
  });

  it("shows a page of results with the count, and Load more appends the next", async () => {
    const page = await session.newPage();
    await page.goto(`/vehicles?q=${make}`);
    await countText(page).getByText(`Showing 24 of ${FLEET_SIZE} vehicles`).waitFor();
    // Cards render in a deferred pass, just after the count.
    await expect.poll(() => cards(page).count()).toBe(24);
    await page.getByRole("button", { name: "Load more vehicles" }).click();
    await countText(page).getByText(`Showing ${FLEET_SIZE} of ${FLEET_SIZE} vehicles`).waitFor();
    await expect.poll(() => cards(page).count()).toBe(FLEET_SIZE);
    expect(await page.getByRole("button", { name: "Load more vehicles" }).count()).toBe(0);
    // Focus moves to the first new card: keyboard and screen-reader users carry on from there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(`${make} S25`);
    await screenshot(page, "catalogue-load-more-desktop");
  });

  it("loads the first row of photos early and the rest lazily, in the size the layout needs", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles?minDeposit=150"); // the demo fleet, every vehicle with a photo
    await cards(page).first().waitFor();
    const images = await cards(page)
      .locator("img")
      .evaluateAll((list) =>
        list.map((img) => ({
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          srcset: img.getAttribute("srcset") ?? "",
          sizes: img.getAttribute("sizes"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
    expect(images.length).toBeGreaterThan(3);
    for (const [index, image] of images.entries()) {
      expect(image.loading).toBe(index < 3 ? "eager" : "lazy");
      expect(image.priority).toBe(index < 3 ? "high" : "auto");
      expect(image.srcset).toMatch(
        /^\/api\/images\/\d+\?variant=thumb 480w, \/api\/images\/\d+\?variant=medium 800w, \/api\/images\/\d+ 1600w$/,
      );
      expect(image.sizes).toBeTruthy();
      expect([image.width, image.height]).toEqual(["480", "320"]);
    }
  });

  it("keeps the filters in the URL: shared, reloaded and restored by Back", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles");
    await cards(page).first().waitFor();
    await page.getByLabel("Search").fill(make);
    await page.getByLabel("Vehicle Type").selectOption("scooter");
    await page.getByLabel("Seats").selectOption("2");
    const start = addDays(today, 40);
    await page.getByLabel("Rental Start Date").fill(start);
    await page.getByLabel("Rental End Date").fill(addDays(start, 3));
    await page.getByRole("slider", { name: "Minimum daily price" }).focus();
    for (const _ of [1, 2, 3]) await page.keyboard.press("ArrowRight"); // from $30 a day: S10 to S26
    const expected = `type=scooter&q=${make}&seats=2&start=${start}&end=${addDays(start, 3)}&minPrice=30`;
    await page.waitForURL((url) => url.search === `?${expected}`);
    await countText(page).getByText("Showing 17 of 17 vehicles").waitFor();

    await page.reload();
    await countText(page).getByText("Showing 17 of 17 vehicles").waitFor();
    expect(await page.getByLabel("Search").inputValue()).toBe(make);
    expect(await page.getByLabel("Vehicle Type").inputValue()).toBe("scooter");
    expect(await page.getByLabel("Seats").inputValue()).toBe("2");
    expect(await page.getByLabel("Rental End Date").inputValue()).toBe(addDays(start, 3));
    expect(await page.getByRole("slider", { name: "Minimum daily price" }).getAttribute("aria-valuenow")).toBe("30");
    // The chosen dates price every card.
    await cards(page).first().getByTestId("period-total").waitFor();

    await page.getByRole("link", { name: "Back to home" }).click();
    await page.getByRole("heading", { name: "Premium Car Rentals in Dominica" }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/vehicles" && url.search === `?${expected}`);
    await countText(page).getByText("Showing 17 of 17 vehicles").waitFor();
    expect(await page.getByLabel("Search").inputValue()).toBe(make);

    // A shared link sets the sliders too.
    await page.goto(`/vehicles?q=${make}&maxPrice=30`);
    await countText(page).getByText("Showing 10 of 10 vehicles").waitFor();
    expect(await page.getByRole("slider", { name: "Maximum daily price" }).getAttribute("aria-valuenow")).toBe("30");

    // A link to /vehicles?type=… (the navbar, home's cards) starts a new search with that type.
    await page.goto("/vehicles?type=suv");
    expect(await page.getByLabel("Vehicle Type").inputValue()).toBe("suv");
    expect(await page.getByLabel("Search").inputValue()).toBe("");
    await cards(page).first().waitFor();
    expect(new URL(page.url()).search).toBe("?type=suv");
  });

  it("pages at 375 px without horizontal scrolling, and stays accessible", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(`/vehicles?q=${make}`);
    await countText(page).getByText(`Showing 24 of ${FLEET_SIZE} vehicles`).waitFor();
    await page.getByRole("button", { name: "Load more vehicles" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "catalogue-vehicles-mobile");
    await page.getByRole("button", { name: "Load more vehicles" }).click();
    await countText(page).getByText(`Showing ${FLEET_SIZE} of ${FLEET_SIZE} vehicles`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("at 375 px shows the results first, the filters behind 'Filters (n)', and sorts", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(`/vehicles?q=${make}`);
    await countText(page).getByText(`Showing 24 of ${FLEET_SIZE} vehicles`).waitFor();
    // A native disclosure: the make typed in Search is one filter.
    const toggle = page.locator("summary", { hasText: "Filters (1)" });
    const panel = page.locator("details.filters-panel");
    expect(await panel.getAttribute("open")).toBeNull();
    expect(await page.getByLabel("Vehicle Type").isVisible()).toBe(false);
    const firstCard = await cards(page).first().boundingBox();
    expect(firstCard?.y).toBeLessThan(page.viewportSize()?.height ?? 0);
    await screenshot(page, "catalogue-filters-folded-mobile");

    await toggle.click();
    expect(await panel.getAttribute("open")).toBe("");
    await page.getByLabel("Automatic only").check();
    await page.waitForURL((url) => url.searchParams.get("transmission") === "automatic");
    await page.locator("summary", { hasText: "Filters (2)" }).waitFor();
    await countText(page).getByText(`Showing 24 of ${FLEET_SIZE} vehicles`).waitFor();

    await page.getByLabel("Sort by").selectOption("newest");
    await page.waitForURL((url) => url.searchParams.get("sort") === "newest");
    await expect.poll(() => cards(page).first().getAttribute("aria-label")).toBe(`${make} S${FLEET_SIZE}`);
    await page.getByLabel("Sort by").selectOption("price");
    await expect.poll(() => cards(page).first().getAttribute("aria-label")).toBe(`${make} S01`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "catalogue-filters-open-mobile");

    // Scooters are no 4×4s: the filter says so rather than showing them.
    await page.getByLabel("4×4 only").check();
    await page.getByText("No vehicles found matching your criteria").waitFor();
    await page.locator("summary", { hasText: "Filters (3)" }).waitFor();
  });

  it("serves robots.txt and a sitemap of the public pages, every public company page and every listed vehicle", async () => {
    const page = await session.newPage();
    const robots = await page.request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${session.baseURL}/sitemap.xml\n`);

    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const locations = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    const companies = (await (await page.request.get("/api/companies")).json()) as { id: number }[];
    const listed = (await (await page.request.get("/api/vehicles?pageSize=60")).json()) as { id: number }[];
    const vehiclePage = /\/vehicles\/\d+$/;
    expect(locations.filter((location) => !vehiclePage.test(location ?? ""))).toEqual([
      `${session.baseURL}/`,
      `${session.baseURL}/vehicles`,
      `${session.baseURL}/companies`,
      ...companies.map((c) => `${session.baseURL}/companies/${c.id}`),
    ]);
    // Every listed vehicle's page (issue 24), this file's fleet of 26 included.
    expect(locations.filter((location) => vehiclePage.test(location ?? "")).sort()).toEqual(
      listed.map((vehicle) => `${session.baseURL}/vehicles/${vehicle.id}`).sort(),
    );
  });
});
