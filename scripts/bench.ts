// Measures the public catalogue API at island scale and beyond: npm run bench
//
// Seeds a fresh database (in-memory PGlite; and, when DATABASE_URL is set, a throw-away database on
// that PostgreSQL server too) with BENCH_VEHICLES vehicles (default 10,000) and five unavailability
// periods each, starts the app on a loopback port, and loads it from a separate process with
// BENCH_CONNECTIONS keep-alive connections (default 50) for BENCH_SECONDS per scenario (default 5).
// Beside it a raw node:http server sends the very same bytes: the ceiling on this machine (the two
// take turns in five slices of each run).
// Requests accept brotli as a browser does; "json" is the body's size, "wire" what travels.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { FUEL_TYPES, VEHICLE_TYPES } from "../src/domain/constants";
import { addDays, todayInDominica } from "../src/domain/dates";
import { imageUrl } from "../src/domain/images";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { bookings, companies, users, vehicles, vehicleUnavailability } from "../src/server/db/schema";
import { processImage } from "../src/server/images/process-image";
import { insertImage } from "../src/server/images/queries";
import { joined, type LoadWindow, percentile, runLoad } from "./load/run-load";
import { withThrowawayDatabase } from "./load/throwaway-database";
import { urlCyclePlan } from "./load/url-cycle";

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const PER_COMPANY = 50;
const PERIODS_PER_VEHICLE = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

/** Bulk inserts, a thousand rows a statement: 10k vehicles and 50k periods in seconds. */
export async function seed(db: Database["db"]) {
  const started = performance.now();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const image = imageUrl(await insertImage(db, await processImage(png)));
  const companyCount = Math.ceil(VEHICLES / PER_COMPANY);
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
        rating: (c % 50) / 10,
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
  for (let from = 0; from < VEHICLES; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, VEHICLES - from) }, (_, k) => {
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
        insuranceExpiryDate: day(365),
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
  // As autovacuum would after a bulk load on PostgreSQL (the app refreshes PGlite's at start).
  await db.execute(sql`analyze`);
  return { periods: periods.length, ms: performance.now() - started };
}

/** 240 distinct searches a crowd of visitors might make: types × date windows × price bands. */
function mixedSearches(): string[] {
  const windows = [undefined, [3, 5], [10, 17], [28, 36], [60, 62]] as const;
  const prices = [undefined, [0, 60], [50, 120], [100, 200], [150, 1000], [0, 1000]] as const;
  const urls: string[] = [];
  for (const type of VEHICLE_TYPES)
    for (const window of windows)
      for (const price of prices) {
        const params = new URLSearchParams({ type });
        if (window) {
          params.set("start", day(window[0]));
          params.set("end", day(window[1]));
        }
        if (price) {
          params.set("minPrice", String(price[0]));
          params.set("maxPrice", String(price[1]));
        }
        urls.push(`/api/vehicles?${params}`);
      }
  return urls;
}

function load(base: string, urls: string[], once = false, seconds = SECONDS): Promise<LoadWindow> {
  return runLoad({
    base,
    connections: CONNECTIONS,
    seconds,
    plan: { module: fileURLToPath(urlCyclePlan), options: { urls, once } },
  }).then(joined);
}

/** One response as a browser gets it: status, headers and the bytes on the wire. */
function fetchRaw(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** A raw node:http server answering every request with the given bytes and content headers. */
async function rawServer(body: Buffer, headers: http.IncomingHttpHeaders) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      ...(headers["content-encoding"] ? { "content-encoding": headers["content-encoding"] } : {}),
      "content-length": body.length,
    });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const ms = (n: number) => n.toFixed(1);
const rps = (l: LoadWindow) => l.times.length / l.seconds;
/**
 * Project and ceiling take turns in this many slices of a run, so that whatever else the machine
 * does weighs on both alike rather than on whichever ran second.
 */
const SLICES = 5;

async function benchEngine(label: string, database: Database) {
  await database.migrate();
  console.log(`\n## ${label}: seeding ${VEHICLES} vehicles...`);
  const seeded = await seed(database.db);
  console.log(`seeded ${VEHICLES} vehicles and ${seeded.periods} periods in ${(seeded.ms / 1000).toFixed(1)} s`);
  const app = await buildApp({
    config: { cookieSecure: false, trustedOrigins: [], logLevel: "silent", publicUrl: "http://localhost" },
    database,
    logger: false,
    // Times the answers at full load, queues and all; how the server sheds is npm run soak's.
    shedding: { maxEventLoopDelayMs: 0, maxDatabaseRequests: 1_000, maxWaitMs: 60_000 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });

  const dated = `/api/vehicles?type=suv&start=${day(28)}&end=${day(36)}`;
  // The first pass of the mix is nothing but misses, all 50 connections queueing on the database.
  const scenarios: [name: string, urls: string[], once?: boolean][] = [
    ["dated SUV search page", [dated]],
    ["/api/vehicles", ["/api/vehicles"]],
    ["240 distinct searches, each once (all misses)", mixedSearches(), true],
    ["240 distinct searches", mixedSearches()],
  ];

  // The uncached path: each request after the cache is emptied, one at a time.
  const misses: string[] = [];
  for (const [name, urls] of scenarios.slice(0, 2)) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      app.catalogue.cache.clear();
      const t0 = performance.now();
      await fetchRaw(`${base}${urls[0]}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    misses.push(`${name} ${ms(times[10] ?? 0)} ms`);
  }
  app.catalogue.cache.clear();
  console.log(`uncached answer (median of 20, one at a time): ${misses.join("; ")}`);
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run; the mixes start with a cold cache\n`);
  console.log(
    `| request | total | json | wire | project req/s | raw req/s | ratio | p50 ms | p99 ms | raw p99 ms |\n|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const [name, urls, once] of scenarios) {
    const first = urls[0] ?? "/";
    const sample = await fetchRaw(`${base}${first}`);
    const json = await app.inject({ url: first });
    if (sample.status !== 200) throw new Error(`${first} answered ${sample.status}`);
    if (urls.length > 1) app.catalogue.cache.clear();
    let project: LoadWindow;
    let raw: LoadWindow | undefined;
    if (urls.length === 1) {
      const ceiling = await rawServer(sample.body, sample.headers);
      const ours: LoadWindow[] = [];
      const theirs: LoadWindow[] = [];
      for (let slice = 0; slice < SLICES; slice++) {
        ours.push(await load(base, urls, false, SECONDS / SLICES));
        theirs.push(await load(ceiling.base, urls, false, SECONDS / SLICES));
      }
      ceiling.server.close();
      project = joined(ours);
      raw = joined(theirs);
    } else {
      project = await load(base, urls, once);
    }
    const bad = project.errors + Object.entries(project.statuses).filter(([s]) => s !== "200").length;
    console.log(
      `| ${name} | ${json.headers["x-total-count"]} | ${json.rawPayload.length} | ${sample.body.length} | ${Math.round(rps(project))} | ${
        raw ? Math.round(rps(raw)) : "–"
      } | ${raw ? `${((100 * rps(project)) / rps(raw)).toFixed(0)} %` : "–"} | ${ms(percentile(project.times, 0.5))} | ${ms(
        percentile(project.times, 0.99),
      )} | ${raw ? ms(percentile(raw.times, 0.99)) : "–"} |${bad ? ` (non-200: ${JSON.stringify(project.statuses)}, errors ${project.errors})` : ""}`,
    );
  }
  await app.close();
}

async function main() {
  console.log(`# npm run bench — ${VEHICLES} vehicles, ${VEHICLES * PERIODS_PER_VEHICLE} periods`);
  const pglite = await openDatabase({ dataDir: "memory://" });
  await benchEngine("PGlite (in-memory)", pglite);
  await pglite.close();

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log("\n(set DATABASE_URL to bench PostgreSQL too)");
    return;
  }
  await withThrowawayDatabase(serverUrl, "bench", async (databaseUrl) => {
    const postgres = await openDatabase({ dataDir: "unused", databaseUrl });
    await benchEngine("PostgreSQL", postgres);
    await postgres.close();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
