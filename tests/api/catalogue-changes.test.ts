import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import type { CatalogueChange } from "../../src/server/catalogue/version";
import { bookings, users, vehicles } from "../../src/server/db/schema";
import { createBooking, createUser, createVehicle } from "../helpers/factories";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

/** The change signal: only committed changes visitors can see move the catalogue's version. */
const t = setUpTestApp();
const actors = setUpActors(t);
const day = (n: number) => addDays(todayInDominica(), n);

let vehicleId = 0;
const changes: CatalogueChange[] = [];

beforeAll(async () => {
  vehicleId = (await createVehicle(t.db, { companyId: actors.own.company.id })).id;
  t.app.catalogue.version.onChange((change) => changes.push(change));
});

/** Runs `act`, then what the signal said about it once everything it committed has arrived. */
async function signalOf(act: () => Promise<unknown>): Promise<CatalogueChange[]> {
  await t.app.catalogue.version.settle();
  changes.length = 0;
  await act();
  await t.app.catalogue.version.settle();
  return [...changes];
}

let pageSize = 4;

/** Whether the cached answers survive `act`: read after it, they are still there beside a new one. */
async function keepsCachedAnswers(act: () => Promise<unknown>) {
  await t.app.inject({ url: `/api/vehicles?pageSize=${++pageSize}` });
  const before = t.app.catalogue.cache.size;
  await act();
  await t.app.catalogue.version.settle();
  await t.app.inject({ url: `/api/vehicles?pageSize=${++pageSize}` }); // a read applies a moved version
  return t.app.catalogue.cache.size === before + 1;
}

describe("requests that change nothing public leave the caches alone", () => {
  it.each([
    ["an anonymous POST to an unknown address (404)", () => t.app.inject({ method: "POST", url: "/api/nothing" })],
    [
      "a refused write (403)",
      () =>
        t.app.inject({
          method: "PATCH",
          url: `/api/vehicles/${vehicleId}/archive`,
          headers: { cookie: actors.other.cookie },
          payload: { isArchived: true },
        }),
    ],
    [
      "a failed login",
      () => t.app.inject({ method: "POST", url: "/api/login", payload: { username: "nobody", password: "wrong-one" } }),
    ],
    ["a logout", () => t.app.inject({ method: "POST", url: "/api/logout" })],
  ])("%s", async (_name, act) => {
    expect(await keepsCachedAnswers(act)).toBe(true);
    expect(await signalOf(act)).toEqual([]);
  });

  it("a pending booking request, its rejection, and a user's password or contact change", async () => {
    const customer = await createUser(t.db, { role: "customer", isActive: true });
    let bookingId = 0;
    expect(
      await signalOf(async () => {
        bookingId = (await createBooking(t.db, { userId: customer.id, vehicleId, startDate: day(5), endDate: day(6) }))
          .id;
        await t.db.update(bookings).set({ status: "rejected" }).where(eq(bookings.id, bookingId));
        await t.db
          .update(users)
          .set({ passwordHash: "changed", phone: "7670000000" })
          .where(eq(users.id, actors.own.user.id));
      }),
    ).toEqual([]);
  });
});

describe("changes visitors see say what changed", () => {
  it("a vehicle's price names the vehicle and its company", async () => {
    const signal = await signalOf(() =>
      t.db.update(vehicles).set({ dailyPrice: 99 }).where(eq(vehicles.id, vehicleId)),
    );
    expect(signal).toEqual([{ table: "vehicles", companyId: actors.own.company.id, vehicleId }]);
  });

  it("a confirmed booking, and its cancellation, name the vehicle", async () => {
    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const booking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId,
      startDate: day(8),
      endDate: day(9),
      status: "confirmed",
    });
    const expected = [{ table: "bookings", companyId: actors.own.company.id, vehicleId }];
    const cancelled = await signalOf(() =>
      t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id)),
    );
    expect(cancelled).toEqual(expected);
  });

  it("a company's activation names the company, and empties the cached answers", async () => {
    const deactivate = () => t.db.update(users).set({ isActive: false }).where(eq(users.id, actors.other.user.id));
    expect(await keepsCachedAnswers(deactivate)).toBe(false);
    const signal = await signalOf(() =>
      t.db.update(users).set({ isActive: true }).where(eq(users.id, actors.other.user.id)),
    );
    expect(signal).toEqual([{ table: "users", companyId: actors.other.company.id, vehicleId: null }]);
  });

  it("one notification per vehicle however many periods one write adds", async () => {
    const signal = await signalOf(() =>
      t.app.inject({
        method: "POST",
        url: `/api/vehicles/${vehicleId}/unavailability`,
        headers: { cookie: actors.own.cookie },
        payload: { vehicleId, startDate: day(20), endDate: day(21) },
      }),
    );
    expect(signal).toEqual([{ table: "vehicle_unavailability", companyId: actors.own.company.id, vehicleId }]);
    await vi.waitFor(() => expect(t.app.catalogue.version.isLive).toBe(true));
  });
});
