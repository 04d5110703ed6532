import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { login, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

/**
 * An admin acts only while active (docs/product-rules.md, "Who may do what"): one whose account is not
 * active keeps its session but none of the admin's powers, on the guarded admin routes and on the
 * routes that let an admin act for a company.
 */
describe("an admin whose account is not active", () => {
  async function inactiveAdmin() {
    const admin = await createUser(t.db, { isAdmin: true, role: "admin", isActive: false });
    return login(t.app, admin.username, admin.password);
  }

  it("is refused the admin screens' routes", async () => {
    const cookie = await inactiveAdmin();
    const response = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });

  it("cannot manage another company's vehicle", async () => {
    const cookie = await inactiveAdmin();
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const headers = { cookie };
    const archive = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${vehicle.id}/archive`,
      headers,
      payload: { isArchived: true },
    });
    expect(archive.statusCode).toBe(403);
    const periods = await t.app.inject({ method: "GET", url: `/api/vehicles/${vehicle.id}/unavailability`, headers });
    expect(periods.statusCode).toBe(403);
    const create = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers,
      payload: { ...validVehicleInput(), companyId: company.id },
    });
    expect(create.statusCode).toBe(403);
  });

  it("cannot approve a booking", async () => {
    const cookie = await inactiveAdmin();
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const customer = await createUser(t.db, { isActive: true });
    const booking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: addDays(todayInDominica(), 10),
      endDate: addDays(todayInDominica(), 12),
    });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie },
      payload: { status: "confirmed" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("does not see an archived vehicle's image, which an active admin does", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ image: (await makeImage()).dataUrl }),
    });
    const { id, image } = created.json();
    await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${id}/archive`,
      headers: { cookie: actors.own.cookie },
      payload: { isArchived: true },
    });
    const get = (cookie: string) => t.app.inject({ method: "GET", url: image, headers: { cookie } });
    expect((await get(actors.admin.cookie)).statusCode).toBe(200);
    expect((await get(await inactiveAdmin())).statusCode).toBe(404);
  });
});
