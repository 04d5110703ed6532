import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { type BrowserSession, describeInBrowser, menuButton, screenReaderButton, screenshot } from "./browser";

/**
 * A server-rendered page before its app runs (src/server/pages/app-loader.ts): plain HTML that
 * works by itself, whose scripts are asked for after the first paint. The app's scripts are held
 * back here until the test lets them through, as a slow connection would: nothing the visitor does
 * meanwhile waits for them, and nothing they typed is lost when the app takes over. A script asked
 * for before the page's `load` holds that event, so these pages are read from DOMContentLoaded.
 */
async function pageWithHeldScripts(session: BrowserSession, mobile = false) {
  const page = await session.newPage({ mobile, early: true });
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  const goto = page.goto.bind(page);
  Object.assign(page, { goto: (url: string) => goto(url, { waitUntil: "domcontentloaded" }) });
  return { page, requested, release };
}

/** The catalogue cards' names, each a link to its vehicle's page. */
const vehicleLinks = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app ?? "none");

const filtersPanel = (page: Page) => page.locator("details.filters-panel");

describeInBrowser("what a visitor does before the app runs", (session) => {
  it("asks for the app's scripts after the first paint, without a move, at low priority", async () => {
    const { page, requested, release } = await pageWithHeldScripts(session);
    await page.goto("/vehicles");
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(await appState(page)).toBe("none");
    const priorities = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement & { fetchPriority: string }>(
          "script[type=module], link[rel=modulepreload]",
        ),
      ].map((element) => element.fetchPriority),
    );
    expect(priorities.length).toBeGreaterThan(1);
    expect(new Set(priorities)).toEqual(new Set(["low"]));
    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
  });

  it("keeps the text typed and the option picked before the app ran, and searches with them", async () => {
    const { page, release } = await pageWithHeldScripts(session);
    await page.goto("/vehicles");
    await page.getByLabel("Search", { exact: true }).fill("Toyota");
    await page.getByLabel("Sort by").selectOption("price");
    expect(await appState(page)).toBe("none");

    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await page.waitForURL((url) => url.searchParams.get("q") === "Toyota" && url.searchParams.get("sort") === "price");
    await expect.poll(() => page.getByLabel("Search", { exact: true }).inputValue()).toBe("Toyota");
    await expect
      .poll(async () => {
        const names = await vehicleLinks(page).allTextContents();
        return names.length > 0 && names.every((name) => name.includes("Toyota"));
      })
      .toBe(true);
  });

  it("on a phone, opens Filters at the first tap, at once, before the app runs, and keeps it open when it runs", async () => {
    const { page, release } = await pageWithHeldScripts(session, true);
    await page.goto("/vehicles");
    const summary = page.locator("summary", { hasText: "Filters" });
    expect(await filtersPanel(page).getAttribute("open")).toBeNull();

    const tapped = Date.now();
    await summary.tap();
    await page.getByLabel("Vehicle Type").waitFor({ state: "visible", timeout: 1000 });
    expect(Date.now() - tapped).toBeLessThan(1000);
    expect(await appState(page)).toBe("none");
    await screenshot(page, "early-input-filters-open-mobile", { fullPage: false });

    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    expect(await filtersPanel(page).getAttribute("open")).toBe("");
    expect(await page.getByRole("region", { name: "Filters" }).isVisible()).toBe(true);
  });

  it("taps Filters right after load and sees it open, however the app's start falls", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.goto("/vehicles", { waitUntil: "commit" });
    await page.locator("summary", { hasText: "Filters" }).tap();
    await page.getByLabel("Vehicle Type").waitFor({ state: "visible", timeout: 1000 });
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await page.waitForTimeout(200);
    expect(await page.getByLabel("Vehicle Type").isVisible()).toBe(true);
  });

  it("on a phone, opens the header's menu at the first tap before the app runs; the app keeps it where it is, then drives it", async () => {
    const { page, release } = await pageWithHeldScripts(session, true);
    await page.goto("/vehicles");
    const menu = page.locator("#mobile-menu");
    const tapped = Date.now();
    await menuButton(page, "Open menu").tap();
    await menu.getByRole("link", { name: "Login", exact: true }).waitFor({ state: "visible", timeout: 1000 });
    expect(Date.now() - tapped).toBeLessThan(1000);
    expect(await appState(page)).toBe("none");
    expect(await screenReaderButton(page, "Close menu")).toEqual({ expanded: true });
    const before = await menu.boundingBox();
    await screenshot(page, "early-input-menu-open-mobile", { fullPage: false });

    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.boundingBox()).toEqual(before);
    expect(await screenReaderButton(page, "Close menu")).toEqual({ expanded: true });
    // The app's from now on: a tap closes it, and it closes as a link changes the page.
    await menuButton(page, "Close menu").tap();
    await menu.waitFor({ state: "detached" });
    expect(await screenReaderButton(page, "Open menu")).toEqual({ expanded: false });
    await menuButton(page, "Open menu").tap();
    await menu.getByRole("link", { name: "Companies" }).tap();
    await page.waitForURL((url) => url.pathname === "/companies");
    await menu.waitFor({ state: "detached" });
  });

  it("taps Home's menu right after load and sees it open, however the app's start falls", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.goto("/", { waitUntil: "commit" });
    await menuButton(page, "Open menu").tap();
    const menu = page.locator("#home-menu");
    await menu.waitFor({ state: "visible", timeout: 1000 });
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await page.waitForTimeout(200);
    expect(await menu.getByRole("link", { name: "Browse Vehicles" }).isVisible()).toBe(true);
  });

  it("stays a working page when the scripts cannot come: Filters opens and the form searches", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/vehicles");
    await page.locator("summary", { hasText: "Filters" }).tap();
    await page.getByLabel("Vehicle Type").selectOption("suv");
    await page.getByRole("button", { name: "Show vehicles" }).tap();
    await page.waitForURL((url) => url.searchParams.get("type") === "suv");
    expect(await appState(page)).toBe("none");
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("follows a link before the app runs: a card opens its vehicle's page", async () => {
    const { page } = await pageWithHeldScripts(session);
    await page.goto("/vehicles");
    const first = vehicleLinks(page).first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await page.waitForURL(/\/vehicles\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(name.split(" ")[0]);
  });

  it("shows a visitor who reads EC$ in EC$ from the first paint, before the app runs", async () => {
    const { page, release } = await pageWithHeldScripts(session, true);
    await page.context().addCookies([{ name: "currency", value: "XCD", url: session.baseURL }]);
    await page.goto("/vehicles");
    await page.getByRole("article").first().getByText(/^EC\$/).first().waitFor();
    expect(await appState(page)).toBe("none");
    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await expect.poll(() => page.getByRole("article").first().getByText(/^EC\$/).count()).toBeGreaterThan(0);
  });
});
