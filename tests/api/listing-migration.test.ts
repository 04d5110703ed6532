import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { pgliteExtensions } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { createVehicle } from "../helpers/factories";
import { migrationsBefore, migrationsFolder } from "../helpers/migrations-before";

describe("migration 0009 on a database that already has listings", () => {
  const client = new PGlite("memory://", { extensions: pgliteExtensions });
  const db = drizzle({ client, schema }) as unknown as Db;
  const before = migrationsBefore("0009_listing_rule_view");
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true });
  });

  it("fills the new listing columns from the vehicles and keeps the listed rule", async () => {
    await migrate(drizzle({ client }), { migrationsFolder: before });
    // The companies and users tables of then lack columns added since (a map pin, a renter's
    // nationality): their rows are written as they were then, not through today's schema.
    const companyOf = async (name: string, isActive: boolean) => {
      const {
        rows: [company],
      } = await client.query<{ id: number }>(
        "insert into companies (name, contact_full_name, contact_email, phone) values ($1, 'Owner', $2, '767-448-0000') returning id",
        [name, `${name}@example.com`],
      );
      await client.query(
        "insert into users (username, password_hash, full_name, email, phone, company_id, is_active) values ($1, 'x', 'Owner', $2, '7674480000', $3, $4)",
        [name, `${name}@example.com`, company?.id, isActive],
      );
      return { company: { id: company?.id ?? 0 } };
    };
    const { company } = await companyOf("listed", true);
    const jeep = await createVehicle(db, { companyId: company.id, is4x4: true, transmission: "manual" });
    const car = await createVehicle(db, { companyId: company.id, is4x4: false, transmission: "automatic" });
    await createVehicle(db, { companyId: company.id, isArchived: true });
    const { company: suspended } = await companyOf("waiting", false);
    await createVehicle(db, { companyId: suspended.id });

    await migrate(drizzle({ client }), { migrationsFolder });

    const listed = await db
      .select({
        vehicleId: schema.listedVehicles.vehicleId,
        is4x4: schema.listedVehicles.is4x4,
        transmission: schema.listedVehicles.transmission,
        createdAt: schema.listedVehicles.createdAt,
      })
      .from(schema.listedVehicles)
      .orderBy(schema.listedVehicles.vehicleId);
    expect(listed).toEqual([
      { vehicleId: jeep.id, is4x4: true, transmission: "manual", createdAt: jeep.createdAt },
      { vehicleId: car.id, is4x4: false, transmission: "automatic", createdAt: car.createdAt },
    ]);
  });
});
