import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { describeInBrowser, loginThroughUi, screenshot } from "./browser";
import { demoLogin } from "./constants";

/** The W3C Nu HTML checker (vnu-jar), run with the machine's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** What the page asks the API for, by path and query. */
function apiCalls(page: import("playwright-core").Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/images/"))
      calls.push(url.pathname + url.search);
  });
  return calls;
}

describeInBrowser("server-rendered public pages", (session) => {
  it("shows the catalogue, the home page and a landing page before any script runs", async () => {
    const page = await session.newPage({ mobile: true, javaScript: false });
    // A shared link's tracking parameters are ignored and a value the form cannot make is dropped.
    await page.goto("/vehicles?type=suv&utm_source=newsletter&seats=banana");
    await page.getByRole("heading", { name: "Available Vehicles" }).waitFor();
    // The demo's three SUVs, and any another file of this suite left listed.
    await page.getByText(/^Showing (\d+) of \1 vehicles$/).waitFor();
    const names = await page
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    expect(names).toEqual(expect.arrayContaining(["Mitsubishi Pajero", "Suzuki Jimny", "Toyota RAV4"]));
    // The first row's picture is asked for at once, the rest when scrolled to.
    expect(await page.locator("article img").first().getAttribute("fetchpriority")).toBe("high");
    await screenshot(page, "server-render-vehicles-no-script-mobile");

    // With dates, each card's total under its company's seasons is in the page the server sends.
    const start = addDays(todayInDominica(), 40);
    await page.goto(`/vehicles?type=suv&start=${start}&end=${addDays(start, 3)}`);
    await page.getByRole("heading", { name: "Available Vehicles" }).waitFor();
    expect(await page.getByTestId("period-total").first().textContent()).toMatch(
      /^Total for 4 days: US\$[\d,]+\.\d\d$/,
    );
    expect(await page.getByTestId("period-total").count()).toBe(await page.getByRole("article").count());

    await page.goto("/?lang=fr");
    await page
      .getByRole("link", { name: /^Voir les / })
      .first()
      .waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    // The choice is remembered (a cookie): the next page is French too, until English is chosen.
    await page.goto("/vehicles");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");

    await page.goto("/companies/1?lang=en");
    await page.getByRole("heading", { level: 1, name: "Nature Isle Car Rentals" }).waitFor();
    await page.getByRole("heading", { name: "Our Fleet" }).waitFor();
    await screenshot(page, "server-render-landing-no-script-mobile");
  });

  it("renders every page of the sitemap on the server, each from the data its route loads", async () => {
    const page = await session.newPage();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1] ?? "").pathname);
    expect(paths).toEqual(expect.arrayContaining(["/", "/vehicles", "/companies", "/companies/1"]));
    for (const path of paths) {
      const html = await (await page.request.get(path)).text();
      // A route whose loader misses data its page asks for is left to the browser: an empty #root.
      expect(html, path).not.toContain('<div id="root"></div>');
      expect(html, path).toContain('<script type="application/json" id="server-state">');
    }
  });

  it("writes every public page as valid HTML (the W3C Nu checker finds no error)", async () => {
    const page = await session.newPage();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1] ?? "").pathname);
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const files: string[] = [];
    for (const [index, path] of [...paths, "/vehicles?type=suv", "/?lang=fr", "/no-such-page"].entries()) {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, await (await page.request.get(path)).text());
      files.push(file);
    }
    const checked = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
    });
    rmSync(dir, { recursive: true, force: true });
    expect(checked.error, "java runs the checker").toBeUndefined();
    const { messages } = JSON.parse(checked.stderr) as { messages: { url: string; message: string }[] };
    expect(messages.map((m) => `${m.url.split("/").pop()}: ${m.message}`)).toEqual([]);
  });

  it("hands the page to the app without asking the API again, and its buttons then work", async () => {
    const page = await session.newPage({ mobile: true });
    const calls = apiCalls(page);
    await page.goto("/vehicles");
    await page.getByText(/^Showing \d+ of \d+ vehicles$/).waitFor();
    expect(calls).toEqual([]);
    await page.getByRole("article").first().getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog").waitFor();
    // A filter is the app's from now on: the search is asked for and the address follows.
    await page.keyboard.press("Escape");
    // On a phone the filters are folded behind their button.
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Vehicle Type").selectOption("pickup");
    await page.waitForURL((url) => url.search === "?type=pickup");
    await expect.poll(() => calls.some((call) => call.startsWith("/api/vehicles?type=pickup"))).toBe(true);
  });

  it("asks nothing that answers 401 of a visitor without a session, and the console stays clean", async () => {
    const page = await session.newPage();
    const refused: string[] = [];
    const consoleErrors: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    for (const path of ["/", "/vehicles", "/companies", "/companies/1", "/auth", "/no-such-page"]) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
    }
    // A private page sends the visitor to sign in, still without asking who they are.
    await page.goto("/bookings");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(refused).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([]);
  });

  it("renders a chosen currency from the server (its cookie), and in the browser what the server cannot know: a logged-in visitor", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles");
    const firstPriceInEc = page
      .getByRole("article")
      .first()
      .getByText(/^EC\$[\d,]+\.\d\d$/)
      .first();
    await page.getByRole("navigation", { name: "Currency" }).getByRole("link", { name: "EC$" }).click();
    await firstPriceInEc.waitFor();
    // The choice is a cookie the server reads: the page comes from the server in EC$ already.
    const served = await (await page.request.get("/vehicles")).text();
    expect(served).toMatch(/EC\$[\d,]+\.\d\d/);
    await page.reload();
    await firstPriceInEc.waitFor();

    const visitor = await session.newPage();
    const login = demoLogin("visitor");
    await loginThroughUi(visitor, login.username, login.password);
    const html = await (await visitor.request.get("/vehicles")).text();
    expect(html).toContain('<div id="root"></div>');
    await visitor.goto("/vehicles");
    await visitor.getByTestId("nav-username").first().waitFor({ state: "attached" });
  });

  it("answers a hostile address with a page that carries none of it, and a NUL with the usual 400", async () => {
    const page = await session.newPage();
    const hostile =
      "/vehicles?type=%3Cscript%3Ealert(1)%3C%2Fscript%3E&minPrice=-5&start=2026-99-99&page=99999999999&lang=%22%3E";
    const response = await page.request.get(hostile);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('<html lang="en">');
    expect((await page.request.get("/vehicles?search=a%00b")).status()).toBe(400);
    // The browser shows the page the address allows, without an error.
    await page.goto(hostile);
    await page.getByRole("heading", { name: "Available Vehicles" }).waitFor();
  });
});
