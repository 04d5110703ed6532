// How long a phone on a weak signal waits for the page to answer its first tap: npm run first-tap
// Starts the built app on a random loopback port with the demo data and opens the pages in Debian's
// Chromium as DevTools' "Slow 4G" phone (562.5 ms round trips, 1.44 Mbit/s down, 675 kbit/s up, CPU
// four times slower, 375 px). Three taps, each on a page of its own: "Filters" on /vehicles, a day
// of a vehicle's calendar, and "Book Now" on the vehicle's page (scrolled into view first when below
// the fold, as the visitor would); each at 0.5 s, 3 s and 10 s after the page's load event; for a new visitor (a fresh browser context: nothing cached) and a returning
// one (the same page read once before in that context: scripts, service worker and pages kept). The
// time is from the tap to the page visibly answering it (the panel open, the day chosen, the form
// shown); a tap the page has not answered within LOST_AFTER_MS is lost. docs/performance.md,
// "Measured as a phone feels it", records the figures.
import { type Browser, chromium, type Page } from "playwright-core";
import { startServer } from "../tests/helpers/server-process";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 1);
const TAP_AFTER_MS = [500, 3000, 10_000];
const LOST_AFTER_MS = 15_000;
/** DevTools' "Slow 4G" preset, in bytes a second. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1000 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};

type Visitor = "new" | "returning";

interface Tap {
  name: string;
  path: (vehicleId: number) => string;
  /** The element tapped, as the server's markup already has it. */
  target: (page: Page) => ReturnType<Page["locator"]>;
  /** True once the page shows it heard the tap (run in the page). */
  answered: () => boolean;
}

const TAPS: Tap[] = [
  {
    name: "Filters",
    path: () => "/vehicles",
    target: (page) =>
      page.getByRole("button", { name: /^Filters/ }).or(page.locator("summary", { hasText: /^Filters/ })),
    answered: () =>
      document.querySelector('button[aria-controls][aria-expanded="true"]') !== null ||
      document.querySelector("details[open] > summary") !== null,
  },
  {
    name: "a date",
    path: (id) => `/vehicles/${id}`,
    target: (page) =>
      page
        .locator(
          ".calendar-day:not([data-disabled]):not(.calendar-outside) > button, .calendar-day:not([data-disabled]):not(.calendar-outside) > a",
        )
        .first(),
    answered: () =>
      document.querySelector('.calendar-day[aria-selected="true"], .calendar-selected, .calendar-range-start') !==
        null || location.search.includes("start="),
  },
  {
    name: "Book Now",
    path: (id) => `/vehicles/${id}`,
    target: (page) =>
      page
        .getByRole("button", { name: "Book Now" })
        .or(page.getByRole("link", { name: "Book Now" }))
        .first(),
    answered: () => document.querySelector('[role="dialog"]') !== null || !/^\/vehicles\/\d+$/.test(location.pathname),
  },
];

async function throttledPage(context: Awaited<ReturnType<Browser["newContext"]>>): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Milliseconds from the tap to the page's answer, or null when the tap was lost. */
async function timeTap(page: Page, origin: string, tap: Tap, vehicleId: number, afterMs: number) {
  await page.goto(`${origin}${tap.path(vehicleId)}`, { waitUntil: "load", timeout: 120_000 });
  // Below the fold (the calendar, Book Now under a phone's first screen) the visitor scrolls to it first.
  const target = tap.target(page);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(afterMs);
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap for ${tap.name}`);
  const tapped = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
  try {
    await page.waitForFunction(tap.answered, undefined, { polling: "raf", timeout: LOST_AFTER_MS });
    return Date.now() - tapped;
  } catch {
    return null;
  }
}

async function main() {
  // A busy machine seeds slowly: the server is given five minutes to start.
  const server = await startServer(
    { API_ONLY: "", SEED_DEMO: "true", DATA_DIR: "memory://first-tap" },
    { timeoutMs: 300_000 },
  );
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  // The demo fleet's first vehicle, whose page the first-screen budget measures too.
  const vehicleId = 1;
  const results: { visitor: Visitor; tap: string; afterMs: number; ms: number | null }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const tap of TAPS) {
        for (const afterMs of TAP_AFTER_MS) {
          for (const visitor of ["new", "returning"] as const) {
            const context = await browser.newContext({
              viewport: { width: 375, height: 812 },
              isMobile: true,
              hasTouch: true,
            });
            try {
              if (visitor === "returning") {
                // The first visit: the page read until its app ran, its scripts and pages kept.
                const first = await context.newPage();
                await first.goto(`${server.origin}${tap.path(vehicleId)}`, { waitUntil: "load" });
                await first.mouse.move(10, 10);
                await first.waitForSelector("html[data-app=ready]", { state: "attached", timeout: 60_000 });
                await first.waitForTimeout(1000);
                await first.close();
              }
              const ms = await timeTap(await throttledPage(context), server.origin, tap, vehicleId, afterMs);
              results.push({ visitor, tap: tap.name, afterMs, ms });
              console.log(
                `${visitor.padEnd(9)} ${tap.name.padEnd(8)} at ${afterMs / 1000} s: ${ms === null ? "LOST" : `${ms} ms`}`,
              );
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
  console.log("\nvisitor   | tap      | at 0.5 s | at 3 s | at 10 s");
  for (const visitor of ["new", "returning"] as const) {
    for (const tap of TAPS) {
      const cells = TAP_AFTER_MS.map((afterMs) => {
        const times = results.filter((r) => r.visitor === visitor && r.tap === tap.name && r.afterMs === afterMs);
        return times.map((r) => (r.ms === null ? "lost" : `${r.ms} ms`)).join(", ");
      });
      console.log(`${visitor.padEnd(9)} | ${tap.name.padEnd(8)} | ${cells.join(" | ")}`);
    }
  }
  const lost = results.filter((r) => r.ms === null).length;
  console.log(`\nlost taps: ${lost} of ${results.length}`);
}

await main();
