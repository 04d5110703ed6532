import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { takenDatesMessage } from "../../src/domain/taken-dates-message";
import { IMPORTED_PERIOD_READ_ONLY } from "../../src/server/availability/routes";
import { CALENDAR_TOO_LARGE, CALENDAR_TOO_SLOW } from "../../src/server/calendar-sync/read-calendar-in-worker";

/**
 * What a reader stopped by its budget records. A rule that never ends reaches the time limit or the
 * memory limit first depending on how fast the machine runs the worker: either protects the server.
 */
const STOPPED_READING = [CALENDAR_TOO_SLOW, CALENDAR_TOO_LARGE];

import { CONNECTION_FAILED } from "../../src/server/calendar-sync/safe-fetch";
import { calendarImports, vehicleUnavailability } from "../../src/server/db/schema";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { type Actor, createTestApp, login, setUpActors, setUpTestApp } from "../helpers/test-app";

// The sync may reach the local calendar server below: the test-only allowance, off by default. The
// fetch deadline and the reading budget are lowered so that the slow calendars below fail quickly.
const BUDGET_MS = 4000;
/**
 * A calendar read on the server's own thread would hold every answer for the whole reading (the
 * 4 s budget); a quarter of it tells that apart from a busy machine's scheduling, which took one
 * answer to 209 ms on a 2-core host at load 17.
 */
const HEALTH_LIMIT_MS = BUDGET_MS / 4;
const FETCH_DEADLINE_MS = 4000;
const t = setUpTestApp({
  calendarSync: { allowPrivateAddresses: true, timeBudgetMs: BUDGET_MS, timeoutMs: FETCH_DEADLINE_MS },
});
const actors = setUpActors(t);

const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const headersOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });

/** An iCal file of all-day events, each [first day, last day] as offsets from today. */
function ics(events: [number, number][]) {
  const basic = (d: string) => d.replaceAll("-", "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Other channel//EN",
    ...events.flatMap(([from, to], i) => [
      "BEGIN:VEVENT",
      `UID:event-${i}@other`,
      "DTSTAMP:20300101T000000Z",
      `DTSTART;VALUE=DATE:${basic(day(from))}`,
      `DTEND;VALUE=DATE:${basic(day(to + 1))}`,
      "SUMMARY:Not available",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The other channel: serves /calendar.ics with an ETag, and a few ways of going wrong. */
const channel = {
  body: ics([]),
  etag: '"v0"',
  status: 200,
  requests: [] as IncomingHttpHeaders[],
};
let server: http.Server;
let origin: string;
const drips = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    channel.requests.push(request.headers);
    if (request.url === "/drip.ics") {
      // A calendar server that never stops sending: one byte a second.
      response.writeHead(200, { "content-type": "text/calendar" });
      const drip = setInterval(() => response.write("B"), 1000);
      drips.add(drip);
      response.on("close", () => {
        clearInterval(drip);
        drips.delete(drip);
      });
    } else if (request.url === "/redirect") {
      response.writeHead(302, { location: "/calendar.ics" }).end();
    } else if (request.url === "/huge.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      // No Content-Length: the cap must hold while streaming.
      const line = `${"X".repeat(1023)}\n`;
      for (let i = 0; i < 1100; i++) response.write(line);
      response.end();
    } else if (channel.status !== 200) {
      response.writeHead(channel.status).end("down");
    } else if (request.headers["if-none-match"] === channel.etag) {
      response.writeHead(304).end();
    } else {
      response.writeHead(200, { "content-type": "text/calendar", etag: channel.etag }).end(channel.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const drip of drips) clearInterval(drip);
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  channel.status = 200;
  channel.requests = [];
});

const addImport = (actor: Actor, vehicleId: number, url = `${origin}/calendar.ics`) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/calendar-imports",
    headers: headersOf(actor),
    payload: { vehicleId, url },
  });
const syncNow = (actor: Actor, importId: number) =>
  t.app.inject({ method: "POST", url: `/api/company/calendar-imports/${importId}/sync`, headers: headersOf(actor) });
const periodsOf = (vehicleId: number) =>
  t.db
    .select({
      startDate: vehicleUnavailability.startDate,
      endDate: vehicleUnavailability.endDate,
      reason: vehicleUnavailability.reason,
      calendarImportId: vehicleUnavailability.calendarImportId,
    })
    .from(vehicleUnavailability)
    .where(eq(vehicleUnavailability.vehicleId, vehicleId))
    .orderBy(vehicleUnavailability.startDate);
const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id });

/** A vehicle with one import, synced once with `events`. */
async function syncedVehicle(events: [number, number][], etag = `"${Math.random()}"`) {
  const vehicle = await ownVehicle();
  const created = await addImport("own", vehicle.id);
  expect(created.statusCode).toBe(201);
  channel.body = ics(events);
  channel.etag = etag;
  const synced = await syncNow("own", created.json().id);
  expect(synced.statusCode).toBe(200);
  return { vehicle, importId: created.json().id as number, synced: synced.json() };
}

describe("calendar import", () => {
  it("turns each event into a read-only 'External calendar' period and reports the sync", async () => {
    const { vehicle, importId, synced } = await syncedVehicle([
      [2, 4],
      [10, 10],
      [-30, -20], // already over: not imported
    ]);
    expect(synced).toMatchObject({
      id: importId,
      lastError: null,
      periodCount: 2,
      lastSyncedAt: expect.any(String),
      eventsRead: 3,
      daysBlocked: 4,
      skipped: [],
      importFreeEvents: false,
    });
    expect(await periodsOf(vehicle.id)).toEqual([
      { startDate: day(2), endDate: day(4), reason: "External calendar", calendarImportId: importId },
      { startDate: day(10), endDate: day(10), reason: "External calendar", calendarImportId: importId },
    ]);
    const listed = await t.app.inject({ url: "/api/company/calendar-imports", headers: headersOf("own") });
    expect(listed.json().imports).toContainEqual(synced);
  });

  it("reads a calendar once as soon as it is added, so its events show without a second step", async () => {
    const vehicle = await ownVehicle();
    channel.body = ics([[5, 6]]);
    channel.etag = `"added-${Math.random()}"`;
    const created = await addImport("own", vehicle.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ lastError: null, periodCount: 1, lastSyncedAt: expect.any(String) });
    expect(await periodsOf(vehicle.id)).toEqual([
      { startDate: day(5), endDate: day(6), reason: "External calendar", calendarImportId: created.json().id },
    ]);
  });

  it("replaces the periods wholesale when the calendar changes, keeping hand-entered ones", async () => {
    const { vehicle, importId } = await syncedVehicle([[2, 4]], '"v1"');
    const manual = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/unavailability`,
      headers: headersOf("own"),
      payload: { vehicleId: vehicle.id, startDate: day(20), endDate: day(21), reason: "Cleaning" },
    });
    expect(manual.statusCode).toBe(201);
    channel.body = ics([
      [5, 6],
      [8, 9],
    ]);
    channel.etag = '"v2"';
    expect((await syncNow("own", importId)).json()).toMatchObject({ lastError: null, periodCount: 2 });
    expect((await periodsOf(vehicle.id)).map((p) => [p.startDate, p.endDate, p.reason])).toEqual([
      [day(5), day(6), "External calendar"],
      [day(8), day(9), "External calendar"],
      [day(20), day(21), "Cleaning"],
    ]);
  });

  it("asks conditionally and keeps the periods on a 304", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 3]], '"same"');
    channel.body = ics([[7, 7]]); // would change things, were it sent
    const again = await syncNow("own", importId);
    expect(channel.requests.at(-1)?.["if-none-match"]).toBe('"same"');
    expect(again.json()).toMatchObject({ lastError: null, periodCount: 1 });
    expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(3)]);
  });

  it("keeps the periods and records the error when the fetch fails", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    channel.status = 500;
    channel.etag = '"changed"';
    const failed = await syncNow("own", importId);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      lastError: "The calendar's server answered 500 Internal Server Error",
      periodCount: 1,
    });
    expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(3)]);
  });

  it("refuses a calendar larger than 1 MB, streamed without a length, and keeps the periods", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    await t.db.execute(`update calendar_imports set url = '${origin}/huge.ics' where id = ${importId}`);
    const failed = await syncNow("own", importId);
    expect(failed.json().lastError).toBe("The calendar is larger than 1 MB");
    expect(await periodsOf(vehicle.id)).toHaveLength(1);
  });

  it("refuses what is not an iCalendar file", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    channel.body = "<html>Log in</html>";
    channel.etag = '"html"';
    expect((await syncNow("own", importId)).json().lastError).toBe(
      "The address does not serve an iCalendar (.ics) file",
    );
    expect(await periodsOf(vehicle.id)).toHaveLength(1);
  });

  it("follows a redirect", async () => {
    const vehicle = await ownVehicle();
    const created = await addImport("own", vehicle.id, `${origin}/redirect`);
    channel.body = ics([[6, 6]]);
    channel.etag = '"redirected"';
    expect((await syncNow("own", created.json().id)).json()).toMatchObject({ lastError: null, periodCount: 1 });
  });

  it("blocks public search and bookings like any other period", async () => {
    const { vehicle } = await syncedVehicle([[5, 7]]);
    const search = async (from: number, to: number) => {
      const response = await t.app.inject({ url: `/api/vehicles?start=${day(from)}&end=${day(to)}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const list: { id: number }[] = Array.isArray(body) ? body : (body.items ?? body.vehicles);
      return list.map((v) => v.id);
    };
    expect(await search(1, 3)).toContain(vehicle.id);
    expect(await search(6, 9)).not.toContain(vehicle.id);

    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const cookie = await login(t.app, customer.username, customer.password);
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie },
      payload: { vehicleId: vehicle.id, startDate: day(7), endDate: day(9) },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toBe(takenDatesMessage([{ startDate: day(7), endDate: day(7) }]));
  });

  it("will not let the owner delete an imported period, nor add one by hand", async () => {
    const { vehicle } = await syncedVehicle([[5, 7]]);
    const [period] = await t.db
      .select({ id: vehicleUnavailability.id })
      .from(vehicleUnavailability)
      .where(eq(vehicleUnavailability.vehicleId, vehicle.id));
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}/unavailability/${period?.id}`,
      headers: headersOf("own"),
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(IMPORTED_PERIOD_READ_ONLY);
    const byHand = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/unavailability`,
      headers: headersOf("own"),
      payload: { vehicleId: vehicle.id, startDate: day(20), endDate: day(21), reason: "External calendar" },
    });
    expect(byHand.statusCode).toBe(400);
    expect(await periodsOf(vehicle.id)).toHaveLength(1);
  });

  it("flags an imported event that overlaps a confirmed booking", async () => {
    const vehicle = await ownVehicle();
    const customer = await createUser(t.db);
    const booking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: day(10),
      endDate: day(12),
      status: "confirmed",
    });
    const created = await addImport("own", vehicle.id);
    channel.body = ics([
      [12, 14],
      [30, 31],
    ]);
    channel.etag = '"clash"';
    await syncNow("own", created.json().id);
    const listed = await t.app.inject({ url: "/api/company/calendar-imports", headers: headersOf("own") });
    expect(listed.json().conflicts.filter((c: { vehicleId: number }) => c.vehicleId === vehicle.id)).toEqual([
      {
        vehicleId: vehicle.id,
        periodId: expect.any(Number),
        bookingId: booking.id,
        periodStart: day(12),
        periodEnd: day(14),
        bookingStart: day(10),
        bookingEnd: day(12),
      },
    ]);
  });

  it("removing an import removes its periods", async () => {
    const { vehicle, importId } = await syncedVehicle([[5, 7]]);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/company/calendar-imports/${importId}`,
      headers: headersOf("own"),
    });
    expect(removal.statusCode).toBe(200);
    expect(await periodsOf(vehicle.id)).toEqual([]);
  });

  it("accepts at most three calendars per vehicle, each once", async () => {
    const vehicle = await ownVehicle();
    expect((await addImport("own", vehicle.id, `${origin}/a.ics`)).statusCode).toBe(201);
    expect((await addImport("own", vehicle.id, `${origin}/a.ics`)).statusCode).toBe(409);
    expect((await addImport("own", vehicle.id, `${origin}/b.ics`)).statusCode).toBe(201);
    expect((await addImport("own", vehicle.id, `${origin}/c.ics`)).statusCode).toBe(201);
    const fourth = await addImport("own", vehicle.id, `${origin}/d.ics`);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe("A vehicle can sync at most 3 external calendars");
  });

  it.each(["ftp://example.com/a.ics", "not a url", "", "javascript:alert(1)"])("refuses the URL %j", async (url) => {
    const vehicle = await ownVehicle();
    const response = await addImport("own", vehicle.id, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("url");
  });

  describe("permissions", () => {
    it.each([
      ["own company", "own", 201],
      ["another company", "other", 404],
      ["visitor", "anonymous", 401],
      ["admin without a company", "admin", 403],
    ] as const)("adding an import as %s answers %i", async (_name, actor, status) => {
      const vehicle = await ownVehicle();
      expect((await addImport(actor, vehicle.id)).statusCode).toBe(status);
    });

    it.each([
      ["own company", "own", 200],
      ["another company", "other", 404],
      ["visitor", "anonymous", 401],
      ["admin without a company", "admin", 403],
    ] as const)("syncing and removing an import as %s answers %i", async (_name, actor, status) => {
      const vehicle = await ownVehicle();
      const importId = (await addImport("own", vehicle.id)).json().id;
      expect((await syncNow(actor, importId)).statusCode).toBe(status);
      const removal = await t.app.inject({
        method: "DELETE",
        url: `/api/company/calendar-imports/${importId}`,
        headers: headersOf(actor),
      });
      expect(removal.statusCode).toBe(status);
    });

    it("another company's list does not show this company's imports", async () => {
      const { importId } = await syncedVehicle([[1, 1]]);
      const listed = await t.app.inject({ url: "/api/company/calendar-imports", headers: headersOf("other") });
      expect(listed.json().imports.map((i: { id: number }) => i.id)).not.toContain(importId);
    });
  });
});

/** A calendar of raw lines (real exports from other tools are in tests/unit/ical-fixtures.test.ts). */
const rawCalendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other channel//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const basicDay = (n: number) => day(n).replaceAll("-", "");

/**
 * Syncs while asking /healthz every 20 ms: the server must keep answering each within
 * `HEALTH_LIMIT_MS`, and the sync must end within the budget (plus the worker's start).
 */
async function syncWatchingHealth(importId: number) {
  const started = performance.now();
  let syncing = true;
  const sync = syncNow("own", importId).finally(() => {
    syncing = false;
  });
  const healthTimes: number[] = [];
  while (syncing) {
    const asked = performance.now();
    const health = await t.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(200);
    healthTimes.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const response = await sync;
  expect(response.statusCode).toBe(200);
  return { body: response.json(), elapsedMs: performance.now() - started, slowestHealthMs: Math.max(...healthTimes) };
}

describe("a calendar cannot hang the server", () => {
  // The reading's budget, and a few seconds for the worker to start on a busy machine.
  const LIMIT_MS = Math.max(BUDGET_MS, FETCH_DEADLINE_MS) + 5000;

  it.each([
    [
      "a repeat rule that never matches",
      rawCalendar(
        "BEGIN:VEVENT",
        "UID:never@other",
        `DTSTART;VALUE=DATE:${basicDay(1)}`,
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
        "END:VEVENT",
      ),
    ],
    [
      "a repeat rule with a huge COUNT, every second since 1970",
      rawCalendar(
        "BEGIN:VEVENT",
        "UID:count@other",
        "DTSTART:19700101T000000Z",
        "RRULE:FREQ=SECONDLY;COUNT=2000000000",
        "END:VEVENT",
      ),
    ],
  ])("%s: answered within the budget, the previous periods kept", async (_name, body) => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    channel.body = body;
    channel.etag = `"${Math.random()}"`;
    const { body: synced, elapsedMs, slowestHealthMs } = await syncWatchingHealth(importId);
    expect(elapsedMs).toBeLessThan(LIMIT_MS);
    expect(slowestHealthMs).toBeLessThan(HEALTH_LIMIT_MS);
    if (synced.lastError !== null) {
      expect(STOPPED_READING).toContain(synced.lastError);
      expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(3)]);
    } else {
      expect(synced.skipped).toEqual([{ reason: "repeats-too-often", count: 1 }]);
    }
  });

  it("the never-matching rule is recorded as a calendar the reader had to stop", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    channel.body = rawCalendar(
      "BEGIN:VEVENT",
      "UID:never@other",
      `DTSTART;VALUE=DATE:${basicDay(1)}`,
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      "END:VEVENT",
    );
    channel.etag = '"never"';
    const synced = await syncNow("own", importId);
    expect(synced.json()).toMatchObject({ periodCount: 1 });
    expect(STOPPED_READING).toContain(synced.json().lastError);
    expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(3)]);
  });

  it("thousands of events: the earliest 1000 imported, the rest counted", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    channel.body = ics(Array.from({ length: 5000 }, (_, i) => [1 + (i % 700), 1 + (i % 700)] as [number, number]));
    channel.etag = '"thousands"';
    const { body: synced, elapsedMs, slowestHealthMs } = await syncWatchingHealth(importId);
    expect(elapsedMs).toBeLessThan(LIMIT_MS);
    expect(slowestHealthMs).toBeLessThan(HEALTH_LIMIT_MS);
    expect(synced).toMatchObject({
      lastError: null,
      eventsRead: 5000,
      periodCount: 700,
      daysBlocked: 700,
      skipped: [],
    });
    expect(await periodsOf(vehicle.id)).toHaveLength(700);
    // 1500 different stays: the 1000 that start first are imported.
    channel.body = ics(
      Array.from({ length: 1500 }, (_, i) => [1 + (i % 700), 1 + (i % 700) + Math.floor(i / 700)] as [number, number]),
    );
    channel.etag = '"over"';
    expect((await syncNow("own", importId)).json()).toMatchObject({
      periodCount: 1000,
      skipped: [{ reason: "over-limit", count: 500 }],
    });
  });

  it("garbage components and values: the readable events imported, the rest counted", async () => {
    const { vehicle, importId } = await syncedVehicle([]);
    channel.body = `\uFEFF${rawCalendar(
      "BEGIN:VEVENT",
      "UID:good@other",
      `DTSTART;VALUE=DATE:${basicDay(5)}`,
      `EXDATE;VALUE=DATE:`,
      "END:VEVENT",
      "BEGIN:X-GARBAGE",
      "\u0000\u0001;;;:::",
      "BEGIN:VEVENT",
      "DTSTART:nonsense",
      "END:VEVENT",
      "END:X-GARBAGE",
      "BEGIN:VEVENT",
      "UID:no-start@other",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:free@other",
      `DTSTART;VALUE=DATE:${basicDay(9)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    )}`;
    channel.etag = '"garbage"';
    const { body: synced, slowestHealthMs } = await syncWatchingHealth(importId);
    expect(slowestHealthMs).toBeLessThan(HEALTH_LIMIT_MS);
    expect(synced).toMatchObject({ lastError: null, eventsRead: 2, daysBlocked: 1, periodCount: 1 });
    expect(synced.skipped).toEqual(
      expect.arrayContaining([
        { reason: "unreadable-event", count: 1 },
        { reason: "marked-free", count: 1 },
      ]),
    );
    expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(5)]);
  });

  it("a server that drips one byte a second: cut at the fetch's deadline, periods kept", async () => {
    const { vehicle, importId } = await syncedVehicle([[3, 4]]);
    await t.db.execute(`update calendar_imports set url = '${origin}/drip.ics' where id = ${importId}`);
    const { body: synced, elapsedMs, slowestHealthMs } = await syncWatchingHealth(importId);
    expect(elapsedMs).toBeLessThan(FETCH_DEADLINE_MS + 1000);
    expect(slowestHealthMs).toBeLessThan(HEALTH_LIMIT_MS);
    expect(synced).toMatchObject({ lastError: CONNECTION_FAILED, periodCount: 1 });
    expect(await periodsOf(vehicle.id)).toHaveLength(1);
  });
});

describe("events marked free", () => {
  const setImportFree = (actor: Actor, importId: number, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/company/calendar-imports/${importId}`,
      headers: headersOf(actor),
      payload: payload as object,
    });

  it("are counted, and imported once the company asks, even when the calendar has not changed", async () => {
    const { vehicle, importId } = await syncedVehicle([]);
    channel.body = rawCalendar(
      ...[2, 3].flatMap((n) => [
        "BEGIN:VEVENT",
        `UID:free-${n}@other`,
        `DTSTART;VALUE=DATE:${basicDay(n)}`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ]),
    );
    channel.etag = '"free"';
    expect((await syncNow("own", importId)).json()).toMatchObject({
      periodCount: 0,
      eventsRead: 2,
      skipped: [{ reason: "marked-free", count: 2 }],
    });

    // Setting the option reads the calendar again at once, in full (not "has it changed?").
    const set = await setImportFree("own", importId, { importFreeEvents: true });
    expect(set.statusCode).toBe(200);
    expect(channel.requests.at(-1)?.["if-none-match"]).toBeUndefined();
    expect(set.json()).toMatchObject({ importFreeEvents: true, periodCount: 2, daysBlocked: 2, skipped: [] });
    expect((await periodsOf(vehicle.id)).map((p) => p.startDate)).toEqual([day(2), day(3)]);
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin without a company", "admin", 403],
  ] as const)("setting the option as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const importId = (await addImport("own", vehicle.id)).json().id;
    expect((await setImportFree(actor, importId, { importFreeEvents: true })).statusCode).toBe(status);
  });

  it.each([{}, { importFreeEvents: "yes" }, { importFreeEvents: null }])("refuses the body %j", async (payload) => {
    const vehicle = await ownVehicle();
    const importId = (await addImport("own", vehicle.id)).json().id;
    expect((await setImportFree("own", importId, payload)).statusCode).toBe(400);
  });
});

describe("calendar import without the test allowance", () => {
  it("refuses plain http, and private or loopback addresses with the error stored as the last error", async () => {
    const strict = await createTestApp();
    try {
      const { company, user } = await createCompany(strict.db);
      const cookie = await login(strict.app, user.username, user.password);
      const add = async (url: string) =>
        strict.app.inject({
          method: "POST",
          url: "/api/company/calendar-imports",
          headers: { cookie },
          payload: { vehicleId: (await createVehicle(strict.db, { companyId: company.id })).id, url },
        });
      const plain = await add(`${origin}/calendar.ics`);
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toBe("Calendar URLs must start with https://");

      const port = (server.address() as AddressInfo).port;
      // Private addresses, a name that does not resolve: one text, whatever the cause (no probing through it).
      for (const [url, host] of [
        [`https://127.0.0.1:${port}/calendar.ics`, "127.0.0.1"],
        [`https://localhost:${port}/calendar.ics`, "localhost"],
        [`https://[::1]:${port}/calendar.ics`, "::1"],
        ["https://169.254.169.254/latest/meta-data", "169.254.169.254"],
        ["https://calendar.example.invalid/a.ics", "unknown name"],
      ] as const) {
        // Added, and read at once: the first sync's error comes back with the add.
        const created = await add(url);
        expect(created.statusCode).toBe(201);
        expect(created.json(), host).toMatchObject({
          lastError: CONNECTION_FAILED,
          lastSyncedAt: null,
          periodCount: 0,
        });
      }
      expect(channel.requests).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("calendar sync schedule", () => {
  it("syncs every import on its own when started with an interval, and stops on close", async () => {
    // 0.002 minutes: a round every 120 ms, so the test need not wait a quarter of an hour.
    const scheduled = await createTestApp({ calendarSync: { allowPrivateAddresses: true, intervalMinutes: 0.002 } });
    try {
      const { company } = await createCompany(scheduled.db);
      const vehicle = await createVehicle(scheduled.db, { companyId: company.id });
      channel.body = ics([[4, 5]]);
      channel.etag = '"scheduled"';
      await scheduled.db.insert(calendarImports).values({ vehicleId: vehicle.id, url: `${origin}/calendar.ics` });
      await expect
        .poll(
          async () =>
            (
              await scheduled.db
                .select({ startDate: vehicleUnavailability.startDate })
                .from(vehicleUnavailability)
                .where(eq(vehicleUnavailability.vehicleId, vehicle.id))
            ).map((p) => p.startDate),
          { timeout: 10_000, interval: 100 },
        )
        .toEqual([day(4)]);
    } finally {
      await scheduled.close();
    }
  });
});
