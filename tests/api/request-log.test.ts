import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { regenerateFeedToken } from "../../src/server/calendar-sync/feed-queries";
import { type Database, openDatabase } from "../../src/server/db/client";
import { redactUrl, SECRET_PATHS } from "../../src/server/log-redaction";
import { migrate } from "../../src/server/migrate";
import { createCompany } from "../helpers/factories";

/** The app with its real request log, written into `lines`. */
const lines: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: { cookieSecure: false, trustedOrigins: [], logLevel: "info", publicUrl: "http://rent.example.dm" },
    database,
    logger: { stream },
    // A busy test machine must not turn these requests into 503s (the event-loop check is off).
    shedding: { maxEventLoopDelayMs: 0 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it("never writes a calendar feed's token into the request log", async () => {
  const { company } = await createCompany(database.db);
  const { token } = await regenerateFeedToken(database.db, company.id, null);
  const response = await app.inject({ url: `/api/calendar-feeds/${token}.ics`, headers: { cookie: "sid=secret" } });
  expect(response.statusCode).toBe(200);
  const log = lines.join("");
  expect(log).toContain('"url":"/api/calendar-feeds/[redacted]"');
  expect(log).not.toContain(token);
  expect(log).not.toContain("sid=secret");
});

it("never writes a request's status-link secret into the request log", async () => {
  const token = "Q".repeat(43);
  await app.inject({ url: `/api/booking-requests/${token}` });
  await app.inject({ method: "POST", url: `/api/booking-requests/${token}/cancel` });
  const log = lines.join("");
  expect(log).toContain('"url":"/api/booking-requests/[redacted]"');
  expect(log).toContain('"url":"/api/booking-requests/[redacted]/cancel"');
  expect(log).not.toContain(token);
});

it("never writes the secret of a sign-up link that takes a request along", async () => {
  const token = "R".repeat(43);
  await app.inject({ url: `/sign-up?lang=fr&request=${token}` });
  const log = lines.join("");
  expect(log).toContain('"url":"/sign-up?lang=fr&request=[redacted]"');
  expect(log).not.toContain(token);
});

it("redacts every secret path, whatever follows the secret", () => {
  expect(SECRET_PATHS.length).toBe(5);
  expect(redactUrl("/sign-up?request=abc&lang=fr")).toBe("/sign-up?request=[redacted]&lang=fr");
  expect(redactUrl("/api/calendar-feeds/abc.ics?x=1")).toBe("/api/calendar-feeds/[redacted]?x=1");
  expect(redactUrl("/requests/abc?lang=fr")).toBe("/requests/[redacted]?lang=fr");
  expect(redactUrl("/verify-email?token=abc&lang=fr")).toBe("/verify-email?token=[redacted]&lang=fr");
  expect(redactUrl("/verify-email?lang=fr&token=abc")).toBe("/verify-email?lang=fr&token=[redacted]");
  expect(redactUrl("/api/vehicles?page=2")).toBe("/api/vehicles?page=2");
});
