import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { type BrowserSession, describeInBrowser, screenshot } from "./browser";

/**
 * A server-rendered page before its app runs (src/server/pages/app-loader.ts): it fetches no script
 * until the visitor moves, and what they do meanwhile is done once the app runs. The app's scripts
 * are held back here until the test lets them through, as a slow connection would.
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
  return { page, requested, release };
}

/** The catalogue cards' names, each a link to its vehicle's page. */
const vehicleLinks = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app ?? "none");

describeInBrowser("what a visitor does before the app runs", (session) => {
  it("keeps the text typed and the option picked before the app ran, and searches with them", async () => {
    const { page, requested, release } = await pageWithHeldScripts(session);
    await page.goto("/vehicles");
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    expect(await appState(page)).toBe("none");

    await page.getByLabel("Search", { exact: true }).fill("Toyota");
    await page.getByLabel("Sort by").selectOption("price");
    expect(await appState(page)).toBe("loading");
    expect(requested.length).toBeGreaterThan(0);

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

  it("on a phone, does a tap made before the app ran once it runs, with a bar at the top meanwhile", async () => {
    const { page, release } = await pageWithHeldScripts(session, true);
    await page.goto("/vehicles");
    const filters = page.getByRole("button", { name: "Filters" });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");

    await filters.tap();
    expect(await appState(page)).toBe("waiting");
    const bar = await page.evaluate(() => getComputedStyle(document.documentElement, "::before").height);
    expect(bar).toBe("3px");
    await screenshot(page, "early-input-waiting-mobile", { fullPage: false });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");

    release();
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await expect.poll(() => filters.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("region", { name: "Filters" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::before").content)).toBe("none");
  });

  it("offers copy and WhatsApp when a Share tapped before the app ran comes too late for the phone's sheet", async () => {
    const { page, release } = await pageWithHeldScripts(session, true);
    // Chrome refuses the sheet once the tap is more than a few seconds old.
    await page.addInitScript(() => {
      Object.assign(navigator, {
        share: async () => {
          throw new DOMException("Must be handling a user gesture", "NotAllowedError");
        },
      });
    });
    await page.goto("/vehicles/1");
    await page.getByRole("button", { name: "Share" }).tap();
    release();
    await page.getByRole("button", { name: "Copy link" }).waitFor();
    expect(await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toContain("https://wa.me/?text=");
  });

  it("takes the bar away when the scripts cannot come, leaving the page as it reads", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/vehicles");
    await page.getByRole("button", { name: "Filters" }).tap();
    await expect.poll(() => appState(page)).toBe("none");
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    // Another tap is not held under a bar that nothing will end.
    await page.getByRole("button", { name: "Filters" }).tap();
    await page.waitForTimeout(300);
    expect(await appState(page)).toBe("none");
  });

  it("follows a link before the app runs: a card opens its vehicle's page", async () => {
    const { page, requested } = await pageWithHeldScripts(session);
    await page.goto("/vehicles");
    const first = vehicleLinks(page).first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await page.waitForURL(/\/vehicles\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(name.split(" ")[0]);
    // The first page's scripts were asked for on the way (the pointer moved), never run.
    expect(requested.length).toBeGreaterThan(0);
  });

  it("runs the app once the page is shown, without a move, when the browser has its scripts already", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.goto("/vehicles");
    await page.keyboard.press("Shift");
    await page.waitForSelector("html[data-app=ready]", { state: "attached" });
    await page.goto("/companies/1");
    await page.waitForSelector("html[data-app=ready]", { state: "attached", timeout: 10_000 });
    // A browser that ran another build's scripts waits for a move again.
    await page.evaluate(() => localStorage.setItem("app-scripts", "/assets/index-older.js"));
    await page.goto("/companies/1");
    await page.waitForTimeout(500);
    expect(await appState(page)).toBe("none");
  });

  it("runs the app at once, without a move, for a visitor who reads EC$", async () => {
    const page = await session.newPage({ mobile: true, early: true });
    await page.addInitScript(() => localStorage.setItem("currency", "XCD"));
    await page.goto("/vehicles");
    await page.waitForSelector("html[data-app=ready]", { state: "attached", timeout: 10_000 });
    await expect.poll(() => page.getByRole("main").getByText(/EC\$/).count()).toBeGreaterThan(0);
  });
});
