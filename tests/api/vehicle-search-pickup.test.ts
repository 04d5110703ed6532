import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { placeKey, type RentalPlace } from "../../src/domain/rental-places";
import type { Db } from "../../src/server/db/client";
import { pgliteExtensions } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { vehicleUnavailability } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { migrationsBefore, migrationsFolder } from "../helpers/migrations-before";
import { login, setUpTestApp } from "../helpers/test-app";

/** Issue 41: `GET /api/vehicles?pickup=…` keeps the vehicles whose company hands them over there. */
const t = setUpTestApp();
const day = (n: number) => addDays(todayInDominica(), n);

type Place = Pick<RentalPlace, "kind" | "name" | "area">;
const place = (kind: RentalPlace["kind"], name: string | null = null, area: string | null = null): Place => ({
  kind,
  name,
  area,
});

/** A public company with one vehicle; its places set through the profile's endpoint as its owner would. */
async function companyWithVehicle() {
  const { company, user } = await createCompany(t.db);
  const vehicle = await createVehicle(t.db, { companyId: company.id });
  const cookie = await login(t.app, user.username, user.password);
  const setPlaces = async (places: Place[]) => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/companies/${company.id}/places`,
      headers: { cookie },
      payload: {
        places: places.map((p) => ({ ...p, fee: 0, opens: null, closes: null, afterHoursFee: 0 })),
        oneWayReturns: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return { company, vehicle, setPlaces };
}

/** The ids a search lists (every page at once). */
async function found(query: string): Promise<number[]> {
  const response = await t.app.inject({ url: `/api/vehicles?${query}&pageSize=60` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((vehicle) => vehicle.id);
}

let defaults: Awaited<ReturnType<typeof companyWithVehicle>>;
let own: Awaited<ReturnType<typeof companyWithVehicle>>;
let deliveryOnly: Awaited<ReturnType<typeof companyWithVehicle>>;

beforeAll(async () => {
  defaults = await companyWithVehicle();
  own = await companyWithVehicle();
  deliveryOnly = await companyWithVehicle();
  await own.setPlaces([place("town", " ROSEAU "), place("canefield_airport"), place("delivery", null, "Portsmouth")]);
  await deliveryOnly.setPlaces([place("roseau_ferry_terminal"), place("delivery", null, "Marigot")]);
});

describe("the pick-up place filter", () => {
  it("lists a company that set no places at each of the spec's five, and one's own places by their key", async () => {
    for (const key of ["roseau", "portsmouth", "marigot", "douglas_charles_airport", "canefield_airport"]) {
      expect(await found(`pickup=${key}`), key).toContain(defaults.vehicle.id);
    }
    const roseau = await found("pickup=roseau");
    expect(roseau).toContain(own.vehicle.id);
    // The ferry terminal is not Roseau.
    expect(roseau).not.toContain(deliveryOnly.vehicle.id);
    expect(await found("pickup=canefield_airport")).toContain(own.vehicle.id);
    expect(await found("pickup=douglas_charles_airport")).not.toContain(own.vehicle.id);
  });

  it("never matches a delivery place: a delivery to Portsmouth or Marigot is no pick-up there", async () => {
    const portsmouth = await found("pickup=portsmouth");
    expect(portsmouth).toContain(defaults.vehicle.id);
    expect(portsmouth).not.toContain(own.vehicle.id);
    expect(await found("pickup=marigot")).not.toContain(deliveryOnly.vehicle.id);
  });

  it("follows a company's places as it changes them, and the spec's five once it clears them", async () => {
    const changing = await companyWithVehicle();
    await changing.setPlaces([place("town", "Marigot")]);
    expect(await found("pickup=marigot")).toContain(changing.vehicle.id);
    expect(await found("pickup=roseau")).not.toContain(changing.vehicle.id);
    await changing.setPlaces([place("douglas_charles_airport")]);
    expect(await found("pickup=marigot")).not.toContain(changing.vehicle.id);
    expect(await found("pickup=douglas_charles_airport")).toContain(changing.vehicle.id);
    await changing.setPlaces([]);
    expect(await found("pickup=roseau")).toContain(changing.vehicle.id);
  });

  it("combines with the dates: a vehicle busy then is left out, the place still filters", async () => {
    const busy = await createVehicle(t.db, { companyId: own.company.id });
    await t.db.insert(vehicleUnavailability).values({ vehicleId: busy.id, startDate: day(5), endDate: day(6) });
    const dated = await found(`pickup=roseau&start=${day(5)}&end=${day(7)}`);
    expect(dated).toContain(own.vehicle.id);
    expect(dated).toContain(defaults.vehicle.id);
    expect(dated).not.toContain(busy.id);
    expect(dated).not.toContain(deliveryOnly.vehicle.id);
    expect(await found(`pickup=roseau&start=${day(8)}&end=${day(9)}`)).toContain(busy.id);
    // And the total counts the same vehicles.
    const response = await t.app.inject({ url: `/api/vehicles?pickup=roseau&start=${day(5)}&end=${day(7)}` });
    expect(Number(response.headers["x-total-count"])).toBe(dated.length);
  });

  it("refuses an unknown place with 400 naming the field and the places it may be", async () => {
    const response = await t.app.inject({ url: "/api/vehicles?pickup=atlantis" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: "pickup",
        message: "pickup must be one of roseau, portsmouth, marigot, douglas_charles_airport, canefield_airport",
      },
    ]);
  });

  it("keys a town in the database as `placeKey` does (case, spaces, accents, punctuation)", async () => {
    const names = ["Roseau", " ROSEAU ", "Soufrière", "Grand Bay", "Saint-Joseph", "Pointe Michel!", "Mahaut Éco"];
    for (const name of names) {
      const [row] = await t.db
        .select({ key: sql<string>`pickup_place_key('town', ${name})` })
        .from(schema.companies)
        .limit(1);
      expect(row?.key, name).toBe(placeKey({ kind: "town", name, area: null }));
    }
  });
});

describe("migration 0044 on a database that already has listings", () => {
  const client = new PGlite("memory://", { extensions: pgliteExtensions });
  const db = drizzle({ client, schema }) as unknown as Db;
  const before = migrationsBefore("0044_listing_pickup_places");
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true });
  });

  it("fills each listing's pick-up places from its company's", async () => {
    await migrate(drizzle({ client }), { migrationsFolder: before });
    const { company: withNone } = await createCompany(db);
    const { company: withOwn } = await createCompany(db);
    await db.insert(schema.companyPlaces).values([
      { companyId: withOwn.id, position: 0, kind: "town", name: "Portsmouth" },
      { companyId: withOwn.id, position: 1, kind: "delivery", area: "Roseau" },
    ]);
    const none = await createVehicle(db, { companyId: withNone.id });
    const owned = await createVehicle(db, { companyId: withOwn.id });

    await migrate(drizzle({ client }), { migrationsFolder });

    const rows = await db
      .select({ id: schema.listedVehicles.vehicleId, places: schema.listedVehicles.pickupPlaces })
      .from(schema.listedVehicles);
    const placesOf = (id: number) => rows.find((row) => row.id === id)?.places;
    expect(placesOf(none.id)).toEqual([
      "roseau",
      "portsmouth",
      "marigot",
      "douglas_charles_airport",
      "canefield_airport",
    ]);
    expect(placesOf(owned.id)).toEqual(["portsmouth"]);
  });
});
