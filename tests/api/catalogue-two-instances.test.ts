import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { login, setUpInstancePair } from "../helpers/test-app";

/**
 * Issue 9: every instance's public cache hears of a write made through another one (PostgreSQL
 * NOTIFY from the catalogue triggers). NOTIFY reaches the other instance a moment after the commit,
 * so B is polled for at most one second. Issue 25: B's read model applies it in that time, and
 * answers from memory again. PostgreSQL only: set DATABASE_URL to run.
 */
const serverUrl = process.env.DATABASE_URL;
const NOTIFY_WAIT_MS = 1_000;

describe.skipIf(!serverUrl)("the public cache across two instances (runs only with DATABASE_URL)", () => {
  const pair = setUpInstancePair(serverUrl ?? "");

  /** B's answer once it shows what `see` waits for, or its last answer after the bounded wait. */
  async function onB(url: string, see: (ids: number[]) => boolean) {
    const deadline = Date.now() + NOTIFY_WAIT_MS;
    for (;;) {
      const ids = ((await pair.b.inject({ url })).json() as { id: number }[]).map((v) => v.id);
      if (see(ids) || Date.now() > deadline) return ids;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("a vehicle added and then archived through A shows on B", async () => {
    const { company, user } = await createCompany(pair.db);
    const cookie = await login(pair.a, user.username, user.password);
    const url = `/api/vehicles?q=Across-${company.id}`;
    expect(await onB(url, () => true)).toEqual([]); // B has cached the empty answer

    const created = await pair.a.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie },
      payload: validVehicleInput({ make: "Isuzu", model: `Across-${company.id}` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await onB(url, (ids) => ids.includes(id))).toEqual([id]);

    await pair.a.inject({
      method: "PATCH",
      url: `/api/vehicles/${id}/archive`,
      headers: { cookie },
      payload: { isArchived: true },
    });
    expect(await onB(url, (ids) => ids.length === 0)).toEqual([]);
  });

  it("an admin's deactivation through A hides the company's fleet on B", async () => {
    const { company, user } = await createCompany(pair.db);
    const vehicle = await createVehicle(pair.db, { companyId: company.id, make: "Gone", model: `Soon-${company.id}` });
    const url = `/api/vehicles?q=Soon-${company.id}`;
    expect(await onB(url, (ids) => ids.includes(vehicle.id))).toEqual([vehicle.id]);
    const adminUser = await createUser(pair.db, { isAdmin: true, role: "admin", isActive: true });
    const cookie = await login(pair.a, adminUser.username, adminUser.password);
    const off = await pair.a.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: { cookie },
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await onB(url, (ids) => ids.length === 0)).toEqual([]);
    expect((await pair.b.inject({ url: `/api/companies/${company.id}` })).statusCode).toBe(404);
  });

  it("a period added through A takes the vehicle out of B's model's dated search", async () => {
    const { company, user } = await createCompany(pair.db);
    const vehicle = await createVehicle(pair.db, { companyId: company.id, make: "Busy", model: `Days-${company.id}` });
    const day = addDays(todayInDominica(), 12);
    const filters = { q: `days-${company.id}`, start: day, end: day };
    const url = `/api/vehicles?q=${filters.q}&start=${day}&end=${day}`;
    expect(await onB(url, (ids) => ids.includes(vehicle.id))).toEqual([vehicle.id]);

    const cookie = await login(pair.a, user.username, user.password);
    const period = await pair.a.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/unavailability`,
      headers: { cookie },
      payload: { vehicleId: vehicle.id, startDate: day, endDate: day },
    });
    expect(period.statusCode, period.body).toBe(201);
    expect(await onB(url, (ids) => ids.length === 0)).toEqual([]);
    // B heard the change and applied it: its model, not only its SQL, says so.
    await pair.b.catalogue.model.idle();
    expect(pair.b.catalogue.model.current()?.search(filters, { page: 1, pageSize: 5 })).toEqual({
      json: "[]",
      total: 0,
    });
  });
});
