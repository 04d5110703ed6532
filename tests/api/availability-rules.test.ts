import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AVAILABILITY_RULE_MESSAGES, type AvailabilityRules } from "../../src/domain/availability-rules";
import { addDays, formatLongDate, LAST_DAY, todayInDominica } from "../../src/domain/dates";
import { findListedVehicleAvailability } from "../../src/server/availability/queries";
import { companies, vehicles } from "../../src/server/db/schema";
import { searchListedVehicles } from "../../src/server/vehicles/listing-queries";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { type Actor, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 22, item 4: a company's notice, cleaning days and longest rental, and lapsed papers, everywhere. */
const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const rules = (overrides: Partial<AvailabilityRules> = {}) => ({
  noticeHours: 0,
  cleaningDays: 0,
  longestRentalDays: 180,
  ...overrides,
});
const cookieOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const rulesUrl = (companyId: number) => `/api/companies/${companyId}/availability-rules`;
const put = (actor: Actor, companyId: number, payload: unknown) =>
  t.app.inject({ method: "PUT", url: rulesUrl(companyId), headers: cookieOf(actor), payload: payload as object });

/** A listed vehicle of a new company with these rules, and a customer to book it. */
async function vehicleWithRules(companyRules: Partial<AvailabilityRules> = {}, vehicle = {}) {
  const { company } = await createCompany(t.db, companyRules);
  return createVehicle(t.db, { companyId: company.id, make: `Rules${company.id}`, ...vehicle });
}
const confirmed = async (vehicleId: number, startDate: string, endDate: string) => {
  const customer = await createUser(t.db, { role: "customer", isActive: true });
  await createBooking(t.db, { userId: customer.id, vehicleId, startDate, endDate, status: "confirmed" });
};
const busyDays = async (vehicleId: number) =>
  (await t.app.inject({ url: `/api/vehicles/${vehicleId}/availability?to=${day(60)}` })).json().busy;
/** Whether a dated search lists the vehicle, from the app (read model) and from SQL alike. */
async function isFound(vehicle: { id: number; make: string }, start: number, end: number) {
  const query = { q: vehicle.make, start: day(start), end: day(end) };
  const response = await t.app.inject({ url: `/api/vehicles?${new URLSearchParams(query)}` });
  const fromApp = (response.json() as { id: number }[]).some((found) => found.id === vehicle.id);
  const fromSql = (await searchListedVehicles(t.db, query, { page: 1, pageSize: 10 })).total > 0;
  expect(fromSql).toBe(fromApp);
  return fromApp;
}
const request = (vehicleId: number, start: number, end: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, { startDate: day(start), endDate: day(end) }),
  });

describe("the availability rules' settings", () => {
  it.each(ownerOrAdminMatrix(200))("GET: %s → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ url: rulesUrl(actors.own.company.id), headers: cookieOf(actor) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ companyId: actors.own.company.id, ...rules() });
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin, who may only look", "admin", 403],
  ] as const)("PUT: %s → %i", async (_name, actor, status) => {
    const response = await put(actor, actors.own.company.id, rules({ noticeHours: 48, cleaningDays: 2 }));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({
        companyId: actors.own.company.id,
        ...rules({ noticeHours: 48, cleaningDays: 2 }),
      });
      await put("own", actors.own.company.id, rules());
    }
  });

  it.each([
    ["noticeHours", -1],
    ["noticeHours", 337],
    ["noticeHours", 1.5],
    ["noticeHours", "24"],
    ["noticeHours", undefined],
    ["cleaningDays", -1],
    ["cleaningDays", 15],
    ["longestRentalDays", 0],
    ["longestRentalDays", 181],
    ["longestRentalDays", null],
  ] as const)("refuses %s = %s with 400 naming it", async (field, value) => {
    const response = await put("own", actors.own.company.id, { ...rules(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message: AVAILABILITY_RULE_MESSAGES[field] }]);
  });

  it("takes the bounds themselves", async () => {
    for (const bounds of [rules({ noticeHours: 336, cleaningDays: 14, longestRentalDays: 1 }), rules()]) {
      expect((await put("own", actors.own.company.id, bounds)).statusCode).toBe(200);
    }
  });
});

describe("advance notice", () => {
  it("48 hours: today and tomorrow are busy, searchable and requestable from the day after", async () => {
    const vehicle = await vehicleWithRules({ noticeHours: 48 });
    expect(await busyDays(vehicle.id)).toEqual([{ startDate: today, endDate: day(1) }]);
    expect(await isFound(vehicle, 1, 3)).toBe(false);
    expect(await isFound(vehicle, 2, 3)).toBe(true);
    const refused = await request(vehicle.id, 1, 3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: "startDate",
        message: `This company needs 48 hours' notice: the earliest pick-up is ${formatLongDate(day(2))}.`,
      },
    ]);
    expect((await request(vehicle.id, 2, 3)).statusCode).toBe(201);
  });

  it("25 hours round up to two days; 24 to one", async () => {
    expect(await busyDays((await vehicleWithRules({ noticeHours: 25 })).id)).toEqual([
      { startDate: today, endDate: day(1) },
    ]);
    const oneDay = await vehicleWithRules({ noticeHours: 24 });
    expect(await busyDays(oneDay.id)).toEqual([{ startDate: today, endDate: today }]);
    expect(await isFound(oneDay, 1, 1)).toBe(true);
  });
});

describe("cleaning days", () => {
  it("keep two days free on each side of a confirmed booking and of a period", async () => {
    const vehicle = await vehicleWithRules({ cleaningDays: 2 });
    await confirmed(vehicle.id, day(10), day(12));
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(30), endDate: day(30), reason: null });
    expect(await busyDays(vehicle.id)).toEqual([
      { startDate: day(8), endDate: day(14) },
      { startDate: day(28), endDate: day(32) },
    ]);
    // Ending two days before, or starting two days after, leaves the two days free.
    expect(await isFound(vehicle, 3, 7)).toBe(true);
    expect(await isFound(vehicle, 3, 8)).toBe(false);
    expect(await isFound(vehicle, 14, 16)).toBe(false);
    expect(await isFound(vehicle, 15, 16)).toBe(true);
    const refused = await request(vehicle.id, 13, 16);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The vehicle is booked from ${formatLongDate(day(13))} to ${formatLongDate(day(14))}. Choose other dates.`,
    );
    expect((await request(vehicle.id, 15, 16)).statusCode).toBe(201);
  });

  it("a booking that ended yesterday still keeps today and tomorrow for cleaning", async () => {
    const vehicle = await vehicleWithRules({ cleaningDays: 2 });
    await confirmed(vehicle.id, day(-3), day(-1));
    expect(await busyDays(vehicle.id)).toEqual([{ startDate: today, endDate: day(1) }]);
    expect(await isFound(vehicle, 1, 2)).toBe(false);
    expect(await isFound(vehicle, 2, 2)).toBe(true);
  });
});

describe("the longest rental", () => {
  it("a 7-day company is not found for 8 days, and an 8-day request is refused on its end date", async () => {
    const vehicle = await vehicleWithRules({ longestRentalDays: 7 });
    expect(await isFound(vehicle, 1, 7)).toBe(true);
    expect(await isFound(vehicle, 1, 8)).toBe(false);
    const refused = await request(vehicle.id, 1, 8);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: "endDate", message: "This company rents a vehicle for at most 7 days." },
    ]);
    const answer = (await t.app.inject({ url: `/api/vehicles/${vehicle.id}/availability` })).json();
    expect(answer.longestRentalDays).toBe(7);
  });

  it("refuses in the renter's language", async () => {
    const vehicle = await vehicleWithRules({ longestRentalDays: 3 });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, { startDate: day(1), endDate: day(4) }, { language: "fr" }),
    });
    expect(response.json().message).toBe("Cette société loue un véhicule pour 3 jours au plus.");
  });
});

describe("lapsed papers", () => {
  it("make the vehicle busy publicly from the expiry day on, and free again once renewed", async () => {
    const vehicle = await vehicleWithRules({}, { insuranceExpiryDate: day(20), licenseExpiryDate: day(90) });
    const answer = await t.app.inject({ url: `/api/vehicles/${vehicle.id}/availability?to=${day(30)}` });
    expect(answer.json().busy).toEqual([{ startDate: day(20), endDate: day(30) }]);
    expect(await isFound(vehicle, 18, 19)).toBe(true);
    expect(await isFound(vehicle, 19, 20)).toBe(false);
    expect((await request(vehicle.id, 19, 21)).statusCode).toBe(409);

    await t.db
      .update(vehicles)
      .set({ insuranceExpiryDate: day(365) })
      .where(eq(vehicles.id, vehicle.id));
    expect(await isFound(vehicle, 19, 20)).toBe(true);
    expect(await busyDays(vehicle.id)).toEqual([]);
  });

  it("an expiry already past makes every day busy, to the last day the product knows", async () => {
    const vehicle = await vehicleWithRules({}, { licenseExpiryDate: day(-1) });
    const window = { startDate: today, endDate: day(10) };
    expect((await findListedVehicleAvailability(t.db, vehicle.id, window))?.busy).toEqual([window]);
    expect(await isFound(vehicle, 0, 0)).toBe(false);
    const model = t.app.catalogue.model.current();
    expect(model?.availability(vehicle.id, { startDate: today, endDate: LAST_DAY }, today)?.busy).toEqual([
      { startDate: today, endDate: LAST_DAY },
    ]);
  });
});

describe("the change signal", () => {
  it("a rule change empties the cached answers and reaches the read model", async () => {
    const { company, user } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id, make: `Signal${company.id}` });
    const cookie = (
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password: user.password },
      })
    ).cookies.find((c) => c.name === "sid");
    expect(await isFound(vehicle, 0, 1)).toBe(true);
    expect(await busyDays(vehicle.id)).toEqual([]);
    const saved = await t.app.inject({
      method: "PUT",
      url: rulesUrl(company.id),
      headers: { cookie: `sid=${cookie?.value}` },
      payload: rules({ noticeHours: 30 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await isFound(vehicle, 0, 1)).toBe(false);
    expect(await busyDays(vehicle.id)).toEqual([{ startDate: today, endDate: day(1) }]);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored?.noticeHours).toBe(30);
  });
});
