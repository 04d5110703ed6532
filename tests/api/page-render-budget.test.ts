import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { publicPageAddress } from "../../src/server/pages/server-render";
import { setUpTestApp } from "../helpers/test-app";

/**
 * A built client with a stand-in server renderer that writes the address it was asked to render
 * into the page and counts its renders, so the tests see what the server renders and caches.
 */
const root = mkdtempSync(join(tmpdir(), "render-budget-"));
const clientDir = join(root, "client");
mkdirSync(clientDir);
mkdirSync(join(root, "ssr"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, "ssr", "entry-server.js"),
  `globalThis.renders = [];
export async function createPageRenderer() {
  return async (url, { language, currency }) => {
    globalThis.renders.push(url);
    return { html: "<p>rendered " + url + " in " + language + "</p>", state: { language, currency, queries: {} } };
  };
}`,
);
const renders = () => (globalThis as unknown as { renders: string[] }).renders;
const RENDERS_PER_MINUTE = 20;
const t = setUpTestApp({ clientDir, rateLimits: { renders: RENDERS_PER_MINUTE } });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const start = addDays(todayInDominica(), 10);
const end = addDays(start, 3);

describe("the address a public page is rendered for", () => {
  it.each([
    ["/vehicles?utm_source=newsletter&type=suv&fbclid=abc", "/vehicles?type=suv"],
    ["/vehicles?seats=7&type=van", "/vehicles?type=van&seats=7"],
    ["/vehicles?type=spaceship&seats=banana&start=2030-01-05&end=2030-01-01", "/vehicles"],
    ["/?utm_source=facebook", "/"],
    ["/companies/12?gclid=x", "/companies/12"],
    ["/companies?ref=a", "/companies"],
    // A vehicle page keeps its dates and the searched pick-up place (one of the search's five), nothing else.
    [
      `/vehicles/12?end=${end}&type=suv&pickup=canefield_airport&start=${start}`,
      `/vehicles/12?start=${start}&end=${end}&pickup=canefield_airport`,
    ],
    ["/vehicles/12?pickup=douglas_charles_airport&utm_source=x", "/vehicles/12?pickup=douglas_charles_airport"],
    ["/vehicles/12?pickup=the_moon", "/vehicles/12"],
    ["/vehicles/12?pickup=any", "/vehicles/12"],
  ])("%s is rendered as %s", async (url, address) => {
    expect(await publicPageAddress(url)).toBe(address);
  });

  it.each(["/dashboard", "/admin", "/companies/abc", "/vehicles/"])("%s is not a public page", async (url) => {
    expect(await publicPageAddress(url)).toBeUndefined();
  });
});

describe("server rendering on a budget", () => {
  it("renders a page once however many tracking parameters its links carry, and writes none of them", async () => {
    renders().length = 0;
    const pagesBefore = t.app.catalogue.pages.size;
    for (let n = 0; n < 30; n++) {
      const response = await t.app.inject({ url: `/vehicles?type=suv&utm_source=n${n}&fbclid=${n}x` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<p>rendered /vehicles?type=suv in en</p>");
      expect(response.body).not.toContain("utm_source");
    }
    expect(renders()).toEqual(["/vehicles?type=suv"]);
    expect(t.app.catalogue.pages.size).toBe(pagesBefore + 1);
  });

  it("keeps pages and API answers in separate budgets: renders never evict the API's answers", async () => {
    const api = await t.app.inject({ url: "/api/vehicles?pageSize=7" });
    expect(api.statusCode).toBe(200);
    const answers = t.app.catalogue.cache.size;
    const pages = t.app.catalogue.pages.size;
    for (const type of ["sedan", "van", "luxury", "pickup", "bike"])
      await t.app.inject({ url: `/vehicles?type=${type}` });
    expect(t.app.catalogue.pages.size).toBe(pages + 5);
    // Each page's head reads its search through the API (new answers); none of the earlier ones went.
    const afterRenders = t.app.catalogue.cache.size;
    expect(afterRenders).toBeGreaterThanOrEqual(answers);
    await t.app.inject({ url: "/api/vehicles?pageSize=7" });
    expect(t.app.catalogue.cache.size).toBe(afterRenders);
  });
});

describe("whole pages from the page cache (issue 24)", () => {
  it("sends an anonymous visitor's page from the cache, compressed, with an ETag; a session gets it built", async () => {
    renders().length = 0;
    const url = "/companies?ref=cache";
    const first = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: "/companies", headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(again.rawPayload).equals(brotliDecompressSync(first.rawPayload))).toBe(true);
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    // In French it is another page.
    const french = await t.app.inject({ url: "/companies?lang=fr" });
    expect(french.body).toContain("<p>rendered /companies in fr</p>");
    expect(renders()).toEqual(["/companies", "/companies"]);
    // A visitor with a session is never sent the anonymous page.
    const signedIn = await t.app.inject({ url: "/companies", headers: { cookie: "sid=whatever" } });
    expect(signedIn.body).not.toContain("<p>rendered");
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it("builds a 404 page each time rather than keeping it", async () => {
    const pages = t.app.catalogue.pages.size;
    for (let n = 0; n < 3; n++) expect((await t.app.inject({ url: "/companies/999999" })).statusCode).toBe(404);
    expect(t.app.catalogue.pages.size).toBe(pages);
  });
});

describe("renders per client", () => {
  it("renders at most its budget of new pages for one address a minute; the rest get the shell, others still get renders", async () => {
    const greedy = "203.0.113.7";
    const pageOf = (n: number, remoteAddress: string) =>
      t.app.inject({ url: `/vehicles?q=made-up-${n}`, remoteAddress });
    const rendered: boolean[] = [];
    for (let n = 0; n < RENDERS_PER_MINUTE + 3; n++) {
      const response = await pageOf(n, greedy);
      expect(response.statusCode).toBe(200);
      rendered.push(response.body.includes("<p>rendered"));
    }
    expect(rendered.filter(Boolean)).toHaveLength(RENDERS_PER_MINUTE);
    expect(rendered.slice(-3)).toEqual([false, false, false]);

    const other = await pageOf(1_000, "198.51.100.9");
    expect(other.body).toContain("<p>rendered /vehicles?q=made-up-1000 in en</p>");
    // What the greedy client had rendered stays cached for everyone.
    expect((await pageOf(0, "198.51.100.9")).body).toContain("<p>rendered /vehicles?q=made-up-0 in en</p>");
  });
});
