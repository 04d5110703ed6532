import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
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
