import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { regenerateFeedToken } from "../../src/server/calendar-sync/feed-queries";
import { calendarImports, users, vehicleUnavailability } from "../../src/server/db/schema";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { type Actor, setUpActors, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const headersOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });

const makeLink = (actor: Actor, vehicleId: number | null) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/calendar-feeds",
    // Links come from the configured public address, whatever Host the caller sends.
    headers: { ...headersOf(actor), host: "evil.example" },
    payload: { vehicleId },
  });

/** The path of a feed link, fetched without any session, as a calendar app would. */
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        status: vevent.getFirstPropertyValue("status"),
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isAllDay: event.startDate.isDate,
      };
    })
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

describe("calendar feeds", () => {
  it("serves the fleet's bookings, requests and hand-entered periods as all-day iCal events", async () => {
    const company = actors.own.company.id;
    const corolla = await createVehicle(t.db, { companyId: company, make: "Toyota", model: "Corolla" });
    const jimny = await createVehicle(t.db, { companyId: company, make: "Suzuki", model: "Jimny" });
    const elsewhere = await createVehicle(t.db, { companyId: actors.other.company.id });
    const customer = await createUser(t.db);
    const book = (vehicleId: number, from: number, to: number, status: "confirmed" | "pending" | "rejected") =>
      createBooking(t.db, { userId: customer.id, vehicleId, startDate: day(from), endDate: day(to), status });
    const confirmed = await book(corolla.id, 3, 5, "confirmed");
    const pending = await book(jimny.id, 10, 10, "pending");
    await book(corolla.id, 20, 22, "rejected");
    await book(elsewhere.id, 3, 5, "confirmed");
    const cleaning = await createUnavailability(t.db, {
      vehicleId: jimny.id,
      startDate: day(1),
      endDate: day(2),
      reason: "Cleaning",
    });
    // An imported period is not echoed back to the channels that import this feed.
    const [source] = await t.db
      .insert(calendarImports)
      .values({ vehicleId: corolla.id, url: "https://example.com/a.ics" })
      .returning();
    await t.db.insert(vehicleUnavailability).values({
      vehicleId: corolla.id,
      startDate: day(30),
      endDate: day(31),
      reason: "External calendar",
      calendarImportId: source?.id,
    });

    const link = await makeLink("own", null);
    expect(link.statusCode).toBe(201);
    const { url } = link.json();
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(parseEvents(feed.body)).toEqual(
      [
        {
          uid: `booking-${confirmed.id}@dominica-car-rental`,
          summary: "Booked: Toyota Corolla",
          status: "CONFIRMED",
          start: day(3),
          end: day(6),
          isAllDay: true,
        },
        {
          uid: `booking-${pending.id}@dominica-car-rental`,
          summary: "Booking request: Suzuki Jimny",
          status: "TENTATIVE",
          start: day(10),
          end: day(11),
          isAllDay: true,
        },
        {
          uid: `period-${cleaning.id}@dominica-car-rental`,
          summary: "Unavailable (Cleaning): Suzuki Jimny",
          status: "CONFIRMED",
          start: day(1),
          end: day(3),
          isAllDay: true,
        },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );
    // No customer data travels in a feed.
    expect(feed.body).not.toContain(customer.email);
    expect(feed.body).not.toContain(customer.fullName);

    const vehicleLink = await makeLink("own", jimny.id);
    const vehicleFeed = await fetchFeed(vehicleLink.json().url);
    expect(parseEvents(vehicleFeed.body).map((e) => e.summary)).toEqual([
      "Booking request: Suzuki Jimny",
      "Unavailable (Cleaning): Suzuki Jimny",
    ]);
  });

  it("lists the feeds with whether each has a link, never the link itself", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, make: "Kia", model: "Picanto" });
    const before = await t.app.inject({ url: "/api/company/calendar-feeds", headers: headersOf("own") });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toContainEqual({
      vehicleId: vehicle.id,
      name: "Kia Picanto",
      hasLink: false,
      createdAt: null,
    });
    await makeLink("own", vehicle.id);
    const after = await t.app.inject({ url: "/api/company/calendar-feeds", headers: headersOf("own") });
    expect(after.json()).toContainEqual({
      vehicleId: vehicle.id,
      name: "Kia Picanto",
      hasLink: true,
      createdAt: expect.any(String),
    });
    expect(after.json()[0]).toMatchObject({ vehicleId: null, name: "Whole fleet", hasLink: true });
    expect(after.body).not.toContain(".ics");
  });

  it("regenerating a link makes the old one answer 404 and the new one work", async () => {
    const first = (await makeLink("own", null)).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await makeLink("own", null)).json().url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it.each([
    "/api/calendar-feeds/nothing.ics",
    `/api/calendar-feeds/${"A".repeat(43)}.ics`,
    `/api/calendar-feeds/${"A".repeat(43)}`,
    "/api/calendar-feeds/..%2F..%2Fetc.ics",
  ])("answers 404 for the unknown feed %s", async (path) => {
    const response = await t.app.inject({ url: path });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Calendar feed not found");
  });

  describe("permissions", () => {
    it.each([
      ["own company", "own", 201],
      ["visitor", "anonymous", 401],
      ["admin without a company", "admin", 403],
    ] as const)("making the fleet link as %s answers %i", async (_name, actor, status) => {
      expect((await makeLink(actor, null)).statusCode).toBe(status);
    });

    it.each([
      ["own company", "own", 201],
      ["another company", "other", 404],
      ["visitor", "anonymous", 401],
      ["admin without a company", "admin", 403],
    ] as const)("making a vehicle's link as %s answers %i", async (_name, actor, status) => {
      const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
      expect((await makeLink(actor, vehicle.id)).statusCode).toBe(status);
    });

    it.each([
      ["own company", "own", 200],
      ["visitor", "anonymous", 401],
      ["admin without a company", "admin", 403],
    ] as const)("listing the feeds as %s answers %i", async (_name, actor, status) => {
      const response = await t.app.inject({ url: "/api/company/calendar-feeds", headers: headersOf(actor) });
      expect(response.statusCode).toBe(status);
    });

    it("another company's list shows only its own vehicles", async () => {
      const mine = await createVehicle(t.db, { companyId: actors.own.company.id });
      const response = await t.app.inject({ url: "/api/company/calendar-feeds", headers: headersOf("other") });
      expect(response.json().map((f: { vehicleId: number | null }) => f.vehicleId)).not.toContain(mine.id);
    });
  });
});

describe("a suspended company's feeds", () => {
  it("answer 404 while it is suspended, and again once restored; a company awaiting approval keeps its feeds", async () => {
    const { company, user } = await createCompany(t.db);
    const { token } = await regenerateFeedToken(t.db, company.id, null);
    const feedPath = `/api/calendar-feeds/${token}.ics`;
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const suspended = await t.app.inject({ url: feedPath });
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json()).toEqual({ message: "Calendar feed not found" });

    await t.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    const pending = await createCompany(t.db, { user: { isActive: false } });
    const pendingFeed = await regenerateFeedToken(t.db, pending.company.id, null);
    expect((await t.app.inject({ url: `/api/calendar-feeds/${pendingFeed.token}.ics` })).statusCode).toBe(200);
  });
});
