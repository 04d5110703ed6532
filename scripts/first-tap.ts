// How long a phone on a slow connection waits for its first tap on a server-rendered page:
// npm run first-tap
// Starts the built app on a random loopback port with the demo data and opens /vehicles in Debian's
// Chromium as issue 41's phone (375 px, DevTools' "Slow 4G": 562.5 ms round trips, 1.44 Mbit/s down,
// 675 kbit/s up; CPU four times slower), each new visitor in a fresh browser context (nothing
// cached). The visitor taps "Filters" 0.5, 3 and 10 s after the page has loaded, and the time until
// the panel shows is printed for a new visitor and one coming back (the scripts in the browser's
// cache). The panel is a native disclosure, so the tap is answered whether or not the app runs yet.
// docs/performance.md, "Scripts after the first paint", records the figures.
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { startServer } from "../tests/helpers/server-process";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const READ_FOR_MS = [500, 3000, 10_000];
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1000 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};

type Visitor = `${"new" | "coming back"}, tap at ${number} ms`;

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Milliseconds from the tap on "Filters" to the panel shown, the page read for `readFor` ms first. */
async function tapFilters(page: Page, origin: string, readFor: number): Promise<number> {
  await page.goto(`${origin}/vehicles`, { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(readFor);
  const box = await page.locator("summary", { hasText: "Filters" }).boundingBox();
  if (!box) throw new Error("no Filters summary");
  const tapped = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(
    () => {
      const field = document.querySelector("details.filters-panel[open] select");
      return field !== null && field.getBoundingClientRect().height > 0;
    },
    undefined,
    { polling: "raf", timeout: 60_000 },
  );
  return Date.now() - tapped;
}

async function main() {
  const server = await startServer({ API_ONLY: "", SEED_DEMO: "true", DATA_DIR: "memory://first-tap" });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const waits = new Map<Visitor, number[]>();
  const note = (visitor: Visitor, ms: number) => waits.set(visitor, [...(waits.get(visitor) ?? []), ms]);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const readFor of READ_FOR_MS) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
        });
        note(`new, tap at ${readFor} ms`, await tapFilters(await throttledPage(context), server.origin, readFor));
        note(
          `coming back, tap at ${readFor} ms`,
          await tapFilters(await throttledPage(context), server.origin, readFor),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
  for (const [visitor, list] of waits) {
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`${visitor.padEnd(30)} tap to open: median ${median} ms (runs: ${list.join(", ")} ms)`);
  }
}

await main();
