// How long a phone on a slow connection waits for its first tap on a server-rendered page:
// npm run first-tap
// Starts the built app on a random loopback port with the demo data and opens /vehicles in Debian's
// Chromium as Lighthouse's mobile preset does (375 px, 150 ms round trips, 1.6 Mbps down, CPU four
// times slower), each run in a fresh browser context (a first visit: nothing cached). The visitor
// taps "Filters" three seconds after the page has loaded, and the time until the panel opens is
// printed for three visitors: one who touched the page as it loaded (so the app's scripts came at
// once, as before the loader waited for a move), one whose first move is that tap, and one coming
// back to the page with the scripts in the browser's cache. docs/performance.md, "First screen on a
// phone", records the figures.
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { startServer } from "../tests/helpers/server-process";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const READ_FOR_MS = 3000;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Visitor = "touched at load" | "first move is the tap" | "coming back";

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Milliseconds from the tap on "Filters" to the panel open, the page read for three seconds first. */
async function tapFilters(page: Page, origin: string, touchAtLoad: boolean): Promise<number> {
  await page.goto(`${origin}/vehicles`, { waitUntil: "load" });
  if (touchAtLoad) {
    const heading = await page.locator("h1").boundingBox();
    await page.touchscreen.tap((heading?.x ?? 0) + 5, (heading?.y ?? 0) + 5);
  }
  await page.waitForTimeout(READ_FOR_MS);
  const filters = page.getByRole("button", { name: "Filters" });
  const box = await filters.boundingBox();
  if (!box) throw new Error("no Filters button");
  const tapped = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(
    () => document.querySelector('button[aria-controls][aria-expanded="true"]') !== null,
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
      for (const touchAtLoad of [true, false]) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
        });
        note(
          touchAtLoad ? "touched at load" : "first move is the tap",
          await tapFilters(await throttledPage(context), server.origin, touchAtLoad),
        );
        if (!touchAtLoad) note("coming back", await tapFilters(await throttledPage(context), server.origin, false));
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
    console.log(`${visitor.padEnd(22)} tap to open: median ${median} ms (runs: ${list.join(", ")} ms)`);
  }
}

await main();
