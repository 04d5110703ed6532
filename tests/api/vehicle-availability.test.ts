import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  createBooking,
  createCompany,
  createUnavailability,
  createUser,
  createVehicle,
  unlistedCompanyVehicles,
} from "../helpers/factories";
import { setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

const availability = (vehicleId: number, query = "", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/vehicles/${vehicleId}/availability${query}`, headers });

async function listedVehicle() {
  const { company } = await createCompany(t.db);
  return createVehicle(t.db, { companyId: company.id });
}

describe("GET /api/vehicles/:id/availability", () => {
  it("merges periods and confirmed bookings into busy ranges, touching ones too", async () => {
    const vehicle = await listedVehicle();
    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const booking = (startDate: string, endDate: string, status: "pending" | "confirmed" | "rejected") =>
      createBooking(t.db, { userId: customer.id, vehicleId: vehicle.id, startDate, endDate, status });
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(5), endDate: day(7), reason: "Cleaning" });
    await booking(day(8), day(9), "confirmed"); // touches the period: one stretch 5–9
    await booking(day(9), day(12), "pending"); // a request blocks nothing
    await booking(day(20), day(22), "confirmed");
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(21), endDate: day(25), reason: null });
    await booking(day(30), day(31), "rejected");
    await booking(day(40), day(41), "pending");

    const response = await availability(vehicle.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      vehicleId: vehicle.id,
      from: today,
      to: day(182),
      busy: [
        { startDate: day(5), endDate: day(9) },
        { startDate: day(20), endDate: day(25) },
      ],
      noticeHours: 0,
      longestRentalDays: 180,
    });
  });

  it("cuts ranges to the window asked for", async () => {
    const vehicle = await listedVehicle();
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(2), endDate: day(12) });
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(40), endDate: day(41) });
    const response = await availability(vehicle.id, `?from=${day(10)}&to=${day(30)}`);
    expect(response.json()).toEqual({
      vehicleId: vehicle.id,
      from: day(10),
      to: day(30),
      busy: [{ startDate: day(10), endDate: day(12) }],
      noticeHours: 0,
      longestRentalDays: 180,
    });
  });

  it("tells nothing of reasons, customers or booking ids", async () => {
    const vehicle = await listedVehicle();
    const customer = await createUser(t.db, { role: "customer", isActive: true, fullName: "Secret Customer" });
    const confirmed = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: day(3),
      endDate: day(4),
      status: "confirmed",
    });
    await createUnavailability(t.db, {
      vehicleId: vehicle.id,
      startDate: day(10),
      endDate: day(11),
      reason: "Repairs Needed",
    });
    const response = await availability(vehicle.id);
    const body = response.json();
    for (const range of body.busy) expect(Object.keys(range).sort()).toEqual(["endDate", "startDate"]);
    const text = response.body;
    for (const secret of [
      "Repairs",
      "Secret Customer",
      customer.email,
      customer.username,
      "userId",
      "reason",
      "status",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(body.busy.map((r: { startDate: string }) => r.startDate)).toEqual([day(3), day(10)]);
    expect(text).not.toContain(`"id":${confirmed.id}`);
  });

  it("is served from the catalogue cache with an ETag that revalidates to 304 until the calendar changes", async () => {
    const vehicle = await listedVehicle();
    const first = await availability(vehicle.id);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await availability(vehicle.id, "", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    // Written beside the app: on PostgreSQL its notification arrives a moment after the commit.
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(1), endDate: day(1) });
    await expect.poll(async () => (await availability(vehicle.id, "", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it.each([
    [
      "an archived vehicle",
      async () => (await createVehicle(t.db, { ...(await listedCompany()), isArchived: true })).id,
    ],
    ...unlistedCompanyVehicles(t),
    ["a missing vehicle", async () => 999_999],
  ])("answers 404 for %s", async (_name, vehicleId) => {
    const id = await vehicleId();
    const response = await availability(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Vehicle ID ${id} not found` });
  });

  it.each([
    [
      "a range over the cap",
      `?from=${day(0)}&to=${day(400)}`,
      "to",
      "from and to may span at most 400 days (about 13 months)",
    ],
    [
      "a default range reaching past a far-off end",
      `?to=${day(500)}`,
      "to",
      "from and to may span at most 400 days (about 13 months)",
    ],
    ["an end before the start", `?from=${day(10)}&to=${day(9)}`, "to", "to must not be before from"],
    ["an unreadable from", "?from=tomorrow", "from", "from must be a date written YYYY-MM-DD"],
    ["an impossible to", `?from=${day(0)}&to=2031-02-30`, "to", "to must be a date written YYYY-MM-DD"],
    ["a from before 1900", "?from=1899-12-31&to=1900-01-10", "from", "from must be a date written YYYY-MM-DD"],
    ["a to after 2100", "?from=2100-12-01&to=2101-01-01", "to", "to must be a date written YYYY-MM-DD"],
    ["a vehicle id that is not a number", "", "id", "Vehicle ID must be a number"],
  ])("answers 400 for %s", async (name, query, field, message) => {
    const vehicle = await listedVehicle();
    const url = name.startsWith("a vehicle id")
      ? `/api/vehicles/abc/availability`
      : `/api/vehicles/${vehicle.id}/availability${query}`;
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("accepts exactly the cap", async () => {
    const vehicle = await listedVehicle();
    const response = await availability(vehicle.id, `?from=${day(0)}&to=${day(399)}`);
    expect(response.statusCode).toBe(200);
  });
});

async function listedCompany() {
  const { company } = await createCompany(t.db);
  return { companyId: company.id };
}
