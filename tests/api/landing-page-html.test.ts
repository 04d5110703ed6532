import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { landingRoute } from "../../src/client/features/landing/landing-route";
import { vehiclesRoute } from "../../src/client/features/vehicles/vehicles-route";
import { ROUTES } from "../../src/client/route-table";
import { NUL_MESSAGE } from "../../src/server/nul-characters";
import { createCompany, createVehicle } from "../helpers/factories";
import { login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

/** A minimal built client: the server fills its <head> for landing pages. */
const clientDir = mkdtempSync(join(tmpdir(), "client-shell-"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell"></head><body><div id="root"></div></body></html>',
);
/** A stand-in for Vite's manifest: the entry and the two lazy routes with a chunk they share. */
mkdirSync(join(clientDir, ".vite"));
writeFileSync(
  join(clientDir, ".vite", "manifest.json"),
  JSON.stringify({
    "main.tsx": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
    [String(vehiclesRoute.module)]: { file: "assets/vehicles-page.js", imports: ["_shared.js", "_react.js"] },
    [String(landingRoute.module)]: { file: "assets/landing-page.js", imports: ["_shared.js"] },
  }),
);
/** A built script with the brotli copy the build writes beside it. */
mkdirSync(join(clientDir, "assets"));
const script = "console.log('a script long enough to be worth compressing');\n".repeat(40);
writeFileSync(join(clientDir, "assets", "app.js"), script);
const scriptBr = brotliCompressSync(script);
writeFileSync(join(clientDir, "assets", "app.js.br"), scriptBr);
const t = setUpTestApp({ clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

it("writes a company named with $' and $& into its landing page's head as text, splicing nothing", async () => {
  const { company } = await createCompany(t.db, { name: "Roseau $' Rentals $& Co" });
  const response = await t.app.inject({ method: "GET", url: `/companies/${company.id}` });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html.match(/<body[ >]/g)).toHaveLength(1);
  expect(html).toContain("<title>Roseau $&#39; Rentals $&amp; Co");
  // A page carries the page's policy (a JSON answer a stricter one, tests/api/accounts.test.ts).
  expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  expect(response.headers["x-frame-options"]).toBe("DENY");
});

it("tells the app in the page when the visitor has no session, so it does not ask GET /api/user", async () => {
  const { user } = await createCompany(t.db, { user: { password: "session-page-password" } });
  const cookie = await login(t.app, user.username, "session-page-password");
  for (const url of ["/", "/auth", "/no-such-page"]) {
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.body, url).toContain('<body data-session="none">');
    const signedIn = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(signedIn.body, url).not.toContain("data-session");
    expect(signedIn.body, url).toContain("<body>");
  }
});

describe("Home, Vehicles and Companies preview themselves (issue 23)", () => {
  it.each([
    ["/", "Dominica Car Rental — rent a car from local companies", true],
    ["/vehicles?type=suv", "Available Vehicles | Dominica Car Rental", true],
    ["/companies", "Our Car Rental Partners | Dominica Car Rental", false],
  ])("%s: title, description, canonical, languages, Open Graph and Twitter tags", async (url, title, hasImage) => {
    const { company } = await createCompany(t.db, { name: "Preview Motors" });
    await createVehicle(t.db, { companyId: company.id, type: "suv", image: "https://cdn.example/rav4.webp" });
    const path = url.split("?")[0];
    const { body: html } = await t.app.inject({ method: "GET", url, headers: { host: "evil.example" } });
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // Addresses come from the configured public address, never from the request's Host.
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${path}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${TEST_PUBLIC_URL}${path}?lang=fr" />`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).not.toContain("evil.example");
    if (hasImage) {
      // An https picture is linked as it is: its type and size are not ours to state.
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/cdn\.example\/[^"]+" \/>/);
      expect(html).not.toContain("og:image:width");
      expect(html).not.toContain("og:image:type");
    }

    const { body: french } = await t.app.inject({ method: "GET", url: `${path}?lang=fr` });
    expect(french).toContain('<html lang="fr">');
    expect(french).not.toContain(`<title>${title}</title>`);
    expect(french).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${path}?lang=fr" />`);
  });

  it("says it in French", async () => {
    const { body } = await t.app.inject({ method: "GET", url: "/?lang=fr" });
    expect(body).toContain("<title>Dominica Car Rental — louez une voiture auprès des loueurs locaux</title>");
    expect(body).toContain("Comparez les voitures, SUV et 4x4 des loueurs de confiance de toute la Dominique");
  });
});

describe("a landing page in French (issue 12)", () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const { company } = await createCompany(t.db, { name: "Calibishie Cars", cityVillage: "Calibishie" });
    const response = await t.app.inject({
      method: "GET",
      url: url.replace(":id", String(company.id)),
      headers: { host: "evil.example", ...headers },
    });
    return { company, response, html: response.body };
  };

  it("answers ?lang=fr with French meta tags, lang attribute and language alternates", async () => {
    const { company, response, html } = await page("/companies/:id?lang=fr");
    const url = `http://rent.example.dm/companies/${company.id}`;
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>Calibishie Cars | Location de voitures en Dominique</title>");
    expect(html).toMatch(
      /<meta name="description" content="Louez une voiture chez Calibishie Cars à Calibishie, Saint George, Dominique\./,
    );
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(html).toContain(`<link rel="canonical" href="${url}?lang=fr" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${url}?lang=fr" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
  });

  it("follows Accept-Language when the address names no language, and the address when it does", async () => {
    const french = await page("/companies/:id", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain("Location de voitures en Dominique</title>");
    expect(french.response.headers.vary).toContain("Accept-Language");
    expect(french.html).toContain(
      `<link rel="canonical" href="http://rent.example.dm/companies/${french.company.id}" />`,
    );

    const english = await page("/companies/:id?lang=en", { "accept-language": "fr" });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("<title>Calibishie Cars | Car Rental in Dominica</title>");
    expect(english.html).toContain('<meta property="og:locale" content="en_US" />');
  });

  it("answers an unknown or hostile ?lang= in English, writing none of it into the page", async () => {
    for (const lang of ["de", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "x".repeat(2000)]) {
      const { response, html } = await page(`/companies/:id?lang=${lang}`, { "accept-language": "en" });
      expect(response.statusCode).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("xxxxxxxxxx");
    }
    // A NUL character is refused before any route reads it, pages included.
    const { response } = await page("/companies/:id?lang=fr%00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, errors: [{ field: "lang", message: NUL_MESSAGE }] });
  });

  it("says a missing company is not found in French too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/companies/999999?lang=fr" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).not.toContain("<title>Car Rental Company Not Found in Dominica</title>");
  });
});

it("names each lazy route's module as its route file imports it", () => {
  const named = ROUTES.filter((route) => route.module);
  expect(named.length).toBeGreaterThanOrEqual(3);
  for (const { module = "" } of named) {
    const [, feature = "", file = ""] = /^features\/([^/]+)\/(.+)\.tsx$/.exec(module) ?? [];
    const routeFile = join(
      import.meta.dirname,
      "../../src/client/features",
      feature,
      file.replace(/-page$/, "-route.ts"),
    );
    expect(readFileSync(routeFile, "utf8")).toContain(`import("./${file}")`);
  }
});

it("names /vehicles' chunks, first API answers and first picture in its head, and only the chunks once filtered", async () => {
  const { company } = await createCompany(t.db, { user: { isFeatured: true } });
  await createVehicle(t.db, { companyId: company.id, image: "/api/images/7" });
  const html = (await t.app.inject({ method: "GET", url: "/vehicles" })).body;
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/vehicles-page.js" />');
  expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js" />');
  expect(head).not.toContain("/assets/react.js");
  expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/vehicles?page=1&amp;pageSize=24" />');
  expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/vehicles/facets" />');
  expect(head).toContain(
    '<link rel="preload" as="image" href="/api/images/7?variant=thumb" imagesrcset="/api/images/7?variant=thumb 480w, /api/images/7?variant=medium 800w, /api/images/7 1600w"',
  );

  const filtered = (await t.app.inject({ method: "GET", url: "/vehicles?type=suv" })).body;
  expect(filtered).toContain("/assets/vehicles-page.js");
  expect(filtered).not.toContain("/api/vehicles?page=1");
  expect(filtered).not.toContain('as="image"');
});

it("names a landing page's chunks and its two API answers in its head", async () => {
  const { company } = await createCompany(t.db);
  const html = (await t.app.inject({ method: "GET", url: `/companies/${company.id}` })).body;
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page.js" />');
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/companies/${company.id}" />`);
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/companies/${company.id}/vehicles" />`);
});

it("sends a built script's brotli copy as it is, and the script itself to a client without brotli", async () => {
  const br = await t.app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "br, gzip" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.rawPayload.equals(scriptBr)).toBe(true);
  const plain = await t.app.inject({ method: "GET", url: "/assets/app.js" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(script);
});

it("sends a hashed asset to be kept forever, without the headers of revalidation and ranges", async () => {
  const asset = await t.app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "br" } });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  for (const header of ["etag", "last-modified", "accept-ranges"]) expect(asset.headers[header]).toBeUndefined();
  expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
});

describe("absolute addresses", () => {
  it("builds sitemap.xml and robots.txt from the configured public address, never from the Host header", async () => {
    const { company } = await createCompany(t.db, { name: "Sitemap Rentals" });
    const headers = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${TEST_PUBLIC_URL}/companies/${company.id}</loc>`);
    expect(sitemap.body).not.toContain("evil.example");

    const robots = await t.app.inject({ method: "GET", url: "/robots.txt", headers });
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe("an address no page answers", () => {
  it("answers the not-found screen's shell with status 404, its title and noindex, in the visitor's language", async () => {
    for (const [url, title] of [
      ["/no/such/page", "404 Page Not Found"],
      ["/wp-login.php?lang=fr", "404 Page introuvable"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it("keeps answering a JSON 404 for an unknown API path", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
