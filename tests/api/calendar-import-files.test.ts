import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CALENDAR_FILE_MESSAGES, MAX_CALENDAR_FILE_BYTES } from "../../src/domain/contracts/calendar-feeds";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { listSyncableCalendarImportIds } from "../../src/server/calendar-sync/import-queries";
import { CALENDAR_TOO_SLOW } from "../../src/server/calendar-sync/read-calendar-in-worker";
import { calendarImports, vehicleUnavailability } from "../../src/server/db/schema";
import { createVehicle } from "../helpers/factories";
import { type Actor, setUpActors, setUpTestApp } from "../helpers/test-app";

/**
 * Issue 23: a company whose other channel offers a calendar download rather than a link uploads the
 * .ics file; it is read at once, kept, and never fetched by the schedule.
 */
// A short reading budget, so that the calendar too slow to read fails quickly.
const t = setUpTestApp({ calendarSync: { timeBudgetMs: 1000 } });
const actors = setUpActors(t);
const day = (n: number) => addDays(todayInDominica(), n);
const basic = (n: number) => day(n).replaceAll("-", "");

/** An export with all-day events, each [first day, last day] as offsets from today. */
const ics = (events: [number, number][]) =>
  [
    "\uFEFFBEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Channel without links//EN",
    ...events.flatMap(([from, to], i) => [
      "BEGIN:VEVENT",
      `UID:upload-${i}@channel`,
      "DTSTAMP:20300101T000000Z",
      `DTSTART;VALUE=DATE:${basic(from)}`,
      `DTEND;VALUE=DATE:${basic(to + 1)}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const upload = (actor: Actor, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/calendar-imports/file",
    headers: actor === "anonymous" ? {} : { cookie: actors[actor].cookie },
    payload,
  });
const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id });
const periodsOf = (vehicleId: number) =>
  t.db
    .select({ startDate: vehicleUnavailability.startDate, endDate: vehicleUnavailability.endDate })
    .from(vehicleUnavailability)
    .where(eq(vehicleUnavailability.vehicleId, vehicleId))
    .orderBy(vehicleUnavailability.startDate);

describe("POST /api/company/calendar-imports/file", () => {
  it("reads the file at once into 'External calendar' periods, keeps it, and the schedule leaves it alone", async () => {
    const vehicle = await ownVehicle();
    const response = await upload("own", {
      vehicleId: vehicle.id,
      fileName: "bookings.ics",
      content: ics([
        [3, 5],
        [12, 12],
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      vehicleId: vehicle.id,
      url: null,
      fileName: "bookings.ics",
      lastError: null,
      periodCount: 2,
      eventsRead: 2,
      daysBlocked: 4,
    });
    expect(await periodsOf(vehicle.id)).toEqual([
      { startDate: day(3), endDate: day(5) },
      { startDate: day(12), endDate: day(12) },
    ]);
    const listed = await t.app.inject({
      url: "/api/company/calendar-imports",
      headers: { cookie: actors.own.cookie },
    });
    expect(listed.json().imports).toContainEqual(response.json());
    expect(await listSyncableCalendarImportIds(t.db)).not.toContain(response.json().id);

    // Blocked like any other period: the public search no longer offers the vehicle on those days.
    const search = await t.app.inject({ url: `/api/vehicles?start=${day(4)}&end=${day(4)}` });
    expect(search.json().map((v: { id: number }) => v.id)).not.toContain(vehicle.id);

    // Removing it removes its periods.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/company/calendar-imports/${response.json().id}`,
      headers: { cookie: actors.own.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await periodsOf(vehicle.id)).toEqual([]);
  });

  it.each([
    ["content", "", CALENDAR_FILE_MESSAGES.required],
    ["content", "<html>Not a calendar</html>", CALENDAR_FILE_MESSAGES.notCalendar],
    ["content", `BEGIN:VCALENDAR\r\n${"X".repeat(MAX_CALENDAR_FILE_BYTES)}`, CALENDAR_FILE_MESSAGES.tooLarge],
    ["fileName", "", CALENDAR_FILE_MESSAGES.required],
    ["fileName", "x".repeat(201), "The file name must be at most 200 characters"],
  ])("refuses a bad %s with 400 naming it, and keeps nothing", async (field, value, message) => {
    const vehicle = await ownVehicle();
    const response = await upload("own", {
      vehicleId: vehicle.id,
      fileName: "a.ics",
      content: ics([[1, 1]]),
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await t.db.select().from(calendarImports).where(eq(calendarImports.vehicleId, vehicle.id))).toEqual([]);
  });

  it("counts what it could not read and blocks nothing for it", async () => {
    const vehicle = await ownVehicle();
    const response = await upload("own", {
      vehicleId: vehicle.id,
      fileName: "odd.ics",
      content: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:nonsense\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ periodCount: 0, daysBlocked: 0, lastError: null });
    expect(response.json().skipped).not.toEqual([]);
    expect(await periodsOf(vehicle.id)).toEqual([]);
  });

  it("records, for the company to see, a zone the file names but never defines, read as Dominica time", async () => {
    const vehicle = await ownVehicle();
    const content = ics([[3, 3]]).replace(
      /DTSTART;VALUE=DATE:\d+\r\nDTEND;VALUE=DATE:\d+/,
      `DTSTART;TZID=Europe/Germany:${basic(3)}T230000\r\nDTEND;TZID=Europe/Germany:${basic(4)}T000000`,
    );
    const response = await upload("own", { vehicleId: vehicle.id, fileName: "zone.ics", content });
    expect(response.statusCode).toBe(201);
    const unknownZone = { reason: "unknown-zone", zone: "Europe/Germany", count: 1 };
    expect(response.json()).toMatchObject({ daysBlocked: 1, skipped: [unknownZone] });
    expect(await periodsOf(vehicle.id)).toEqual([{ startDate: day(3), endDate: day(3) }]);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/company/calendar-imports",
      headers: { cookie: actors.own.cookie },
    });
    expect(listed.json().imports).toContainEqual(
      expect.objectContaining({ id: response.json().id, skipped: [unknownZone] }),
    );
  });

  it("refuses a file too slow to read with 400 naming the content, and keeps nothing", async () => {
    const vehicle = await ownVehicle();
    const response = await upload("own", {
      vehicleId: vehicle.id,
      fileName: "never.ics",
      // A repeat rule that never matches: the reader gives up at its time budget.
      content: [
        "BEGIN:VCALENDAR",
        "BEGIN:VEVENT",
        "UID:never@channel",
        `DTSTART;VALUE=DATE:${basic(1)}`,
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field: "content", message: CALENDAR_TOO_SLOW });
    expect(await t.db.select().from(calendarImports).where(eq(calendarImports.vehicleId, vehicle.id))).toEqual([]);
  });

  it.each([
    ["own company", "own", 201],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin without a company", "admin", 403],
  ] as const)("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const response = await upload(actor, { vehicleId: vehicle.id, fileName: "a.ics", content: ics([[2, 2]]) });
    expect(response.statusCode).toBe(status);
    if (status !== 201) expect(await periodsOf(vehicle.id)).toEqual([]);
  });
});
