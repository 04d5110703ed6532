import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import type { Db } from "../../src/server/db/client";
import { pgliteExtensions } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { companies, vehicles } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { migrationsBefore, migrationsFolder } from "../helpers/migrations-before";
import { filledRequestForm } from "../helpers/request-form";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: "Nature Isle Wheels",
  contactEmail: "hello@natureisle.dm",
  phone: "7674481234",
  contactFullName: "Marie Laurent",
  address: "12 King George V Street",
  cityVillage: "Roseau",
  parish: "Saint George",
  ...overrides,
});
const patchProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: "/api/company/profile", headers: { cookie }, payload });
const createOwnVehicle = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/vehicles", headers: { cookie: actors.own.cookie }, payload });

describe("the company's currency (issue 22)", () => {
  it("is US$ until the company changes it; a profile save neither needs nor changes it", async () => {
    const own = { cookie: actors.own.cookie };
    expect((await t.app.inject({ url: "/api/company/profile", headers: own })).json().currency).toBe("USD");
    // Issue 38: the profile form no longer carries it; a currency sent with it is not read.
    const saved = await patchProfile(actors.own.cookie, profile({ currency: "XCD" }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().currency).toBe("USD");
  });

  it("is seen by an admin on the companies list", async () => {
    await t.db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, actors.other.company.id));
    const list = await t.app.inject({ url: "/api/companies/all", headers: { cookie: actors.admin.cookie } });
    expect(list.statusCode).toBe(200);
    const other = list.json().find((row: { id: number }) => row.id === actors.other.company.id);
    expect(other.currency).toBe("XCD");
    await t.db.update(companies).set({ currency: "USD" }).where(eq(companies.id, actors.other.company.id));
  });

  it("travels with every public vehicle answer, and the price filters and order compare in US$", async () => {
    const { company: ec } = await createCompany(t.db, { currency: "XCD" });
    const { company: us } = await createCompany(t.db);
    // EC$270 a day is US$100: dearer than US$90, cheaper than US$110.
    const ecVehicle = await createVehicle(t.db, {
      companyId: ec.id,
      model: "Currency EC",
      dailyPrice: 270,
      deposit: 675,
    });
    const cheap = await createVehicle(t.db, { companyId: us.id, model: "Currency Cheap", dailyPrice: 90 });
    const dear = await createVehicle(t.db, { companyId: us.id, model: "Currency Dear", dailyPrice: 110 });
    const search = async (query: string) =>
      (await t.app.inject({ url: `/api/vehicles?q=Currency&${query}` })).json() as { id: number; currency: string }[];

    expect((await search("sort=price")).map((v) => v.id)).toEqual([cheap.id, ecVehicle.id, dear.id]);
    expect((await search("minPrice=95&maxPrice=105")).map((v) => v.id)).toEqual([ecVehicle.id]);
    expect((await search("minDeposit=250&maxDeposit=250")).map((v) => v.id)).toContain(ecVehicle.id);
    expect((await search("")).find((v) => v.id === ecVehicle.id)).toMatchObject({ currency: "XCD", dailyPrice: 270 });
    const one = await t.app.inject({ url: `/api/vehicles/${ecVehicle.id}` });
    expect(one.json()).toMatchObject({ currency: "XCD", dailyPrice: 270, deposit: 675 });
    const fleet = await t.app.inject({ url: `/api/companies/${ec.id}/vehicles` });
    expect(fleet.json()[0]).toMatchObject({ currency: "XCD" });
    const facets = await t.app.inject({ url: "/api/vehicles/facets?q=Currency" });
    expect(facets.json()).toMatchObject({ maxDailyPrice: 110, maxDeposit: 300 });
  });

  it("records a request's total and deposit in the company's currency", async () => {
    const { company } = await createCompany(t.db, { currency: "XCD" });
    const vehicle = await createVehicle(t.db, {
      companyId: company.id,
      dailyPrice: 150,
      weeklyPrice: null,
      deposit: 500,
    });
    const startDate = addDays(todayInDominica(), 20);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, { startDate, endDate: addDays(startDate, 9) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    // 10 days, no weekly rate: 10 × EC$150 = EC$1,500 cost more than the month, EC$1,300.
    expect(response.json()).toMatchObject({ totalPrice: 1300, deposit: 500, priceCurrency: "XCD" });
  });
});

describe("a vehicle's prices (issue 22)", () => {
  it.each([
    ["a daily price of 0", { dailyPrice: 0 }, "dailyPrice", "Daily price must be greater than 0"],
    [
      "a week dearer than 7 days",
      { dailyPrice: 50, weeklyPrice: 350.01 },
      "weeklyPrice",
      "Weekly price must not be more than 7 days at the daily price",
    ],
    [
      "a month dearer than 30 days",
      { dailyPrice: 50, monthlyPrice: 1500.01 },
      "monthlyPrice",
      "Monthly price must not be more than 30 days at the daily price",
    ],
  ])("refuses %s with 400 naming the field", async (_name, prices, field, message) => {
    const response = await createOwnVehicle(validVehicleInput(prices));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("keeps a weekly or monthly price of 0 or none as not offered", async () => {
    const zero = await createOwnVehicle(validVehicleInput({ weeklyPrice: 0, monthlyPrice: null }));
    expect(zero.statusCode, zero.body).toBe(201);
    expect(zero.json()).toMatchObject({ weeklyPrice: null, monthlyPrice: null, currency: "USD" });
  });

  it("checks an admin's inline edit against the prices it leaves as they are", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, dailyPrice: 50, weeklyPrice: 300 });
    const edit = (payload: object) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/vehicles/${vehicle.id}`,
        headers: { cookie: actors.admin.cookie },
        payload,
      });
    const refused = await edit({ dailyPrice: 40 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: "weeklyPrice",
      message: "Weekly price must not be more than 7 days at the daily price",
    });
    expect((await edit({ dailyPrice: 45 })).statusCode).toBe(200);
  });
});

describe("migration 0021 on a database whose vehicles have prices of 0", () => {
  const client = new PGlite("memory://", { extensions: pgliteExtensions });
  const db = drizzle({ client, schema }) as unknown as Db;
  const before = migrationsBefore("0021_company_currency");
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true });
  });

  it("reads a weekly or monthly price of 0 as not offered, and lists every company in US$", async () => {
    await migrate(drizzle({ client }), { migrationsFolder: before });
    const [company] = (
      await client.query<{ id: number }>(
        "insert into companies (name, contact_full_name, contact_email, phone) values ('Old', 'Owner', 'o@example.com', '+17674480000') returning id",
      )
    ).rows;
    const companyId = company?.id ?? 0;
    await client.query(
      "insert into users (username, password_hash, full_name, email, phone, company_id, is_active) values ('old', 'x', 'Owner', 'o@example.com', '+17674480000', $1, true)",
      [companyId],
    );
    const vehicle = (prices: string) =>
      client.query(
        `insert into vehicles (company_id, make, model, year, type, fuel_type, transmission, doors, daily_price, weekly_price, monthly_price, insurance_expiry_date, license_expiry_date, last_service_date)
         values ($1, 'Toyota', 'Yaris', 2020, 'sedan', 'petrol', 'manual', 4, ${prices}, '2030-01-01', '2030-01-01', '2024-01-01')`,
        [companyId],
      );
    await vehicle("50, 0, 0");
    await vehicle("50, 300, 0");
    await vehicle("50, 300, 1200");

    await migrate(drizzle({ client }), { migrationsFolder });

    const rows = await db
      .select({ weekly: vehicles.weeklyPrice, monthly: vehicles.monthlyPrice })
      .from(vehicles)
      .orderBy(asc(vehicles.id));
    expect(rows).toEqual([
      { weekly: null, monthly: null },
      { weekly: 300, monthly: null },
      { weekly: 300, monthly: 1200 },
    ]);
    const listed = await db
      .select({
        currency: schema.listedVehicles.currency,
        usd: schema.listedVehicles.dailyPriceUsd,
        weekly: schema.listedVehicles.weeklyPrice,
      })
      .from(schema.listedVehicles)
      .orderBy(asc(schema.listedVehicles.vehicleId));
    expect(listed).toEqual([
      { currency: "USD", usd: 50, weekly: null },
      { currency: "USD", usd: 50, weekly: 300 },
      { currency: "USD", usd: 50, weekly: 300 },
    ]);
    // A company switching to EC$ relists its vehicles with their US$ figures.
    await db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, companyId));
    const relisted = await db.select({ usd: schema.listedVehicles.dailyPriceUsd }).from(schema.listedVehicles);
    expect(relisted.map((row) => row.usd)).toEqual([18.52, 18.52, 18.52]);
  });
});
