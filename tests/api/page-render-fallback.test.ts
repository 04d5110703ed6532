import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { migrate } from "../../src/server/migrate";
import { TEST_PUBLIC_URL } from "../helpers/test-app";

/** A built client whose stand-in renderer fails on /companies as a page with a data gap would. */
const root = mkdtempSync(join(tmpdir(), "render-fallback-"));
const clientDir = join(root, "client");
mkdirSync(clientDir);
mkdirSync(join(root, "ssr"));
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, "ssr", "entry-server.js"),
  `export async function createPageRenderer() {
  return async (url, { language, currency }) => {
    if (url === "/companies") throw new Error("the page asked for data its route does not load: [\\"x\\"]");
    return { html: "<p>rendered " + url + "</p>", state: { language, currency, queries: {} } };
  };
}`,
);

/** The app's request log, one JSON line each. */
const lines: Record<string, unknown>[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    config: { cookieSecure: false, trustedOrigins: [], logLevel: "info", clientDir, publicUrl: TEST_PUBLIC_URL },
    database,
    logger: { stream },
    rateLimits: { renders: 1 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const fallbacks = () => lines.filter((line) => line.msg === "page left to the browser");

it("logs why a page it meant to render is left to the browser: a failed render, a spent budget", async () => {
  const failed = await app.inject({ url: "/companies", remoteAddress: "198.51.100.1" });
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toContain('<div id="root"></div>');
  expect(fallbacks()).toEqual([
    expect.objectContaining({
      level: 40,
      address: "/companies",
      reason: 'render failed: the page asked for data its route does not load: ["x"]',
    }),
  ]);

  const first = await app.inject({ url: "/vehicles?type=suv", remoteAddress: "198.51.100.2" });
  expect(first.body).toContain("<p>rendered /vehicles?type=suv</p>");
  await app.inject({ url: "/vehicles?type=van", remoteAddress: "198.51.100.2" });
  expect(fallbacks().at(-1)).toEqual(
    expect.objectContaining({ level: 30, address: "/vehicles?type=van", reason: "render budget spent" }),
  );
});

it("logs nothing for a page it never renders: a logged-in visitor's, a private one", async () => {
  const before = fallbacks().length;
  await app.inject({ url: "/vehicles", headers: { cookie: "sid=someone" } });
  await app.inject({ url: "/bookings" });
  expect(fallbacks()).toHaveLength(before);
});
