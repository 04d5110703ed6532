import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { FUEL_TYPES, VEHICLE_TYPES } from "../../src/domain/constants";
import { imageUrl } from "../../src/domain/images";
import type { Database } from "../../src/server/db/client";
import { bookings, companies, users, vehicles, vehicleUnavailability } from "../../src/server/db/schema";
import { processImage } from "../../src/server/images/process-image";
import { insertImage } from "../../src/server/images/queries";
import { benchDay as day } from "./bench-day";
import { seedBenchReviews } from "./seed-bench-reviews";

const PER_COMPANY = 50;
export const PERIODS_PER_VEHICLE = 5;

/** Bulk inserts, a thousand rows a statement: 10k vehicles and 50k periods in seconds. */
export async function seedBenchData(db: Database["db"], vehicleCount: number) {
  const started = performance.now();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const image = imageUrl(await insertImage(db, await processImage(png)));
  const companyCount = Math.ceil(vehicleCount / PER_COMPANY);
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: companyCount }, (_, c) => ({
        name: `Bench Rentals ${c}`,
        contactFullName: `Owner ${c}`,
        contactEmail: `owner${c}@example.com`,
        phone: "767-448-0000",
        cityVillage: "Roseau",
        parish: "Saint George" as const,
        // Availability rules on two companies in three, so that dated searches apply them.
        noticeHours: [0, 24, 48][c % 3],
        cleaningDays: c % 3,
      })),
    )
    .returning({ id: companies.id });
  await db.insert(users).values(
    companyRows.map(({ id }, c) => ({
      username: `bench${c}`,
      passwordHash: "not-a-login",
      fullName: `Owner ${c}`,
      email: `owner${c}@example.com`,
      phone: "7672250000",
      companyId: id,
      isActive: c % 10 !== 9,
      isFeatured: c % 7 === 0,
    })),
  );
  const [customer] = await db
    .insert(users)
    .values({
      username: "bench-customer",
      passwordHash: "not-a-login",
      fullName: "Customer",
      email: "c@example.com",
      phone: "7670000000",
      role: "customer",
      isActive: true,
    })
    .returning({ id: users.id });
  const makes = [
    ["Toyota", "Corolla"],
    ["Toyota", "RAV4"],
    ["Suzuki", "Jimny"],
    ["Nissan", "X-Trail"],
    ["Honda", "Fit"],
    ["Kia", "Sportage"],
    ["Hyundai", "Tucson"],
    ["Mitsubishi", "L200"],
  ] as const;
  const vehicleIds: number[] = [];
  for (let from = 0; from < vehicleCount; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, vehicleCount - from) }, (_, k) => {
      const v = from + k;
      const [make, model] = makes[v % makes.length] ?? makes[0];
      const dailyPrice = 30 + ((v * 13) % 170);
      return {
        companyId: companyRows[Math.floor(v / PER_COMPANY)]?.id ?? 0,
        make,
        model,
        year: 2015 + (v % 10),
        type: VEHICLE_TYPES[(v * 7 + Math.floor(v / PER_COMPANY)) % VEHICLE_TYPES.length] ?? "sedan",
        fuelType: FUEL_TYPES[v % FUEL_TYPES.length] ?? "petrol",
        transmission: v % 3 ? ("automatic" as const) : ("manual" as const),
        doors: 2 + (v % 4),
        seats: 2 + (v % 8),
        is4x4: v % 4 === 0,
        dailyPrice,
        weeklyPrice: dailyPrice * 6,
        monthlyPrice: dailyPrice * 25,
        deposit: (v * 37) % 1000,
        // One vehicle in twenty has its insurance run out within the searches' days.
        insuranceExpiryDate: v % 20 === 0 ? day(30) : day(365),
        licenseExpiryDate: day(365),
        lastServiceDate: day(-30),
        isArchived: v % 50 === 49,
        image,
      };
    });
    const inserted = await db.insert(vehicles).values(rows).returning({ id: vehicles.id });
    vehicleIds.push(...inserted.map((r) => r.id));
  }
  // Five periods a vehicle between 60 days ago and 300 days ahead, and a confirmed booking for every
  // tenth vehicle next month.
  const periods = vehicleIds.flatMap((vehicleId, v) =>
    Array.from({ length: PERIODS_PER_VEHICLE }, (_, p) => {
      const start = -60 + ((v * 11 + p * 71) % 360);
      return { vehicleId, startDate: day(start), endDate: day(start + 1 + ((v + p) % 6)), reason: "maintenance" };
    }),
  );
  for (let from = 0; from < periods.length; from += 2000) {
    await db.insert(vehicleUnavailability).values(periods.slice(from, from + 2000));
  }
  const booked = vehicleIds.filter((_, v) => v % 10 === 0);
  for (let from = 0; from < booked.length; from += 1000) {
    await db.insert(bookings).values(
      booked.slice(from, from + 1000).map((vehicleId) => ({
        userId: customer?.id ?? 0,
        vehicleId,
        startDate: day(30),
        endDate: day(34),
        totalPrice: 300,
        status: "confirmed" as const,
      })),
    );
  }
  // One company in fifty has no review yet ("New").
  const reviews = await seedBenchReviews(db, {
    customerId: customer?.id ?? 0,
    companyIds: companyRows.filter((_, c) => c % 50 !== 0).map(({ id }) => id),
  });
  // As autovacuum would after a bulk load on PostgreSQL (the app refreshes PGlite's at start).
  await db.execute(sql`analyze`);
  return {
    vehicleIds,
    companyIds: companyRows.map(({ id }) => id),
    periods: periods.length,
    reviews,
    ms: performance.now() - started,
  };
}
