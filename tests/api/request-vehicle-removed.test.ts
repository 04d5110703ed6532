import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import type { Db } from "../../src/server/db/client";
import { vehicles } from "../../src/server/db/schema";
import { notFoundMessage } from "../../src/server/errors";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { login, setUpTestApp } from "../helpers/test-app";

/** The vehicle the next read of the answer finds deleted, as if its company removed it that moment. */
const removeBeforeAnswer = vi.hoisted(() => ({ vehicleId: undefined as number | undefined }));

vi.mock("../../src/server/requests/queries", async (original) => {
  const real = await original<typeof import("../../src/server/requests/queries")>();
  return {
    ...real,
    findBooking: async (db: Db, id: number) => {
      const vehicleId = removeBeforeAnswer.vehicleId;
      if (vehicleId !== undefined) await db.delete(vehicles).where(eq(vehicles.id, vehicleId));
      return real.findBooking(db, id);
    },
  };
});

/** Issue 38, point 5: a vehicle removed while a request is being made answers 404, never 500. */
const t = setUpTestApp();
const startDate = addDays(todayInDominica(), 12);

async function send(vehicleId: number) {
  const user = await createUser(t.db, { role: "renter", isActive: true });
  return t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { cookie: await login(t.app, user.username, user.password) },
    payload: { vehicleId, startDate, endDate: addDays(startDate, 2) },
  });
}

it("answers 404 when the vehicle is deleted between the request's commit and its answer", async () => {
  const { company } = await createCompany(t.db);
  const vehicle = await createVehicle(t.db, { companyId: company.id });
  removeBeforeAnswer.vehicleId = vehicle.id;
  const response = await send(vehicle.id);
  removeBeforeAnswer.vehicleId = undefined;
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().message).toBe(notFoundMessage("Vehicle", vehicle.id));
});

it("answers 404 when the vehicle is gone before the request is read", async () => {
  const { company } = await createCompany(t.db);
  const vehicle = await createVehicle(t.db, { companyId: company.id });
  await t.db.delete(vehicles).where(eq(vehicles.id, vehicle.id));
  const response = await send(vehicle.id);
  expect(response.statusCode, response.body).toBe(404);
});
