import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_DATE_MESSAGES } from "../../src/domain/booking-period";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { companies, vehicles } from "../../src/server/db/schema";
import { createVehicle } from "../helpers/factories";
import { type Actor, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const today = todayInDominica();
const start = addDays(today, 10);
const headersOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const quote = (vehicleId: number | string, query: Record<string, string>, actor: Actor = "anonymous") =>
  t.app.inject({
    url: `/api/vehicles/${vehicleId}/quote?${new URLSearchParams(query)}`,
    headers: headersOf(actor),
  });
// Issue 22's example: 30 days of 4 weeks and 2 days (1,430) cost more than the month (1,210).
const issuePrices = { dailyPrice: 55, weeklyPrice: 330, monthlyPrice: 1210, deposit: 250 };

describe("GET /api/vehicles/{id}/quote", () => {
  it("answers a listed vehicle's lines, total, deposit and currency to anyone, 30 days as the month", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, ...issuePrices });
    const response = await quote(vehicle.id, { startDate: start, endDate: addDays(start, 29) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      days: 30,
      lines: [{ kind: "monthly", label: "1 month at the monthly rate", quantity: 1, unitPrice: 1210, amount: 1210 }],
      total: 1210,
      deposit: 250,
      currency: "USD",
    });
    // The same bytes from the public answer cache, with its validators.
    const again = await quote(vehicle.id, { startDate: start, endDate: addDays(start, 29) });
    expect(again.body).toBe(response.body);
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("accepts the spec's places for pick-up and drop-off (free today)", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, ...issuePrices });
    const response = await quote(vehicle.id, {
      startDate: start,
      endDate: addDays(start, 3),
      pickup: "douglas_charles_airport",
      dropoff: "roseau",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ days: 4, total: 220 });
  });

  it("prices a new period with the vehicle's and the company's latest terms once they change", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, ...issuePrices });
    expect((await quote(vehicle.id, { startDate: start, endDate: addDays(start, 3) })).json()).toMatchObject({
      total: 220,
      currency: "USD",
    });
    await t.db.update(vehicles).set({ dailyPrice: 60 }).where(eq(vehicles.id, vehicle.id));
    await t.db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, actors.own.company.id));
    await t.app.catalogue.version.settle();
    try {
      // Both the period asked before and one never asked: neither keeps the old price or currency.
      for (const days of [4, 5]) {
        const response = await quote(vehicle.id, { startDate: start, endDate: addDays(start, days - 1) });
        expect(response.json()).toMatchObject({ days, total: days * 60, currency: "XCD" });
      }
    } finally {
      await t.db.update(companies).set({ currency: "USD" }).where(eq(companies.id, actors.own.company.id));
    }
  });

  it("prices an EC$ company's vehicle in EC$", async () => {
    await t.db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, actors.other.company.id));
    const vehicle = await createVehicle(t.db, {
      companyId: actors.other.company.id,
      dailyPrice: 150,
      weeklyPrice: null,
    });
    const response = await quote(vehicle.id, { startDate: start, endDate: addDays(start, 7) });
    expect(response.json()).toMatchObject({ days: 8, total: 1200, currency: "XCD" });
    await t.db.update(companies).set({ currency: "USD" }).where(eq(companies.id, actors.other.company.id));
  });

  it.each([
    ["no start", { endDate: start }, "startDate", "startDate is required"],
    ["no end", { startDate: start }, "endDate", "endDate is required"],
    [
      "a start that is no date",
      { startDate: "tomorrow", endDate: start },
      "startDate",
      "startDate must be a date written YYYY-MM-DD",
    ],
    [
      "an end that is no date",
      { startDate: start, endDate: "2026-02-30" },
      "endDate",
      "endDate must be a date written YYYY-MM-DD",
    ],
    [
      "a start in the past",
      { startDate: addDays(today, -1), endDate: start },
      "startDate",
      BOOKING_DATE_MESSAGES.startInPast,
    ],
    [
      "an end before the start",
      { startDate: start, endDate: addDays(start, -1) },
      "endDate",
      BOOKING_DATE_MESSAGES.endBeforeStart,
    ],
    [
      "more than 180 days",
      { startDate: start, endDate: addDays(start, 180) },
      "endDate",
      BOOKING_DATE_MESSAGES.tooLong,
    ],
    [
      "a start past two years",
      { startDate: addDays(today, 731), endDate: addDays(today, 732) },
      "startDate",
      BOOKING_DATE_MESSAGES.tooFarAhead,
    ],
    [
      "an unknown pick-up",
      { startDate: start, endDate: start, pickup: "paris" },
      "pickup",
      // A company without places of its own offers the spec's five (docs/product-rules.md, "Places and fees").
      "Pick-up place must be one of this company's places: Roseau, Portsmouth, Marigot, Douglas-Charles Airport, Canefield Airport",
    ],
    [
      "an unknown drop-off",
      { startDate: start, endDate: start, dropoff: "x".repeat(500) },
      "dropoff",
      "dropoff must be a place's key, such as roseau",
    ],
  ])("refuses %s with 400 naming the field", async (_name, query, field, message) => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const response = await quote(vehicle.id, query as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("answers 404 for a vehicle that does not exist, and 400 for an id that is none", async () => {
    expect((await quote(999_999, { startDate: start, endDate: start })).statusCode).toBe(404);
    expect((await quote("abc", { startDate: start, endDate: start })).statusCode).toBe(400);
  });

  describe("an unlisted (archived) vehicle", () => {
    it.each([
      ["a visitor", "anonymous", 404],
      ["another company", "other", 404],
      ["its own company", "own", 200],
      ["an admin", "admin", 200],
    ] as const)("as %s answers %i", async (_name, actor, status) => {
      const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, isArchived: true, ...issuePrices });
      const response = await quote(vehicle.id, { startDate: start, endDate: addDays(start, 3) }, actor);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 200) {
        expect(response.json()).toMatchObject({ total: 220, currency: "USD" });
        expect(response.headers["cache-control"]).toBe("private, no-store");
      }
    });
  });
});
