import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createCompany } from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

/** A minimal built client: the server fills its <head> for landing pages. */
const clientDir = mkdtempSync(join(tmpdir(), "client-shell-"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell"></head><body><div id="root"></div></body></html>',
);
const t = setUpTestApp({ clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

it("writes a company named with $' and $& into its landing page's head as text, splicing nothing", async () => {
  const { company } = await createCompany(t.db, { name: "Roseau $' Rentals $& Co" });
  const response = await t.app.inject({ method: "GET", url: `/companies/${company.id}` });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
  expect(html).toContain("<title>Roseau $&#39; Rentals $&amp; Co");
});

describe("a landing page in French (issue 12)", () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const { company } = await createCompany(t.db, { name: "Calibishie Cars", cityVillage: "Calibishie" });
    const response = await t.app.inject({
      method: "GET",
      url: url.replace(":id", String(company.id)),
      headers: { host: "rent.example.dm", ...headers },
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

  it("says a missing company is not found in French too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/companies/999999?lang=fr" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).not.toContain("<title>Car Rental Company Not Found in Dominica</title>");
  });
});
