import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { pgliteExtensions } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { completeImageVariants } from "../../src/server/images/image-variants";
import { createVehicle } from "../helpers/factories";
import { migrationsBefore, migrationsFolder } from "../helpers/migrations-before";

describe("migration 0019 on a database whose vehicles have one picture each", () => {
  const client = new PGlite("memory://", { extensions: pgliteExtensions });
  const db = drizzle({ client, schema }) as unknown as Db;
  const before = migrationsBefore("0019_vehicle_galleries");
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true });
  });

  it("makes each vehicle's own image its gallery's cover, leaves https pictures alone, then completes the 800 px width and colour", async () => {
    await migrate(drizzle({ client }), { migrationsFolder: before });
    // Written by hand: the factory writes today's company columns, which later migrations add.
    const {
      rows: [company = { id: 0 }],
    } = await client.query<{ id: number }>(
      "insert into companies (name, contact_full_name, contact_email, phone) values ('Gallery Rentals', 'Owner', 'owner@example.com', '+17674480000') returning id",
    );
    const webp = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    // An image row as the schema of then had it: no medium, share or colour.
    const {
      rows: [stored],
    } = await client.query<{ id: number }>(
      'insert into images ("full", thumb, width, height, etag) values ($1, $1, 1600, 1000, \'"x"\') returning id',
      [webp],
    );
    const imageId = stored?.id ?? 0;
    const withImage = await createVehicle(db, { companyId: company.id, image: `/api/images/${imageId}`, imageId });
    const withUrl = await createVehicle(db, { companyId: company.id, image: "https://example.com/car.jpg" });
    const without = await createVehicle(db, { companyId: company.id });

    await migrate(drizzle({ client }), { migrationsFolder });

    const galleries = await db
      .select({
        vehicleId: schema.vehicleImages.vehicleId,
        imageId: schema.vehicleImages.imageId,
        position: schema.vehicleImages.position,
      })
      .from(schema.vehicleImages)
      .orderBy(asc(schema.vehicleImages.vehicleId));
    expect(galleries).toEqual([{ vehicleId: withImage.id, imageId, position: 0 }]);
    const pictures = await db
      .select({ id: schema.vehicles.id, image: schema.vehicles.image })
      .from(schema.vehicles)
      .orderBy(asc(schema.vehicles.id));
    expect(pictures).toEqual([
      { id: withImage.id, image: `/api/images/${imageId}` },
      { id: withUrl.id, image: "https://example.com/car.jpg" },
      { id: without.id, image: null },
    ]);

    expect(await completeImageVariants(db)).toBe(1);
    const [row] = await db.select().from(schema.images).where(eq(schema.images.id, imageId));
    // sharp's dominant colour is the centre of a histogram bin: near the picture's, not equal.
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = channels(row?.color ?? "#000000");
    for (const [got, want] of [
      [r, 0x33],
      [g, 0x66],
      [b, 0x99],
    ] as const) {
      expect(Math.abs((got ?? 0) - want)).toBeLessThanOrEqual(8);
    }
    expect(await sharp(row?.medium ?? Buffer.alloc(0)).metadata()).toMatchObject({ width: 800, height: 500 });
    expect(row?.share).toBeNull();
    expect(await completeImageVariants(db)).toBe(0);
  });
});
