// Measures the public listing API on a database of realistic size: npm run bench
// Seeds an in-memory database with many companies and vehicles (with images), starts the app on a
// random loopback port, and times a bounded number of requests per scenario; "bytes" is the JSON,
// "wire" what a browser accepting brotli downloads.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { VEHICLE_TYPES } from "../src/domain/constants";
import { addDays, todayInDominica } from "../src/domain/dates";
import { imageUrl } from "../src/domain/images";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { processImage } from "../src/server/images/process-image";
import { insertImage } from "../src/server/images/queries";
import {
  createBooking,
  createCompany,
  createUnavailability,
  createUser,
  createVehicle,
} from "../src/server/seed/factories";

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const VEHICLES_PER_COMPANY = Number(process.env.BENCH_VEHICLES ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

async function main() {
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const db = database.db;
  const today = todayInDominica();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const imageId = await insertImage(db, await processImage(png));
  const customer = await createUser(db);

  console.log(`Seeding ${COMPANIES} companies x ${VEHICLES_PER_COMPANY} vehicles...`);
  for (let c = 0; c < COMPANIES; c++) {
    const { company } = await createCompany(db, { user: { isActive: c % 10 !== 9, isFeatured: c % 7 === 0 } });
    for (let v = 0; v < VEHICLES_PER_COMPANY; v++) {
      const vehicle = await createVehicle(db, {
        companyId: company.id,
        type: VEHICLE_TYPES[(c + v) % VEHICLE_TYPES.length],
        dailyPrice: 30 + ((c * 7 + v * 13) % 170),
        image: imageUrl(imageId),
        imageId,
      });
      if (v % 4 === 0)
        await createUnavailability(db, {
          vehicleId: vehicle.id,
          startDate: addDays(today, v % 20),
          endDate: addDays(today, (v % 20) + 3),
        });
      if (v % 5 === 0) {
        await createBooking(db, {
          userId: customer.id,
          vehicleId: vehicle.id,
          startDate: addDays(today, 30),
          endDate: addDays(today, 34),
          status: "confirmed",
        });
      }
    }
  }

  const app = await buildApp({
    config: { cookieSecure: false, trustedOrigins: [], logLevel: "silent" },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const scenarios: [string, string][] = [
    ["all vehicles", "/api/vehicles"],
    ["type + price filter", "/api/vehicles?type=suv&minPrice=50&maxPrice=150"],
    ["availability window", `/api/vehicles?start=${addDays(today, 28)}&end=${addDays(today, 36)}`],
    ["search text", "/api/vehicles?q=cor"],
    ["companies", "/api/companies"],
  ];
  console.log(`\n${REQUESTS} sequential requests per scenario on ${address}\n`);
  console.log(
    "scenario".padEnd(24),
    "status",
    "items".padStart(6),
    "bytes".padStart(9),
    "wire".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "max ms".padStart(8),
  );
  for (const [name, path] of scenarios) {
    const times: number[] = [];
    let bytes = 0;
    let rawBytes = 0;
    let items = 0;
    let status = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const response = await get(`${address}${path}`);
      times.push(performance.now() - start);
      status = response.status;
      bytes = response.wireBytes;
      rawBytes = Buffer.byteLength(response.body);
      items = status === 200 ? (JSON.parse(response.body) as unknown[]).length : 0;
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
    console.log(
      name.padEnd(24),
      String(status).padEnd(6),
      String(items).padStart(6),
      String(rawBytes).padStart(9),
      String(bytes).padStart(8),
      pct(0.5).padStart(8),
      pct(0.95).padStart(8),
      pct(1).padStart(8),
    );
  }
  await app.close();
  await database.close();
}

/** A GET as a phone's browser sends it (accepting brotli), measuring the bytes on the wire. */
function get(url: string): Promise<{ status: number; body: string; wireBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const body = encoding === "br" ? brotliDecompressSync(wire) : encoding === "gzip" ? gunzipSync(wire) : wire;
          resolve({ status: response.statusCode ?? 0, body: body.toString(), wireBytes: wire.length });
        });
      })
      .on("error", reject);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
