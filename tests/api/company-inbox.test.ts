import { eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, companies, mailOutbox } from "../../src/server/db/schema";
import { expireRequests } from "../../src/server/requests/expire-requests";
import {
  createBooking,
  createCompany,
  createUnavailability,
  createUser,
  createVehicle,
  rentalTotal,
} from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { login, type Actor as MatrixActor, setUpActors, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

/** The permission matrix's actors, plus a renter: an account without a company. */
type Actor = MatrixActor | "renter";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
let renter: { id: number; cookie: string };

beforeAll(async () => {
  const user = await createUser(t.db, { role: "customer", isActive: true });
  renter = { id: user.id, cookie: await login(t.app, user.username, user.password) };
});

afterEach(async () => {
  await t.db.delete(mailOutbox);
});

const cookieOf = (actor: Actor) =>
  actor === "anonymous" ? {} : { cookie: actor === "renter" ? renter.cookie : actors[actor].cookie };

/** A visitor's Book Now form for `vehicleId`, each with its own renter unless told. */
const form = (vehicleId: number, overrides: Record<string, unknown> = {}) =>
  filledRequestForm(
    vehicleId,
    { startDate: day(10), endDate: day(16) },
    {
      paymentMethod: "credit_card",
      dropoffLocation: "douglas_charles_airport",
      visitingLocations: "Trafalgar Falls",
      ...overrides,
    },
  );

/** Records a request through the API, as the Book Now form does; its booking id, reference and status token. */
async function sendRequest(vehicleId: number, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: form(vehicleId, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as { reference: string; statusUrl: string };
  const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, created.reference));
  if (!row) throw new Error("request not recorded");
  return { id: row.id, reference: created.reference, token: created.statusUrl.split("/").pop() ?? "" };
}

const ownVehicle = (overrides: Partial<Parameters<typeof createVehicle>[1]> = {}) =>
  createVehicle(t.db, { companyId: actors.own.company.id, ...overrides });

const inbox = (actor: Actor, filter?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/company/bookings${filter === undefined ? "" : `?filter=${filter}`}`,
    headers: cookieOf(actor),
  });
const decide = (actor: Actor, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/bookings/${id}`, payload, headers: cookieOf(actor) });
const markSeen = (actor: Actor, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/bookings/seen",
    payload: payload as Record<string, unknown>,
    headers: cookieOf(actor),
  });
const view = (token: string) => t.app.inject({ method: "GET", url: `/api/booking-requests/${token}` });
/** The texts of the mails to `address`, oldest first: the receipt, then what followed. */
const mailsTo = async (address: string) =>
  (
    await rendered(t.db, t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id))
  ).map((m) => m.textBody);
/** The last mail a request's renter was sent. */
const lastMailOf = async (requestId: number) => (await mailsTo(await emailOf(requestId))).at(-1) ?? "";
const emailOf = async (id: number) =>
  (await t.db.select({ email: bookings.renterEmail }).from(bookings).where(eq(bookings.id, id)))[0]?.email ?? "";

describe("GET /api/company/bookings — the inbox", () => {
  it("answers every detail the renter gave, the reference and the request's times, newest first", async () => {
    const vehicle = await ownVehicle();
    const older = await sendRequest(vehicle.id, { fullName: "First Renter" });
    const newer = await sendRequest(vehicle.id, { fullName: "Second Renter", language: "fr", currency: "XCD" });
    const response = await inbox("own");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const listed = response.json() as { id: number }[];
    const ids = listed.map((b) => b.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(listed.find((b) => b.id === newer.id)).toMatchObject({
      reference: newer.reference,
      status: "pending",
      language: "fr",
      currency: "XCD",
      seenAt: null,
      decidedAt: null,
      companyMessage: null,
      supersededBy: null,
      customer: { fullName: "Second Renter", phone: "+12127365000" },
      renter: {
        nationality: "American",
        dateOfBirth: "1988-01-31",
        driverLicenseNumber: "D1234-5678",
        licenseClass: "C",
        licenseFirstIssued: "2008-05-05",
        licenseCountry: "USA",
        drivingExperienceYears: 12,
        needsDominicanPermit: true,
        paymentMethod: "credit_card",
        pickupLocation: "roseau",
        dropoffLocation: "douglas_charles_airport",
        includeInsurance: true,
        visitingLocations: "Trafalgar Falls",
      },
    });
    const answered = listed.find((b) => b.id === newer.id) as unknown as { expiresAt: string; createdAt: string };
    expect(new Date(answered.expiresAt).getTime()).toBeGreaterThan(new Date(answered.createdAt).getTime());
    // The price's lines as the server quoted them when the request was sent, adding up to its total.
    const priced = listed.find((b) => b.id === newer.id) as unknown as {
      totalPrice: number;
      priceLines: { kind: string; amount: number }[];
    };
    // 7 days: the week (350), not 7 days at 60.
    expect(priced.priceLines.map((line) => line.kind)).toEqual(["weekly"]);
    const sum = priced.priceLines.reduce((total, line) => total + Math.round(line.amount * 100), 0) / 100;
    expect(sum).toBe(priced.totalPrice);
  });

  it("keeps a booking made from an account (no form) with the account's details and no renter block", async () => {
    const vehicle = await ownVehicle();
    const booking = await createBooking(t.db, {
      userId: renter.id,
      vehicleId: vehicle.id,
      startDate: day(3),
      endDate: day(4),
    });
    const listed = (await inbox("own")).json().find((b: { id: number }) => b.id === booking.id);
    expect(listed).toMatchObject({
      reference: null,
      renter: null,
      language: "en",
      customer: { fullName: expect.any(String) },
    });
  });

  it("filters pending, upcoming, past and closed, and the counts agree with the lists", async () => {
    const vehicle = await ownVehicle();
    const at = (
      from: number,
      to: number,
      status: "pending" | "confirmed" | "completed" | "rejected" | "cancelled" | "expired",
    ) =>
      createBooking(t.db, { userId: renter.id, vehicleId: vehicle.id, startDate: day(from), endDate: day(to), status });
    const rows = {
      pending: await at(40, 41, "pending"),
      upcoming: await at(42, 43, "confirmed"),
      runningToday: await at(-2, 0, "confirmed"),
      past: await at(-9, -8, "confirmed"),
      completed: await at(-7, -6, "completed"),
      rejected: await at(44, 45, "rejected"),
      cancelled: await at(46, 47, "cancelled"),
      expired: await at(-5, -4, "expired"),
    };
    const idsOf = async (filter?: string) => {
      const response = await inbox("own", filter);
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }[]).map((b) => b.id);
    };
    const pending = await idsOf("pending");
    const upcoming = await idsOf("upcoming");
    const past = await idsOf("past");
    const closed = await idsOf("closed");
    expect(pending).toContain(rows.pending.id);
    expect(upcoming).toEqual(expect.arrayContaining([rows.upcoming.id, rows.runningToday.id]));
    expect(past).toEqual(expect.arrayContaining([rows.past.id, rows.completed.id]));
    expect(closed).toEqual(expect.arrayContaining([rows.rejected.id, rows.cancelled.id, rows.expired.id]));
    // Every booking is in exactly one tab.
    const all = await idsOf();
    expect([...pending, ...upcoming, ...past, ...closed].sort()).toEqual([...all].sort());

    const counts = await t.app.inject({ method: "GET", url: "/api/company/bookings/counts", headers: cookieOf("own") });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      pending: pending.length,
      upcoming: upcoming.length,
      past: past.length,
      closed: closed.length,
    });
  });

  it("refuses a filter that is not one of the four, naming it", async () => {
    const response = await inbox("own", "everything");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "filter", message: "Filter must be one of pending, upcoming, past, closed" },
    ]);
  });

  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter without a company", "renter", 403],
    ["an admin without a company", "admin", 403],
  ] as const)("refuses %s the list and the counts", async (_name, actor, status) => {
    expect((await inbox(actor)).statusCode).toBe(status);
    const counts = await t.app.inject({ method: "GET", url: "/api/company/bookings/counts", headers: cookieOf(actor) });
    expect(counts.statusCode).toBe(status);
  });

  it("shows another company nothing of these requests", async () => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id);
    const listed = (await inbox("other")).json() as { id: number }[];
    expect(listed.map((b) => b.id)).not.toContain(request.id);
  });
});

describe("POST /api/company/bookings/seen", () => {
  it("marks the company's waiting requests seen once, and the renter's timeline says so", async () => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id);
    const first = await markSeen("own", { ids: [request.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ seen: 1 });
    const seenAt = (await view(request.token)).json().timeline.find((s: { step: string }) => s.step === "seen")?.at;
    expect(seenAt).toEqual(expect.any(String));
    expect((await markSeen("own", { ids: [request.id] })).json()).toEqual({ seen: 0 });
    expect((await view(request.token)).json().timeline.map((s: { step: string }) => s.step)).toEqual(["sent", "seen"]);
  });

  it("leaves another company's requests alone, and refuses who has no company", async () => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id);
    expect((await markSeen("other", { ids: [request.id] })).json()).toEqual({ seen: 0 });
    expect((await markSeen("anonymous", { ids: [request.id] })).statusCode).toBe(401);
    expect((await markSeen("renter", { ids: [request.id] })).statusCode).toBe(403);
    expect((await markSeen("admin", { ids: [request.id] })).statusCode).toBe(403);
    expect((await view(request.token)).json().timeline.map((s: { step: string }) => s.step)).toEqual(["sent"]);
  });

  it.each([
    [{}, "ids"],
    [{ ids: [] }, "ids"],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, "ids"],
    [{ ids: ["x"] }, "ids.0"],
    [{ ids: [0] }, "ids.0"],
  ])("refuses %j with a 400 naming %s", async (payload, field) => {
    const response = await markSeen("own", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe("PATCH /api/bookings/:id — deciding with a message", () => {
  it("approves with a message: stored, shown on the renter's page, and mailed in the renter's language", async () => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id, { language: "fr" });
    const response = await decide("own", request.id, { status: "confirmed", message: "  Rendez-vous à l'aéroport.  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: "confirmed" });
    const page = (await view(request.token)).json();
    expect(page).toMatchObject({ status: "confirmed", companyMessage: "Rendez-vous à l'aéroport." });
    // Deciding is seeing: the timeline reads sent, seen, confirmed.
    expect(page.timeline.map((s: { step: string }) => s.step)).toEqual(["sent", "seen", "confirmed"]);
    const [, mail] = await rendered(
      t.db,
      t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, await emailOf(request.id)))
        .orderBy(mailOutbox.id),
    );
    expect(mail?.subject).toBe(`Demande ${request.reference} confirmée`);
    expect(mail?.textBody).toContain(`Message de ${actors.own.company.name} :\n> Rendez-vous à l'aéroport.\n`);
  });

  it("confirms with the day-of facts: both parts, places and times, contacts, a status link beside the receipt's, the .ics (issue 38)", async () => {
    await t.db
      .update(companies)
      .set({ address: "12 Bay Street", cityVillage: "Roseau", latitude: 15.3, longitude: -61.38 })
      .where(eq(companies.id, actors.own.company.id));
    const vehicle = await ownVehicle({ deposit: 300 });
    const request = await sendRequest(vehicle.id, { fullName: "Ann Day", pickupTime: "09:15", dropoffTime: "21:30" });
    // The inbox and the renter's page show the times asked for.
    const listed = (await inbox("own")).json().find((b: { id: number }) => b.id === request.id);
    expect(listed.renter).toMatchObject({ pickupTime: "09:15", dropoffTime: "21:30" });
    expect((await view(request.token)).json()).toMatchObject({ pickupTime: "09:15", dropoffTime: "21:30" });

    expect((await decide("own", request.id, { status: "confirmed" })).statusCode).toBe(200);
    const mails = await rendered(
      t.db,
      t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.bookingId, [request.id]))
        .orderBy(mailOutbox.id),
    );
    const toCompany = mails.find((m) => m.kind === "company-request");
    expect(toCompany?.textBody).toContain("Ann Day asks for the Toyota");
    expect(toCompany?.textBody).toMatch(/Pick-up: .+ at 09:15\nReturn: Douglas-Charles Airport, .+ at 21:30/);
    expect(toCompany?.textBody).toContain(`${TEST_PUBLIC_URL}/company/dashboard?request=${request.reference}`);
    expect(`${toCompany?.textBody}${toCompany?.html}`).not.toContain("/requests/");

    const confirmed = mails.find((m) => m.kind === "request-decision");
    const text = confirmed?.textBody ?? "";
    expect(confirmed?.subject).toBe(`Request ${request.reference} confirmed`);
    expect(text).toMatch(/Pick-up: .+ at 09:15/);
    expect(text).toMatch(/Return: Douglas-Charles Airport, .+ at 21:30/);
    expect(text).toContain(`The deposit is US$300.00: ${actors.own.company.name} will tell you how to pay it.`);
    expect(text).toMatch(/Phone: \+1 /);
    expect(text).toMatch(/WhatsApp: https:\/\/wa\.me\/\d+\?text=/);
    expect(text).toContain("Address: 12 Bay Street, Roseau");
    expect(text).toContain("Map: https://www.openstreetmap.org/?mlat=15.3&mlon=-61.38");
    // A second link opens the same request; the receipt's still does.
    const token = text.match(/\/requests\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    expect(token).not.toBe(request.token);
    expect((await view(token)).json()).toMatchObject({ reference: request.reference, status: "confirmed" });
    expect((await view(request.token)).statusCode).toBe(200);
    expect(confirmed?.html).toContain(`<a href="${TEST_PUBLIC_URL}/requests/`);
    expect(confirmed?.html).toContain("09:15");

    const [ics] = confirmed?.attachments ?? [];
    expect(ics).toMatchObject({
      filename: `${request.reference}.ics`,
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const calendar = new ICAL.Component(ICAL.parse(ics?.content ?? ""));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid)).toEqual([
      `${request.reference}-pickup@${new URL(TEST_PUBLIC_URL).hostname}`,
      `${request.reference}-return@${new URL(TEST_PUBLIC_URL).hostname}`,
    ]);
    expect(events.map((e) => e.startDate.toString())).toEqual([`${day(10)}T09:15:00`, `${day(16)}T21:30:00`]);
  });

  it("declines with a message, suggesting the company's free vehicles", async () => {
    const vehicle = await ownVehicle({ dailyPrice: 90 });
    const spare = await ownVehicle({ make: "Suzuki", model: "Jimny", dailyPrice: 45, weeklyPrice: 280 });
    const request = await sendRequest(vehicle.id);
    const response = await decide("own", request.id, { status: "rejected", message: "The car is in the garage." });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailOf(request.id);
    expect(mail).toContain("cannot accept your request");
    expect(mail).toContain(`Message from ${actors.own.company.name}:\n> The car is in the garage.\n`);
    expect(mail).toContain(
      `- Suzuki Jimny (2022), US$${rentalTotal(spare, day(10), day(16)).toFixed(2)} for these dates: ${TEST_PUBLIC_URL}/companies/${actors.own.company.id}`,
    );
    const listed = (await inbox("own", "closed")).json().find((b: { id: number }) => b.id === request.id);
    expect(listed).toMatchObject({ status: "rejected", companyMessage: "The car is in the garage." });
    expect(listed.decidedAt).toEqual(expect.any(String));
  });

  it("takes no message as none, and refuses one that is too long or not text, naming it", async () => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id);
    const tooLong = await decide("own", request.id, { status: "confirmed", message: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: "message", message: "Message must be at most 1000 characters" }]);
    const notText = await decide("own", request.id, { status: "confirmed", message: 42 });
    expect(notText.json().errors.map((e: { field: string }) => e.field)).toEqual(["message"]);
    expect((await view(request.token)).json().status).toBe("pending");
    expect((await decide("own", request.id, { status: "confirmed", message: "   " })).statusCode).toBe(200);
    expect((await view(request.token)).json().companyMessage).toBeNull();
  });

  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["another company", "other", 404],
    ["the vehicle's company", "own", 200],
    ["an admin", "admin", 200],
  ] as const)("answers %s (%s) with %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const request = await sendRequest(vehicle.id);
    const response = await decide(actor, request.id, { status: "rejected", message: "No" });
    expect(response.statusCode).toBe(status);
    expect((await view(request.token)).json().status).toBe(status === 200 ? "rejected" : "pending");
    expect(await mailsTo(await emailOf(request.id))).toHaveLength(status === 200 ? 2 : 1);
  });

  it("mails nobody for a booking made from an account before requests had references", async () => {
    const vehicle = await ownVehicle();
    const booking = await createBooking(t.db, {
      userId: renter.id,
      vehicleId: vehicle.id,
      startDate: day(3),
      endDate: day(4),
    });
    expect((await decide("own", booking.id, { status: "confirmed" })).statusCode).toBe(200);
    expect(await t.db.$count(mailOutbox)).toBe(0);
  });
});

describe("approving declines the overlapping requests", () => {
  it("declines the vehicle's waiting requests that share a day, and tells each renter what else is free", async () => {
    // A fleet of its own, so the suggestions are exactly these vehicles.
    const { company, user } = await createCompany(t.db);
    const cookie = await login(t.app, user.username, user.password);
    const fleet = (overrides: Partial<Parameters<typeof createVehicle>[1]>) =>
      createVehicle(t.db, { companyId: company.id, ...overrides });
    const vehicle = await fleet({ dailyPrice: 120 });
    const cheap = await fleet({ make: "Kia", model: "Picanto", dailyPrice: 35 });
    await fleet({ make: "Honda", model: "Fit", dailyPrice: 50 });
    const busy = await fleet({ make: "Nissan", model: "Note", dailyPrice: 20 });
    await createUnavailability(t.db, { vehicleId: busy.id, startDate: day(12), endDate: day(12) });
    await createVehicle(t.db, { companyId: actors.other.company.id, make: "Other", model: "Company", dailyPrice: 10 });

    const approved = await sendRequest(vehicle.id, { startDate: day(10), endDate: day(16) });
    const overlapping = await sendRequest(vehicle.id, { startDate: day(16), endDate: day(18), language: "fr" });
    const inside = await sendRequest(vehicle.id, { startDate: day(12), endDate: day(13) });
    const after = await sendRequest(vehicle.id, { startDate: day(17), endDate: day(19) });
    const otherVehicle = await sendRequest(cheap.id, { startDate: day(10), endDate: day(16) });

    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${approved.id}`,
      payload: { status: "confirmed", message: "Welcome!" },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);

    const statuses = await t.db
      .select({ id: bookings.id, status: bookings.status, supersededBy: bookings.supersededBy })
      .from(bookings)
      .where(inArray(bookings.id, [approved.id, overlapping.id, inside.id, after.id, otherVehicle.id]));
    const byId = new Map(statuses.map((row) => [row.id, row]));
    expect(byId.get(approved.id)).toMatchObject({ status: "confirmed", supersededBy: null });
    expect(byId.get(overlapping.id)).toMatchObject({ status: "rejected", supersededBy: approved.id });
    expect(byId.get(inside.id)).toMatchObject({ status: "rejected", supersededBy: approved.id });
    expect(byId.get(after.id)).toMatchObject({ status: "pending" });
    expect(byId.get(otherVehicle.id)).toMatchObject({ status: "pending" });

    // The company's inbox says which approval took the dates.
    const closed = await t.app.inject({
      method: "GET",
      url: "/api/company/bookings?filter=closed",
      headers: { cookie },
    });
    const listed = closed.json().find((b: { id: number }) => b.id === inside.id);
    expect(listed).toMatchObject({ supersededBy: { id: approved.id, reference: approved.reference } });

    const french = await lastMailOf(overlapping.id);
    expect(french).toContain("a loué le Toyota Corolla à un autre client sur ces dates");
    // Cheapest first, free on the renter's own dates, of the same company only, in the renter's language.
    const lines = french.split("\n").filter((line) => line.startsWith("- "));
    expect(lines).toEqual([
      `- Nissan Note (2022), US$60,00 pour ces dates : ${TEST_PUBLIC_URL}/companies/${company.id}?lang=fr`,
      expect.stringMatching(/^- Kia Picanto \(2022\), US\$105,00 pour ces dates/),
      expect.stringMatching(/^- Honda Fit \(2022\), /),
    ]);
    const english = await lastMailOf(inside.id);
    const suggested = english.split("\n").filter((line) => line.startsWith("- "));
    // Day 12 is blocked for the Nissan: the renter asking for days 12–13 is not offered it.
    expect(suggested.map((line) => line.split(",")[0])).toEqual(["- Kia Picanto (2022)", "- Honda Fit (2022)"]);
    expect(english).not.toContain("Other Company");
    expect(await mailsTo(await emailOf(after.id))).toHaveLength(1); // the receipt only
    const approvedMail = await lastMailOf(approved.id);
    expect(approvedMail).toContain("\n> Welcome!\n");
  });

  it("links to the search for that model on those dates while the company's page is off", async () => {
    const { company, user } = await createCompany(t.db, { isLandingPageEnabled: false });
    const cookie = await login(t.app, user.username, user.password);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    await createVehicle(t.db, { companyId: company.id, make: "Suzuki", model: "Jimny" });
    const request = await sendRequest(vehicle.id);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${request.id}`,
      payload: { status: "rejected" },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailOf(request.id);
    expect(mail).toContain(`${TEST_PUBLIC_URL}/vehicles?q=Jimny&start=${day(10)}&end=${day(16)}`);
    await t.db.update(companies).set({ isLandingPageEnabled: true }).where(eq(companies.id, company.id));
  });
});

describe("expiry suggests alternatives too", () => {
  it("mails each expired request's renter the company's free vehicles, none once the dates have begun", async () => {
    const vehicle = await ownVehicle();
    await ownVehicle({ make: "Suzuki", model: "Swift", dailyPrice: 30 });
    const ahead = await sendRequest(vehicle.id, { startDate: day(20), endDate: day(22) });
    const started = await sendRequest(vehicle.id, { startDate: today, endDate: day(2) });
    // Its first day has passed by the time its mail is written (rendered when sent, on today's date).
    await t.db
      .update(bookings)
      .set({ startDate: day(-1) })
      .where(eq(bookings.id, started.id));
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(
      await expireRequests(t.db, { publicUrl: TEST_PUBLIC_URL, mail: t.app.mail, now: later }),
    ).toBeGreaterThanOrEqual(2);
    const aheadMail = await lastMailOf(ahead.id);
    expect(aheadMail).toContain("did not answer in time");
    expect(aheadMail).toMatch(
      /- Suzuki Swift \(2022\), US\$\d+\.\d\d for these dates: http:\/\/rent\.example\.dm\/companies\/\d+/,
    );
    const startedMail = await lastMailOf(started.id);
    expect(startedMail).toContain("did not answer in time");
    expect(startedMail).not.toContain("Free on your dates");

    // The status page offers the same: the free vehicle with its total, none once the dates began.
    const aheadView = (await view(ahead.token)).json();
    expect(aheadView.status).toBe("expired");
    // The company's other vehicles free then (earlier tests gave it some), the Swift among them at 3 × 30.
    expect(aheadView.alternatives).toContainEqual({
      vehicle: expect.objectContaining({ make: "Suzuki", model: "Swift" }),
      totalPrice: 90,
      shownPrice: 90,
      priceCurrency: "USD",
    });
    expect((await view(started.token)).json().alternatives).toEqual([]);
    // A pending request offers none.
    const waiting = await sendRequest(vehicle.id, { startDate: day(30), endDate: day(31), email: "other@example.com" });
    expect((await view(waiting.token)).json().alternatives).toEqual([]);
  });
});

describe("alternatives follow the company's availability rules", () => {
  it("leaves out a vehicle within the cleaning days of a booking or with papers lapsing by the end, and all under the notice", async () => {
    const { company, user } = await createCompany(t.db, { cleaningDays: 2 });
    const cookie = await login(t.app, user.username, user.password);
    const fleet = (overrides: Partial<Parameters<typeof createVehicle>[1]>) =>
      createVehicle(t.db, { companyId: company.id, ...overrides });
    const asked = await fleet({ dailyPrice: 120 });
    const cleaning = await fleet({ make: "Kia", model: "Picanto", dailyPrice: 20 });
    await createUnavailability(t.db, { vehicleId: cleaning.id, startDate: day(7), endDate: day(8) });
    await fleet({ make: "Nissan", model: "Note", dailyPrice: 25, insuranceExpiryDate: day(15) });
    await fleet({ make: "Honda", model: "Fit", dailyPrice: 50 });
    const decline = async (startDate: string, endDate: string) => {
      const request = await sendRequest(asked.id, { startDate, endDate });
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/bookings/${request.id}`,
        payload: { status: "rejected" },
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await lastMailOf(request.id);
      return mail.split("\n").filter((line) => line.startsWith("- "));
    };

    // Days 10–16: the Kia's period ends on day 8, and two cleaning days keep day 10 from it; the Nissan's insurance runs out on day 15.
    expect((await decline(day(10), day(16))).map((line) => line.split(",")[0])).toEqual(["- Honda Fit (2022)"]);
    // Days 11–13: the Kia is free again, the Nissan's papers still cover them.
    expect((await decline(day(11), day(13))).map((line) => line.split(",")[0])).toEqual([
      "- Kia Picanto (2022)",
      "- Nissan Note (2022)",
      "- Honda Fit (2022)",
    ]);
    // Two weeks' notice set since: nothing may start on day 12 any more.
    const request = await sendRequest(asked.id, { startDate: day(12), endDate: day(13) });
    await t.db.update(companies).set({ noticeHours: 336 }).where(eq(companies.id, company.id));
    const declined = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${request.id}`,
      payload: { status: "rejected" },
      headers: { cookie },
    });
    expect(declined.statusCode).toBe(200);
    const mail = await lastMailOf(request.id);
    expect(mail).toContain("cannot accept");
    expect(mail).not.toContain("- Honda Fit");
  });
});
