import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { companies, companyPlaces, vehicles } from "../../src/server/db/schema";
import { createCompany, createUnavailability, createUser, createVehicle } from "../helpers/factories";
import { type Actor, login, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
let renterCookie = "";

beforeAll(async () => {
  const renter = await createUser(t.db, { role: "renter", isActive: true });
  renterCookie = await login(t.app, renter.username, renter.password);
});

const headersOf = (actor: Actor | "renter") =>
  actor === "anonymous" ? {} : { cookie: actor === "renter" ? renterCookie : actors[actor].cookie };

const checklist = async (cookie: string) => {
  const response = await t.app.inject({ url: "/api/company/setup", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().steps as { step: string; done: boolean }[]).map(({ step, done }) => [step, done]),
  );
};

describe("GET /api/company/setup: the Dashboard's first-run checklist", () => {
  it.each<[string, Actor | "renter", number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["own company", "own", 200],
    ["another company", "other", 200],
    // An admin without a company has no set-up of its own.
    ["admin", "admin", 403],
  ])("answers a %s %s", async (_name, actor, status) => {
    const response = await t.app.inject({ url: "/api/company/setup", headers: headersOf(actor) });
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

describe("the company's About text (PATCH /api/company/profile description)", () => {
  const profile = (description: unknown) => ({
    name: "Nature Isle Wheels",
    contactEmail: "hello@natureisle.dm",
    phone: "7674481234",
    contactFullName: "Marie Laurent",
    address: "12 King George V Street",
    cityVillage: "Roseau",
    parish: "Saint George",
    ...(description !== undefined && { description }),
  });
  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/company/profile", headers: { cookie: actors.own.cookie }, payload });

  it("is saved as written, shown on the public answer, kept when left out and removed when emptied", async () => {
    const text = "Family-run since 2009.\nWe meet you at the ferry.";
    expect((await patch(profile(`  ${text}  `))).json()).toMatchObject({ description: text });
    expect((await t.app.inject({ url: `/api/companies/${actors.own.company.id}` })).json()).toMatchObject({
      description: text,
    });
    expect((await patch(profile(undefined))).json()).toMatchObject({ description: text });
    expect((await patch(profile("   "))).json()).toMatchObject({ description: null });
  });

  it("refuses more than 1000 characters with 400 naming the field", async () => {
    const refused = await patch(profile("x".repeat(1001)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: "description",
      message: "About text must be at most 1000 characters",
    });
  });
});
