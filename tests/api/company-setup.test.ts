import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { companies, companyPlaces, vehicles } from "../../src/server/db/schema";
import { createCompany, createUnavailability, createVehicle } from "../helpers/factories";
import { headersAs, login, type MatrixActor, setUpActors, setUpRenter, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);

const checklist = async (cookie: string) => {
  const response = await t.app.inject({ url: "/api/company/setup", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().steps as { step: string; done: boolean }[]).map(({ step, done }) => [step, done]),
  );
};

describe("GET /api/company/setup: the Dashboard's first-run checklist", () => {
  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["own company", "own", 200],
    ["another company", "other", 200],
    // An admin without a company has no set-up of its own.
    ["admin", "admin", 403],
  ])("answers a %s %s", async (_name, actor, status) => {
    const response = await t.app.inject({ url: "/api/company/setup", headers: headersAs(actors, renter, actor) });
    expect(response.statusCode).toBe(status);
  });

  it("follows what the company saves, and only its own rows count", async () => {
    const { company, user } = await createCompany(t.db, {
      address: "",
      cityVillage: "",
      parish: null,
      user: { isActive: false },
    });
    const cookie = await login(t.app, user.username, user.password);
    expect(Object.values(await checklist(cookie)).every((done) => !done)).toBe(true);

    // Another company's set-up is not this one's.
    await createVehicle(t.db, { companyId: actors.other.company.id, image: "https://example.com/car.jpg" });

    await t.db
      .update(companies)
      .set({
        parish: "Saint John",
        address: "Bay Street",
        cityVillage: "Portsmouth",
        cancellation: "own_text",
        cancellationText: "Free until the day before",
      })
      .where(eq(companies.id, company.id));
    await t.db
      .insert(companyPlaces)
      .values({ companyId: company.id, position: 0, kind: "town", name: "Portsmouth", opens: null, closes: null });
    const bare = await createVehicle(t.db, { companyId: company.id });
    expect(await checklist(cookie)).toEqual({
      currency: true,
      profile: true,
      places: true,
      vehicle: false,
      terms: true,
      calendar: false,
    });

    await t.db.update(vehicles).set({ image: "https://example.com/car.jpg" }).where(eq(vehicles.id, bare.id));
    const start = addDays(todayInDominica(), 10);
    await createUnavailability(t.db, { vehicleId: bare.id, startDate: start, endDate: addDays(start, 2) });
    expect(Object.values(await checklist(cookie)).every(Boolean)).toBe(true);
  });
});
