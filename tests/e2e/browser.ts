import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { validVehicleInput } from "../helpers/fixtures";
import { ADMIN, CHROMIUM_PATH } from "./constants";
import { thisWorkersServer } from "./server";

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOT_DIR = "test-results/screenshots";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface BrowserSession {
  baseURL: string;
  /**
   * A fresh page in its own context (own cookies), optionally at phone size, at a device pixel ratio
   * (`scale`, 1 unless told), with scripts off, or `early`: navigating does not wait for the app,
   * which a server-rendered page runs after its first paint.
   */
  newPage(options?: { mobile?: boolean; scale?: number; javaScript?: boolean; early?: boolean }): Promise<Page>;
}

/**
 * A describe block with one Chromium for its tests. Skipped (loudly, by the global setup) when
 * no browser is installed; REQUIRE_BROWSER=1 makes that a failure instead.
 */
export function describeInBrowser(name: string, body: (session: BrowserSession) => void) {
  const hasBrowser = inject("hasBrowser");
  describe.skipIf(!hasBrowser)(name, () => {
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    const session: BrowserSession = {
      baseURL: thisWorkersServer().baseURL,
      async newPage(options = {}) {
        const context = await browser.newContext({
          baseURL: thisWorkersServer().baseURL,
          viewport: options.mobile ? MOBILE : DESKTOP,
          isMobile: options.mobile ?? false,
          deviceScaleFactor: options.scale ?? 1,
          hasTouch: options.mobile ?? false,
          javaScriptEnabled: options.javaScript ?? true,
        });
        contexts.push(context);
        const page = await context.newPage();
        page.on("pageerror", (error) => {
          throw error;
        });
        if (options.javaScript === false) return page;
        if (options.early) return page;
        // A server-rendered page shows before the app runs it (src/server/pages/app-loader.ts): a
        // test acts once the app runs.
        for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
          const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
          Object.assign(page, {
            [method]: async (...args: unknown[]) => {
              const response = await navigate(...args);
              await page.waitForSelector("html[data-app=ready]", { state: "attached" });
              return response;
            },
          });
        }
        return page;
      },
    };
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-dev-shm-usage",
        ],
      });
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
    });
    body(session);
  });
}

/**
 * The whole page, or with `fullPage: false` what is in view (a dialog that scrolls on its own).
 * `fromTop` scrolls up first: a whole page taken scrolled draws the sticky navigation bar mid-page.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, fromTop = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/**
 * Cards' photos load lazily: scroll through, a screen at a time (a jump to the bottom passes the
 * middle's photos by, and they never load), so a full-page screenshot shows them all.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

export async function loginThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Home, or My Bookings for a renter.
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** Registers a new company through the API of the page's context (the page is then logged in). */
export async function registerCompany(page: Page, username: string, companyName = `${username} Rentals`) {
  const response = await page.request.post("/api/register", {
    data: {
      username,
      password: "password123",
      fullName: companyName,
      email: `${username}@example.com`,
      phone: "7674400000",
      role: "company",
      companyName,
    },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; companyId: number };
}

/** Signs a new renter up through the API of the page's context (the page is then logged in). */
export async function signUpRenter(page: Page, fullName: string, phone = "+1 441 555 0100") {
  const response = await page.request.post("/api/renters", {
    data: {
      fullName,
      email: `${uniqueName("renter")}@example.com`,
      password: "password123",
      phone,
      nationality: "Canadian",
    },
  });
  if (!response.ok()) throw new Error(`renter sign-up failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; email: string };
}

/** An admin approves a registered company's account, as the admin screen's toggle does. */
export async function approveAccount(session: { newPage(): Promise<Page> }, userId: number) {
  const admin = await session.newPage();
  await loginThroughUi(admin, ADMIN.username, ADMIN.password);
  const approved = await admin.request.patch(`/api/admin/users/${userId}`, { data: { isActive: true } });
  if (!approved.ok()) throw new Error(`approval failed: ${approved.status()} ${await approved.text()}`);
  return admin;
}

/**
 * A company of a file's own, registered through the API, approved by an admin and given one vehicle
 * (`validVehicleInput` with `vehicle`): the page is logged in as it, `admin` as the admin.
 */
export async function approvedCompanyWithVehicle(
  session: { newPage(): Promise<Page> },
  options: { username: string; companyName: string; vehicle: Record<string, unknown> },
) {
  const company = await session.newPage();
  const user = await registerCompany(company, uniqueName(options.username), options.companyName);
  const admin = await approveAccount(session, user.id);
  const created = await company.request.post("/api/vehicles", { data: validVehicleInput(options.vehicle) });
  if (created.status() !== 201) throw new Error(`vehicle not created: ${created.status()} ${await created.text()}`);
  return { company, admin, companyId: user.companyId, vehicleId: (await created.json()).id as number };
}

/**
 * A suite's own company (`approvedCompanyWithVehicle`), made before its tests and deleted after
 * them; `setUp` adds what the suite needs on top. Its fields are filled in once the tests run.
 */
export function companyOfTheSuite(
  session: { newPage(): Promise<Page> },
  options: Parameters<typeof approvedCompanyWithVehicle>[1],
  setUp?: (own: OwnCompany) => Promise<void>,
): OwnCompany {
  const own = {} as OwnCompany;
  beforeAll(async () => {
    Object.assign(own, await approvedCompanyWithVehicle(session, options));
    await setUp?.(own);
  });
  afterAll(() => deleteCompany(own.admin, own.companyId));
  return own;
}
export type OwnCompany = Awaited<ReturnType<typeof approvedCompanyWithVehicle>>;

/** Deletes a company a file made: vitest orders files by past runs, and other files count the demo fleet. */
export async function deleteCompany(admin: Page | undefined, companyId: number) {
  if (admin && companyId) await admin.request.delete(`/api/admin/companies/${companyId}`);
}

/** Waits for a toast (or its text, while it animates in) saying `text`. */
export async function waitForToast(page: Page, text: string) {
  await page
    .getByRole("status")
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first()
    .waitFor();
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Runs axe-core in the page and returns the serious and critical WCAG A/AA violations, so a test
 * can assert there are none. (page.evaluate is not subject to the page's CSP.) `strict` counts
 * every impact and adds the best-practice heading-order rule.
 */
export async function accessibilityViolations(page: Page, options: { strict?: boolean } = {}): Promise<string[]> {
  // Measure the settled page: content dimmed while it reloads (aria-busy) or fading in is not what
  // a reader is left with, and its contrast would fail by design.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (strict) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
      ...(strict && { rules: { "heading-order": { enabled: true } } }),
    });
    return results.violations
      .filter((v) => strict || v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, options.strict ?? false);
  return violations;
}

interface AxeResults {
  violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * A header's phone menu button (src/client/components/mobile-menu.tsx) by the name a screen reader
 * hears: a native summary, which browsers expose as a button but Playwright's roles do not know.
 */
export const menuButton = (page: Page, name: string) =>
  page.locator("summary:visible").filter({ has: page.locator("span:visible", { hasText: new RegExp(`^${name}$`) }) });

/**
 * A button (or a summary, Chromium's "DisclosureTriangle") as Chromium's accessibility tree gives it to a screen reader (not Playwright's own
 * reckoning): whether one named `name` is there, and whether it says it is expanded.
 */
export async function screenReaderButton(page: Page, name: string): Promise<{ expanded?: boolean } | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const button = nodes.find(
      (node) => ["button", "DisclosureTriangle"].includes(node.role?.value ?? "") && node.name?.value === name,
    );
    if (!button) return undefined;
    const expanded = button.properties?.find((property) => property.name === "expanded")?.value.value;
    return { expanded: expanded === undefined ? undefined : Boolean(expanded) };
  } finally {
    await cdp.detach();
  }
}
