import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { validVehicleInput } from "../helpers/fixtures";
import { filledRequestForm } from "../helpers/request-form";
import { fillValidBooking } from "./booking-dialog";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

const VEHICLE = { make: "Suzuki", model: "Offline Jimny", dailyPrice: 40, weeklyPrice: 250, monthlyPrice: 900 };

/** Waits until the service worker controls the page, so what the page reads from now on is kept. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

/** Every address the phone keeps, across the worker's caches. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

/** Waits until the worker has kept `path` (it keeps an answer after handing it to the page). */
async function kept(page: Page, path: string) {
  for (let tries = 0; !(await keptAddresses(page)).includes(path); tries++) {
    if (tries > 100) throw new Error(`${path} was never kept`);
    await page.waitForTimeout(100);
  }
}

describeInBrowser("offline, then back", (session) => {
  const own = companyOfTheSuite(session, {
    username: "offline",
    companyName: "Offline Test Rentals",
    vehicle: VEHICLE,
  });
  const vehiclePath = () => `/vehicles/${own.vehicleId}`;

  /** The company's requests for the suite's vehicle from `email`, as its inbox lists them. */
  const requestsFrom = async (email: string) => {
    const answer = await own.company.request.get("/api/company/bookings");
    const list = (await answer.json()) as { vehicleId?: number; customer: { email: string } | null }[];
    return list.filter((request) => request.customer?.email === email);
  };

  it("shows Home and a vehicle read before, offline, with the notice; never keeps a secret link", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/");
    await underServiceWorker(page);
    await page.goto(vehiclePath());
    await kept(page, vehiclePath());
    await kept(page, "/");

    await page.context().setOffline(true);
    await page.reload();
    const notice = page.locator("#offline-notice");
    await expect(notice.textContent()).resolves.toMatch(/^Offline — shown as of .*\d/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Offline Jimny");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "offline-vehicle-375");
    await page.goto("/");
    await expect(notice.textContent()).resolves.toMatch(/^Offline — shown as of/);
    await screenshot(page, "offline-home-375", { fullPage: false });
    await page.context().setOffline(false);

    // A request's status page is opened by its secret: neither it nor its API answer is kept.
    const start = addDays(todayInDominica(), 40);
    const sent = await page.request.post("/api/booking-requests", {
      data: filledRequestForm(own.vehicleId, { startDate: start, endDate: addDays(start, 2) }),
    });
    expect(sent.status()).toBe(201);
    const statusPath = new URL((await sent.json()).statusUrl as string).pathname;
    await page.goto(statusPath);
    await page.getByText("Offline Jimny").first().waitFor();
    await page.waitForTimeout(500);
    const addresses = await keptAddresses(page);
    expect(addresses.filter((path) => /requests|booking-requests|\/api\/user|\/api\/company/.test(path))).toEqual([]);
  });

  it("keeps a request written offline, sends it once the signal returns, and says so", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(vehiclePath());
    await underServiceWorker(page);
    await page.getByRole("button", { name: "Book Now" }).click();
    const email = `${uniqueName("offline")}@example.com`;
    await fillValidBooking(page, email);

    await page.context().setOffline(true);
    const dialog = page.getByRole("dialog");
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByTestId("request-kept").waitFor();
    await screenshot(page, "offline-request-kept-375", { fullPage: false });
    expect(await requestsFrom(email)).toHaveLength(0);

    await page.context().setOffline(false);
    await dialog.getByTestId("request-recorded").waitFor();
    await waitForToast(page, "Your booking request was sent");
    await screenshot(page, "offline-request-sent-375", { fullPage: false });
    // Sent again on the next start, had the phone tried twice: still one request.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page.waitForTimeout(500);
    expect(await requestsFrom(email)).toHaveLength(1);
  });

  it("shows a price changed while the request waited, and records nothing until the visitor confirms it", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(vehiclePath());
    await underServiceWorker(page);
    await page.getByRole("button", { name: "Book Now" }).click();
    const email = `${uniqueName("reprice")}@example.com`;
    await fillValidBooking(page, email);
    const dialog = page.getByRole("dialog");
    const before = await dialog.getByTestId("booking-total").textContent();

    await page.context().setOffline(true);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByTestId("request-kept").waitFor();
    const changed = await own.company.request.patch(`/api/vehicles/${own.vehicleId}`, {
      data: validVehicleInput({ ...VEHICLE, dailyPrice: 55 }),
    });
    expect(changed.status()).toBe(200);

    await page.context().setOffline(false);
    await dialog.getByTestId("price-changed").waitFor();
    await expect(dialog.getByTestId("booking-total").textContent()).resolves.not.toBe(before);
    expect(await requestsFrom(email)).toHaveLength(0);
    await screenshot(page, "offline-price-changed-375", { fullPage: false });

    await dialog.getByRole("button", { name: "Send at the new price" }).click();
    await dialog.getByTestId("request-recorded").waitFor();
    expect(await requestsFrom(email)).toHaveLength(1);
  });
});

describeInBrowser("a front door that searches", (session) => {
  const start = addDays(todayInDominica(), 21);
  const end = addDays(start, 3);

  for (const javaScript of [true, false]) {
    it(`Home's search at 375 px goes to /vehicles with the filter table's names (scripts ${javaScript ? "on" : "off"})`, async () => {
      const page = await session.newPage({ mobile: true, javaScript });
      await page.goto("/");
      const search = page.getByRole("form", { name: "Search vehicles" });
      await search.getByLabel("Pick-up date").fill(start);
      await search.getByLabel("Return date").fill(end);
      await search.getByLabel("Type").selectOption("suv");
      if (javaScript) {
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, "home-search-375", { fullPage: false });
      }
      await search.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.pathname === "/vehicles");
      const params = new URL(page.url()).searchParams;
      expect([params.get("start"), params.get("end"), params.get("type")]).toEqual([start, end, "suv"]);
      await page.getByRole("heading", { name: "Available Vehicles" }).waitFor();
    });
  }

  it("Home's search reads in French", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/?lang=fr");
    const search = page.getByRole("form", { name: "Rechercher des véhicules" });
    await search.getByLabel("Date de prise en charge").waitFor();
    await screenshot(page, "home-search-375-fr", { fullPage: false });
  });

  it("Home's search and the list read well at 1280 px", async () => {
    const page = await session.newPage();
    await page.goto("/");
    await page.getByRole("form", { name: "Search vehicles" }).waitFor();
    await screenshot(page, "home-search-1280", { fullPage: false });
    await page.goto(`/vehicles?start=${start}&end=${end}&view=list`);
    await page.getByRole("region", { name: "Vehicles" }).getByTestId("row-total").first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "vehicles-list-1280", { fullPage: false });
  });

  it("/vehicles offers a compact list at 375 px, kept in the address, with the price for the dates", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(`/vehicles?start=${start}&end=${end}`);
    await page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "List" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "list");
    expect(new URL(page.url()).searchParams.get("start")).toBe(start);
    const rows = page.getByRole("region", { name: "Vehicles" }).getByRole("article");
    await rows.first().getByTestId("row-total").waitFor();
    // A phone's screen holds several rows where it held one card.
    const heights = await rows.evaluateAll((articles) =>
      articles.slice(0, 3).map((a) => a.getBoundingClientRect().height),
    );
    for (const height of heights) expect(height).toBeLessThan(130);
    // Each row, its price included, fits the phone's width.
    const rights = await rows.evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().right));
    for (const right of rights) expect(right).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "vehicles-list-375", { fullPage: false });

    // Reloaded, the server renders the list; back to cards by the other link.
    await page.reload();
    await rows.first().getByTestId("row-total").waitFor();
    await page.getByRole("link", { name: "Cards" }).click();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    await page.getByRole("button", { name: "Book Now" }).first().waitFor();
  });
});
