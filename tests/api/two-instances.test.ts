import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, vehicleDailyInsights, vehicles } from "../../src/server/db/schema";
import { addInsightCounts } from "../../src/server/insights/queries";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { login, setUpInstancePair } from "../helpers/test-app";

/**
 * Issue 10: app processes are stateless, so any number can run on one PostgreSQL database behind a
 * load balancer. Two `buildApp` instances, each with its own connection pool, share a fresh database.
 * PostgreSQL only (the embedded database belongs to one process): set DATABASE_URL to run.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("two app instances on one PostgreSQL database (runs only with DATABASE_URL)", () => {
  const pair = setUpInstancePair(serverUrl ?? "");

  it("a session made on instance A works on B, and logging out on A ends it on B", async () => {
    const user = await createUser(pair.db, { role: "customer", isActive: true });
    const cookie = await login(pair.a, user.username, user.password);

    const onB = await pair.b.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().username).toBe(user.username);

    const logout = await pair.a.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await pair.b.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    expect((await pair.a.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("a vehicle added through A is listed by B at once", async () => {
    const { company, user } = await createCompany(pair.db);
    const cookie = await login(pair.a, user.username, user.password);
    const created = await pair.a.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie },
      payload: validVehicleInput({ make: "Isuzu", model: `Two-${company.id}` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const listing = await pair.b.inject({ method: "GET", url: "/api/vehicles" });
    expect(listing.statusCode).toBe(200);
    expect((listing.json() as { id: number }[]).map((v) => v.id)).toContain(created.json().id);
  });

  it("racing approvals of overlapping pending bookings, split across A and B, confirm exactly one", async () => {
    const { company, user } = await createCompany(pair.db);
    const companyCookie = await login(pair.a, user.username, user.password);
    const today = todayInDominica();
    const ROUNDS = 5;
    const PER_ROUND = 6;
    for (let round = 0; round < ROUNDS; round++) {
      const vehicle = await createVehicle(pair.db, { companyId: company.id });
      const pending = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const customer = await createUser(pair.db, { role: "customer", isActive: true });
        // All overlap day +20 .. +22; the ranges differ so not every pair is identical.
        pending.push(
          await createBooking(pair.db, {
            userId: customer.id,
            vehicleId: vehicle.id,
            startDate: addDays(today, 18 + (i % 3)),
            endDate: addDays(today, 22 + (i % 2)),
          }),
        );
      }
      const responses = await Promise.all(
        pending.map((booking, i) =>
          (i % 2 === 0 ? pair.a : pair.b).inject({
            method: "PATCH",
            url: `/api/bookings/${booking.id}`,
            headers: { cookie: companyCookie },
            payload: { status: "confirmed" },
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, responses.map((r) => r.body).join("\n")).toEqual([200, ...Array(PER_ROUND - 1).fill(409)]);
      const confirmed = await pair.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.vehicleId, vehicle.id), eq(bookings.status, "confirmed")));
      expect(confirmed).toHaveLength(1);
    }
  });

  it("an insights flush meeting a vehicle deleted meanwhile on the other instance skips it, and writes the rest", async () => {
    const { company } = await createCompany(pair.db);
    const [gone, kept] = [
      await createVehicle(pair.db, { companyId: company.id }),
      await createVehicle(pair.db, { companyId: company.id }),
    ];
    const day = todayInDominica();
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // B deletes the vehicle in a transaction that stays open while A's flush reads it.
    const deleting = pair.b.db.transaction(async (tx) => {
      await tx.delete(vehicles).where(eq(vehicles.id, gone.id));
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const flushing = addInsightCounts(pair.a.db, [
      { vehicleId: gone.id, day, views: 2, quotes: 0, lostSearches: 0 },
      { vehicleId: kept.id, day, views: 3, quotes: 1, lostSearches: 4 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await deleting;
    await flushing;
    const written = await pair.db
      .select({ vehicleId: vehicleDailyInsights.vehicleId, views: vehicleDailyInsights.views })
      .from(vehicleDailyInsights)
      .where(inArray(vehicleDailyInsights.vehicleId, [gone.id, kept.id]));
    expect(written).toEqual([{ vehicleId: kept.id, views: 3 }]);
  });
});
