import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unavailabilityPayload } from "../../src/domain/contracts/unavailability/unavailability-schema";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import { vehicleUnavailability } from "../../src/server/db/schema";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { type Actor, login, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const today = todayInDominica();
const headersOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id });

const addPeriod = (actor: Actor, vehicleId: number, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/vehicles/${vehicleId}/unavailability`,
    headers: headersOf(actor),
    payload,
  });

describe("POST /api/vehicles/:id/unavailability", () => {
  it("stores the calendar days of the payload's instants and lists them", async () => {
    const vehicle = await ownVehicle();
    const payload = unavailabilityPayload({
      vehicleId: vehicle.id,
      startDate: addDays(today, 2),
      endDate: addDays(today, 4),
      reason: "Cleaning",
    });
    expect(payload.endDate).toBe(`${addDays(today, 4)}T23:59:59.999Z`);
    const response = await addPeriod("own", vehicle.id, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      vehicleId: vehicle.id,
      startDate: addDays(today, 2),
      endDate: addDays(today, 4),
      reason: "Cleaning",
      calendarImportId: null,
    });
    const list = await t.app.inject({ url: `/api/vehicles/${vehicle.id}/unavailability`, headers: headersOf("own") });
    expect(list.json()).toEqual([response.json()]);
  });

  it("accepts a one-day period without a reason", async () => {
    const vehicle = await ownVehicle();
    const response = await addPeriod("own", vehicle.id, { vehicleId: vehicle.id, startDate: today, endDate: today });
    expect(response.statusCode).toBe(201);
    expect(response.json().reason).toBeNull();
  });

  it.each([
    ["an unreadable start", { startDate: "tomorrow" }, "startDate", "Please enter valid dates"],
    ["a missing end", { endDate: undefined }, "endDate", "Please enter valid dates"],
    ["an impossible date", { endDate: "2031-02-30" }, "endDate", "Please enter valid dates"],
    ["an end before the start", { endDate: addDays(today, 1) }, "endDate", "End date must be after start date"],
    ["a start in the past", { startDate: addDays(today, -1) }, "startDate", "Start date cannot be in the past"],
    ["no vehicle", { vehicleId: undefined }, "vehicleId", "No vehicle selected"],
    ["an unknown reason", { reason: "Holiday" }, "reason", expect.stringContaining("Reason must be one of")],
  ])("answers 400 for %s", async (_name, overrides, field, message) => {
    const vehicle = await ownVehicle();
    const payload = { vehicleId: vehicle.id, startDate: addDays(today, 3), endDate: addDays(today, 5), ...overrides };
    const response = await addPeriod("own", vehicle.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("refuses a body naming another vehicle than the address", async () => {
    const vehicle = await ownVehicle();
    const response = await addPeriod("own", vehicle.id, {
      vehicleId: vehicle.id + 1,
      startDate: today,
      endDate: today,
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 409 for a period overlapping a confirmed booking, but not a pending one", async () => {
    const vehicle = await ownVehicle();
    const customer = await createUser(t.db);
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      status: "confirmed",
    });
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: addDays(today, 20),
      endDate: addDays(today, 22),
    });
    const overlapping = await addPeriod("own", vehicle.id, {
      vehicleId: vehicle.id,
      startDate: addDays(today, 12),
      endDate: addDays(today, 14),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toContain("confirmed booking");
    const touching = await addPeriod("own", vehicle.id, {
      vehicleId: vehicle.id,
      startDate: addDays(today, 13),
      endDate: addDays(today, 21),
    });
    expect(touching.statusCode).toBe(201);
  });

  it("answers 409 naming the period a new one overlaps, stores nothing, and accepts one that only touches it", async () => {
    const vehicle = await ownVehicle();
    await createUnavailability(t.db, {
      vehicleId: vehicle.id,
      startDate: addDays(today, 30),
      endDate: addDays(today, 32),
    });
    for (const [start, end] of [
      [28, 30],
      [31, 31],
      [32, 40],
      [25, 45],
    ] as const) {
      const response = await addPeriod("own", vehicle.id, {
        vehicleId: vehicle.id,
        startDate: addDays(today, start),
        endDate: addDays(today, end),
      });
      expect(response.statusCode, `${start}–${end}`).toBe(409);
      expect(response.json().message).toBe(
        `This period overlaps the one from ${formatLongDate(addDays(today, 30))} to ${formatLongDate(
          addDays(today, 32),
        )}. Change or remove that one first.`,
      );
    }
    const stored = await t.db
      .select()
      .from(vehicleUnavailability)
      .where(eq(vehicleUnavailability.vehicleId, vehicle.id));
    expect(stored).toHaveLength(1);
    const next = await addPeriod("own", vehicle.id, {
      vehicleId: vehicle.id,
      startDate: addDays(today, 33),
      endDate: addDays(today, 35),
    });
    expect(next.statusCode).toBe(201);
  });

  it.each(ownerOrAdminMatrix(201))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const response = await addPeriod(actor, vehicle.id, { vehicleId: vehicle.id, startDate: today, endDate: today });
    expect(response.statusCode).toBe(status);
    const stored = await t.db
      .select()
      .from(vehicleUnavailability)
      .where(eq(vehicleUnavailability.vehicleId, vehicle.id));
    expect(stored).toHaveLength(status === 201 ? 1 : 0);
  });
});

describe("GET /api/vehicles/:id/unavailability", () => {
  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: today, endDate: today, reason: "Inspection" });
    const response = await t.app.inject({
      url: `/api/vehicles/${vehicle.id}/unavailability`,
      headers: headersOf(actor),
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toHaveLength(1);
    if (status === 404) expect(response.json().message).toBe(`Vehicle ID ${vehicle.id} not found`);
  });
});

describe("DELETE /api/vehicles/:vehicleId/unavailability/:periodId", () => {
  it.each(ownerOrAdminMatrix(200))("as %s answers %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const period = await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: today, endDate: today });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}/unavailability/${period.id}`,
      headers: headersOf(actor),
    });
    expect(response.statusCode).toBe(status);
    const stored = await t.db.select().from(vehicleUnavailability).where(eq(vehicleUnavailability.id, period.id));
    expect(stored).toHaveLength(status === 200 ? 0 : 1);
  });

  it("answers 404 for a period of another vehicle, even one of the same company", async () => {
    const vehicle = await ownVehicle();
    const sibling = await ownVehicle();
    const period = await createUnavailability(t.db, { vehicleId: sibling.id, startDate: today, endDate: today });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${vehicle.id}/unavailability/${period.id}`,
      headers: headersOf("own"),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Unavailability period ID ${period.id} not found`);
  });
});

describe("GET /api/company/calendar", () => {
  it("returns the month's periods and confirmed bookings of the company's vehicles only", async () => {
    const month = "2031-03";
    const vehicle = await ownVehicle();
    const theirs = await createVehicle(t.db, { companyId: actors.other.company.id });
    const customer = await createUser(t.db);
    const inMonth = await createUnavailability(t.db, {
      vehicleId: vehicle.id,
      startDate: "2031-02-25",
      endDate: "2031-03-02",
      reason: "Cleaning",
    });
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: "2031-04-01", endDate: "2031-04-03" });
    await createUnavailability(t.db, { vehicleId: theirs.id, startDate: "2031-03-05", endDate: "2031-03-06" });
    const confirmed = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: "2031-03-30",
      endDate: "2031-04-02",
      status: "confirmed",
    });
    await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: "2031-03-10",
      endDate: "2031-03-11",
    });

    const response = await t.app.inject({ url: `/api/company/calendar?month=${month}`, headers: headersOf("own") });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      month,
      from: "2031-03-01",
      to: "2031-03-31",
      periods: [
        {
          id: inMonth.id,
          vehicleId: vehicle.id,
          startDate: "2031-02-25",
          endDate: "2031-03-02",
          reason: "Cleaning",
          calendarImportId: null,
        },
      ],
      bookings: [{ id: confirmed.id, vehicleId: vehicle.id, startDate: "2031-03-30", endDate: "2031-04-02" }],
      cleaningDays: 0,
    });
  });

  it("with cleaning days, also brings the stretches whose cleaning days reach into the month", async () => {
    const { company, user } = await createCompany(t.db, { cleaningDays: 3 });
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    // Ending on 26 February, its cleaning days reach 1 March; ending on the 24th, they stop on the 27th.
    const before = await createUnavailability(t.db, {
      vehicleId: vehicle.id,
      startDate: "2031-02-26",
      endDate: "2031-02-26",
    });
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: "2031-02-20", endDate: "2031-02-24" });
    const cookie = await login(t.app, user.username, user.password);
    const response = await t.app.inject({ url: "/api/company/calendar?month=2031-03", headers: { cookie } });
    expect(response.json()).toMatchObject({ periods: [{ id: before.id }], cleaningDays: 3 });
  });

  it("refuses a bad month, a visitor, and a user without a company", async () => {
    expect(
      (await t.app.inject({ url: "/api/company/calendar?month=2031-13", headers: headersOf("own") })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: "/api/company/calendar?month=2031-03" })).statusCode).toBe(401);
    const admin = await t.app.inject({ url: "/api/company/calendar?month=2031-03", headers: headersOf("admin") });
    expect(admin.json().message).toBe("Company ID not found");
  });
});
