import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INSIGHTS_PERIOD_MESSAGES } from "../../src/domain/contracts/insights";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { vehicleDailyInsights, vehicles } from "../../src/server/db/schema";
import { addInsightCounts } from "../../src/server/insights/queries";
import { inProcessFetch, withApp } from "../../src/server/pages/in-process-fetch";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import {
  createTestApp,
  headersAs,
  type MatrixActor,
  setUpActors,
  setUpRenter,
  setUpTestApp,
} from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const from = day(-10);
const period = `from=${from}&to=${today}`;
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** The own company's known history: every figure below follows from it. */
const history = {} as { a: number; b: number; c: number };

async function get(actor: MatrixActor, query = period, path = "/api/company/insights") {
  return t.app.inject({ url: `${path}?${query}`, headers: headersAs(actors, renter, actor) });
}

beforeAll(async () => {
  const longAgo = new Date(Date.now() - 60 * 86_400_000);
  const own = actors.own.company.id;
  const a = await createVehicle(t.db, {
    companyId: own,
    make: "Toyota",
    model: "RAV4",
    type: "suv",
    createdAt: longAgo,
  });
  const b = await createVehicle(t.db, {
    companyId: own,
    make: "Honda",
    model: "Fit",
    type: "sedan",
    createdAt: longAgo,
  });
  const c = await createVehicle(t.db, { companyId: actors.other.company.id, type: "sedan", createdAt: longAgo });
  Object.assign(history, { a: a.id, b: b.id, c: c.id });
  const renterUser = await createUser(t.db, { role: "renter", isActive: true });
  const booking = (vehicleId: number, startDate: string, endDate: string, rest: object) =>
    createBooking(t.db, { userId: renterUser.id, vehicleId, startDate, endDate, ...rest });

  // Requests received in the period: A confirmed after 30 min, declined after 90 min, one pending;
  // B confirmed after 45 min, priced in EC$ (before its company changed currency).
  const received = new Date(`${day(-5)}T14:00:00Z`);
  await booking(a.id, day(-4), day(-2), {
    status: "confirmed",
    totalPrice: 180.5,
    createdAt: received,
    decidedAt: minutesAfter(received, 30),
  });
  await booking(a.id, day(3), day(4), {
    status: "rejected",
    createdAt: received,
    decidedAt: minutesAfter(received, 90),
  });
  await booking(a.id, day(8), day(9), { status: "pending", createdAt: received });
  await booking(b.id, day(20), day(22), {
    status: "confirmed",
    totalPrice: 270,
    priceCurrency: "XCD",
    createdAt: received,
    decidedAt: minutesAfter(received, 45),
  });
  // Received before the period: not a request of it, but two of its days are booked in it.
  const before = new Date(`${day(-30)}T14:00:00Z`);
  await booking(a.id, day(-12), day(-9), {
    status: "confirmed",
    totalPrice: 999,
    createdAt: before,
    decidedAt: minutesAfter(before, 5),
  });
  // A blocked day of A's is not bookable; B is blocked on the searched dates below.
  await createUnavailability(t.db, { vehicleId: a.id, startDate: day(-1), endDate: day(-1) });
  await createUnavailability(t.db, { vehicleId: b.id, startDate: day(5), endDate: day(7) });
  await createUnavailability(t.db, { vehicleId: c.id, startDate: day(5), endDate: day(7) });
  await t.app.catalogue.model.idle();

  const visit = (url: string) => t.app.inject({ url }).then((response) => expect(response.statusCode).toBe(200));
  // Views: A twice, B once, C once (another company's); a page's own render reads A once more.
  await visit(`/api/vehicles/${a.id}`);
  await visit(`/api/vehicles/${a.id}`);
  await visit(`/api/vehicles/${b.id}`);
  await visit(`/api/vehicles/${c.id}`);
  await withApp(t.app, () => inProcessFetch(`/api/vehicles/${a.id}`));
  // Quotes: A three times (twice the same period: a cached answer is still a quote).
  await visit(`/api/vehicles/${a.id}/quote?startDate=${day(10)}&endDate=${day(12)}`);
  await visit(`/api/vehicles/${a.id}/quote?startDate=${day(10)}&endDate=${day(12)}`);
  await visit(`/api/vehicles/${a.id}/quote?startDate=${day(14)}&endDate=${day(15)}`);
  // Lost searches: B (and C) busy on days 5–6, twice (the second from the cache); its second page
  // is the same search; an SUV search leaves B out; a search without dates loses nothing.
  const busyDays = `start=${day(5)}&end=${day(6)}`;
  await visit(`/api/vehicles?${busyDays}`);
  await visit(`/api/vehicles?${busyDays}`);
  await visit(`/api/vehicles?${busyDays}&page=2`);
  await visit(`/api/vehicles?${busyDays}&type=suv`);
  await visit("/api/vehicles");
  await t.app.insights.flush();
});

describe("GET /api/company/insights", () => {
  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin (reads companies on the admin's screens)", "admin", 403],
    ["the company", "own", 200],
  ] as const)("answers %s (%s) with %i", async (_, actor, status) => {
    expect((await get(actor)).statusCode).toBe(status);
    expect((await get(actor, period, "/api/company/insights.csv")).statusCode).toBe(status);
  });

  it("counts exactly what happened to each vehicle over the period", async () => {
    const response = await get("own");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const insights = response.json();
    expect(insights).toMatchObject({ from, to: today, currency: "USD", otherCurrency: "XCD" });
    const [a, b] = insights.vehicles;
    expect(insights.vehicles).toHaveLength(2);
    expect(a).toEqual({
      id: history.a,
      name: "Toyota RAV4",
      isArchived: false,
      views: 2,
      quotes: 3,
      requests: 3,
      confirmed: 1,
      lostSearches: 0,
      // Days −12…−9 give −10 and −9; −4…−2 three more. Eleven days, one blocked.
      bookedDays: 5,
      bookableDays: 10,
      utilisation: 0.5,
      revenue: 180.5,
      revenueOther: 487.35,
      answered: 2,
      medianAnswerMinutes: 60,
    });
    expect(b).toMatchObject({
      id: history.b,
      name: "Honda Fit",
      views: 1,
      quotes: 0,
      requests: 1,
      confirmed: 1,
      lostSearches: 2,
      bookedDays: 0,
      bookableDays: 11,
      utilisation: 0,
      // EC$270 at the peg.
      revenue: 100,
      revenueOther: 270,
      medianAnswerMinutes: 45,
    });
    expect(insights.fleet).toEqual({
      views: 3,
      quotes: 3,
      requests: 4,
      confirmed: 2,
      lostSearches: 2,
      bookedDays: 5,
      bookableDays: 21,
      utilisation: 5 / 21,
      revenue: 280.5,
      revenueOther: 757.35,
      answered: 3,
      medianAnswerMinutes: 45,
    });
  });

  it("never shows another company's vehicles: each company reads its own", async () => {
    const insights = (await get("other")).json();
    expect(insights.vehicles.map((vehicle: { id: number }) => vehicle.id)).toEqual([history.c]);
    expect(insights.vehicles[0]).toMatchObject({ views: 1, lostSearches: 2 });
  });

  it("adds the flushes of several instances rather than overwriting them", async () => {
    const rows = [{ vehicleId: history.b, day: day(-3), views: 4, quotes: 1, lostSearches: 0 }];
    await Promise.all([addInsightCounts(t.db, rows), addInsightCounts(t.db, rows)]);
    const stored = await t.db.select().from(vehicleDailyInsights).where(eq(vehicleDailyInsights.vehicleId, history.b));
    expect(stored.find((row) => row.day === day(-3))).toMatchObject({ views: 8, quotes: 2 });
    expect((await get("own")).json().vehicles[1]).toMatchObject({ views: 9, quotes: 2 });
    await t.db.delete(vehicleDailyInsights).where(eq(vehicleDailyInsights.day, day(-3)));
  });

  it("skips the counts of a vehicle deleted before the flush", async () => {
    const { company } = await createCompany(t.db);
    const gone = await createVehicle(t.db, { companyId: company.id });
    const kept = await createVehicle(t.db, { companyId: company.id });
    await t.db.delete(vehicles).where(eq(vehicles.id, gone.id));
    await addInsightCounts(t.db, [
      { vehicleId: gone.id, day: today, views: 1, quotes: 0, lostSearches: 0 },
      { vehicleId: kept.id, day: today, views: 1, quotes: 0, lostSearches: 0 },
    ]);
    const stored = await t.db.select().from(vehicleDailyInsights).where(eq(vehicleDailyInsights.vehicleId, kept.id));
    expect(stored).toHaveLength(1);
  });

  it.each([
    ["", "from", "Invalid input: expected string, received undefined"],
    [`from=${today}`, "to", "Invalid input: expected string, received undefined"],
    [`from=${today}&to=2026-02-30`, "to", "Must be a date written YYYY-MM-DD"],
    [`from=${today}&to=${day(-1)}`, "to", INSIGHTS_PERIOD_MESSAGES.order],
    [`from=${day(-366)}&to=${today}`, "to", INSIGHTS_PERIOD_MESSAGES.length],
  ])("refuses ?%s with 400 naming %s", async (query, field, message) => {
    const response = await get("own", query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("takes a period of 366 days", async () => {
    expect((await get("own", `from=${day(-365)}&to=${today}`)).statusCode).toBe(200);
  });
});

describe("GET /api/company/insights.csv", () => {
  it("downloads the same figures, a row per vehicle then the fleet's, formula-safe", async () => {
    const own = actors.own.company.id;
    const odd = await createVehicle(t.db, { companyId: own, make: "=HYPERLINK(1)", model: 'Van "big", red' });
    const csv = await get("own", period, "/api/company/insights.csv");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="insights-${from}-${today}.csv"`);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(
      "Vehicle,Vehicle ID,Archived,Page views,Quotes,Requests,Confirmed bookings,Searches lost to busy dates,Booked days,Bookable days,Utilisation (%),Revenue (USD),Revenue (XCD),Requests answered,Median answer time (minutes)",
    );
    expect(lines[1]).toBe(`Toyota RAV4,${history.a},no,2,3,3,1,0,5,10,50,180.5,487.35,2,60`);
    expect(lines[2]).toBe(`Honda Fit,${history.b},no,1,0,1,1,2,0,11,0,100,270,1,45`);
    // A name that starts like a formula is shown, never run; its quotes and comma stay inside its
    // cell. Added today: one bookable day.
    expect(lines[3]).toMatch(new RegExp(`^"'=HYPERLINK\\(1\\) Van ""big"", red",${odd.id},no,0,0,0,0,0,0,1,0,0,0,0,$`));
    expect(lines[4]).toBe("Whole fleet,,,3,3,4,2,2,5,22,22.7,280.5,757.35,3,45");
    expect(lines[5]).toBe("");
  });
});

describe("closing the server", () => {
  it("writes what was counted since the last flush", async () => {
    const other = await createTestApp();
    try {
      const { company } = await createCompany(other.db);
      const vehicle = await createVehicle(other.db, { companyId: company.id });
      expect((await other.app.inject({ url: `/api/vehicles/${vehicle.id}` })).statusCode).toBe(200);
      await other.app.close();
      const stored = await other.db.select().from(vehicleDailyInsights);
      expect(stored).toEqual([{ vehicleId: vehicle.id, day: today, views: 1, quotes: 0, lostSearches: 0 }]);
    } finally {
      await other.close();
    }
  });
});
