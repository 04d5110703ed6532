// Measures the public catalogue API at island scale and beyond: npm run bench
//
// Seeds a fresh database (in-memory PGlite; and, when DATABASE_URL is set, a throw-away database on
// that PostgreSQL server too) with BENCH_VEHICLES vehicles (default 10,000) and five unavailability
// periods each, starts the app on a loopback port, and loads it from a separate process with
// BENCH_CONNECTIONS keep-alive connections (default 50) for BENCH_SECONDS per scenario (default 5).
// Beside it a raw node:http server sends the very same bytes: the ceiling on this machine (the two
// take turns in five slices of each run).
// Requests accept brotli as a browser does; "json" is the body's size, "wire" what travels.
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { benchDay as day } from "./bench/bench-day";
import { mixedSearches } from "./bench/mixed-searches";
import { fetchRaw, rawServer } from "./bench/raw-ceiling";
import { PERIODS_PER_VEHICLE, seedBenchData } from "./bench/seed-bench-data";
import { joined, type LoadWindow, percentile, runLoad } from "./load/run-load";
import { withThrowawayDatabase } from "./load/throwaway-database";
import { urlCyclePlan } from "./load/url-cycle";

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function load(base: string, urls: string[], once = false, seconds = SECONDS): Promise<LoadWindow> {
  return runLoad({
    base,
    connections: CONNECTIONS,
    seconds,
    plan: { module: fileURLToPath(urlCyclePlan), options: { urls, once } },
  }).then(joined);
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
  const seeded = await seedBenchData(database.db, VEHICLES);
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
