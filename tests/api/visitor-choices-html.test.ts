import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { setUpTestApp } from "../helpers/test-app";

/**
 * A built client whose stand-in server renderer writes the address, language and currency it was
 * asked for and counts its renders: what the server renders for a visitor's remembered choices
 * (issue 41, point 3), and what the page cache hands to whom.
 */
const root = mkdtempSync(join(tmpdir(), "visitor-choices-"));
const clientDir = join(root, "client");
mkdirSync(clientDir);
mkdirSync(join(root, "ssr"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, "ssr", "entry-server.js"),
  `globalThis.choiceRenders = [];
export async function createPageRenderer() {
  return async (url, { language, currency }) => {
    globalThis.choiceRenders.push(url + " " + language + " " + currency);
    return { html: "<p>rendered " + url + " in " + language + " with " + currency + "</p>", state: { language, currency, queries: {} } };
  };
}`,
);
const renders = () => (globalThis as unknown as { choiceRenders: string[] }).choiceRenders;
const t = setUpTestApp({ clientDir });
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  renders().length = 0;
});

const setCookies = (headers: Record<string, unknown>): string[] => {
  const set = headers["set-cookie"];
  return set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
};

describe("language and currency from the first byte (issue 41)", () => {
  it("renders in the language and currency a visitor's cookies remember, and sets no cookie then", async () => {
    const response = await t.app.inject({ url: "/vehicles", headers: { cookie: "lang=fr; currency=XCD" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<p>rendered /vehicles in fr with XCD</p>");
    expect(response.body).toContain('<html lang="fr">');
    expect(setCookies(response.headers)).toEqual([]);
    expect(response.headers.vary).toContain("Cookie");
  });

  it("remembers the choice a language or currency link makes, for a year, on every path", async () => {
    const response = await t.app.inject({ url: "/vehicles?type=suv&lang=fr&currency=XCD" });
    expect(response.body).toContain("<p>rendered /vehicles?type=suv in fr with XCD</p>");
    expect(setCookies(response.headers)).toEqual([
      "lang=fr; Path=/; Max-Age=31536000; SameSite=Lax",
      "currency=XCD; Path=/; Max-Age=31536000; SameSite=Lax",
    ]);
    // The link's choice wins over an older one; the one already remembered is not set again.
    const again = await t.app.inject({ url: "/?currency=USD", headers: { cookie: "lang=fr; currency=XCD" } });
    expect(again.body).toContain("<p>rendered / in fr with USD</p>");
    expect(setCookies(again.headers)).toEqual(["currency=USD; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });

  it("reads neither an unknown language nor an unknown currency: the browser's language and US$", async () => {
    const response = await t.app.inject({
      url: "/companies?currency=GBP&lang=de",
      headers: { cookie: "lang=xx; currency=%3Cscript%3E", "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(response.body).toContain("<p>rendered /companies in fr with USD</p>");
    expect(setCookies(response.headers)).toEqual([]);
  });

  it("never hands one visitor's cached page to a visitor who chose otherwise, and renders each choice once", async () => {
    const asked = [
      { cookie: "currency=XCD", shows: "in en with XCD" },
      { cookie: "", shows: "in en with USD" },
      { cookie: "lang=fr", shows: "in fr with USD" },
      { cookie: "lang=fr; currency=XCD", shows: "in fr with XCD" },
    ];
    for (const round of [1, 2]) {
      for (const { cookie, shows } of asked) {
        const response = await t.app.inject({ url: "/vehicles?type=van", headers: cookie ? { cookie } : {} });
        expect(response.body, `${cookie} (round ${round})`).toContain(`<p>rendered /vehicles?type=van ${shows}</p>`);
        expect(response.headers.vary).toContain("Cookie");
      }
    }
    expect(renders()).toEqual([
      "/vehicles?type=van en XCD",
      "/vehicles?type=van en USD",
      "/vehicles?type=van fr USD",
      "/vehicles?type=van fr XCD",
    ]);
  });
});

describe("the Vehicles search sent as a plain GET form (issue 41)", () => {
  it("renders the search the form's fields ask for, its blank choices and empty fields dropped", async () => {
    const sent = new URLSearchParams([
      ["sort", "price"],
      ["type", "suv"],
      ["q", ""],
      ["doors", "any"],
      ["seats", "5"],
      ["is4x4", "true"],
      ["start", ""],
      ["end", ""],
      ["maxPrice", "120"],
    ]);
    const response = await t.app.inject({ url: `/vehicles?${sent}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      "<p>rendered /vehicles?type=suv&amp;seats=5&amp;is4x4=true&amp;maxPrice=120&amp;sort=price in en with USD</p>".replaceAll(
        "&amp;",
        "&",
      ),
    );
    // The same search typed in another order, or sent with "All types", is the same page: rendered once.
    await t.app.inject({ url: "/vehicles?seats=5&type=suv&is4x4=true&maxPrice=120&sort=price&q=&doors=any" });
    expect(renders()).toEqual(["/vehicles?type=suv&seats=5&is4x4=true&maxPrice=120&sort=price en USD"]);
  });
});
