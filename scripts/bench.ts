// Measures the public catalogue API at island scale and beyond: npm run bench
//
// Seeds a fresh database (in-memory PGlite; and, when DATABASE_URL is set, a throw-away database on
// that PostgreSQL server too) with BENCH_VEHICLES vehicles (default 10,000) and five unavailability
// periods each, starts the app on a loopback port, and loads it from a separate process with
// BENCH_CONNECTIONS keep-alive connections (default 50) for BENCH_SECONDS per scenario (default 5).
// Beside it a raw node:http server sends the very same bytes: the ceiling on this machine (the two
// take turns in five slices of each run, each after two seconds untimed: WARMUP_SECONDS).
// The headline rows are the searches visitors make with their own dates: a steady run in which no
// request repeats an earlier one, and a burst of 240 at once on an empty cache. Then the repeated
// (cached) ones, price quotes, a vehicle's server-rendered page, the public review lists (BENCH_REVIEWS
// published reviews, default 50,000), and the catalogue read model's build time and memory.
// Requests accept brotli as a browser does; "json" is the body's size, "wire" what travels; "CPU
// µs/answer" is this process's CPU time (user + system) per answer, the server's and the raw one's.
// BENCH_ONLY_POSTGRES=1 skips PGlite's half. BENCH_PROFILE=<file> adds one more distinct-search run
// under V8's CPU profiler, writes the profile there (with the engine's name before the extension)
// and prints its top frames. BENCH_ONLY=reviews runs only the public review lists' rows (and
// profiles their misses), BENCH_ONLY=counting only the counting's on and off, BENCH_ONLY=requests
// only the booking requests. Company insights'
// counting is timed on and off in turns on the dated searches. Then four owners add 400 vehicles and
// periods through the API and the distinct searches run again (the read model must have taken every
// write in). Last, visitors send booking requests at 20 connections, and a cached search is timed
// while they do.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildApp } from "../src/server/app";
import { type Database, openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/migrate";
import { benchDay as day } from "./bench/bench-day";
import { profileWhile, topFrames } from "./bench/cpu-profile";
import { distinctSearch, distinctSearchesPlan } from "./bench/distinct-searches";
import { mixedSearches } from "./bench/mixed-searches";
import { measureModelMemory } from "./bench/model-memory";
import { fetchRaw, rawServer } from "./bench/raw-ceiling";
import { BENCH_PUBLIC_URL, benchRequestCreation } from "./bench/request-creation";
import { reviewListUrls } from "./bench/review-lists";
import { PERIODS_PER_VEHICLE, seedBenchData } from "./bench/seed-bench-data";
import { BENCH_REVIEWS } from "./bench/seed-bench-reviews";
import { writeBurst } from "./bench/write-burst";
import { joined, type LoadWindow, percentile, runLoad } from "./load/run-load";
import { withThrowawayDatabase } from "./load/throwaway-database";
import { urlCyclePlan } from "./load/url-cycle";

const BUILT_CLIENT = fileURLToPath(new URL("../dist/client", import.meta.url));
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_ONLY_POSTGRES=1 with DATABASE_URL: PostgreSQL's half alone. */
const ONLY_POSTGRES = process.env.BENCH_ONLY_POSTGRES === "1";
/** BENCH_ONLY=reviews: after the same seed, only the public review lists' rows (issue 40). */
const ONLY_REVIEWS = process.env.BENCH_ONLY === "reviews";
/** BENCH_ONLY=counting: after the same seed, only company insights' counting on and off (issue 42). */
const ONLY_COUNTING = process.env.BENCH_ONLY === "counting";
/** BENCH_ONLY=requests: after the same seed, only the booking requests' rows (issue 38). */
const ONLY_REQUESTS = process.env.BENCH_ONLY === "requests";
/** The write burst before the last distinct-search row: owners at once, and vehicles each adds (with a busy period). */
const BURST_WRITERS = 4;
const BURST_STEPS = Number(process.env.BENCH_BURST_STEPS ?? 100);

type App = Awaited<ReturnType<typeof buildApp>>;

interface Plan {
  module: string;
  options: unknown;
}
const cycle = (urls: string[], once = false): Plan => ({
  module: fileURLToPath(urlCyclePlan),
  options: { urls, once },
});
/** Distinct searches from the `from`-th on: each slice of a run takes its own, so none repeats. */
const distinct = (from: number): Plan => ({ module: fileURLToPath(distinctSearchesPlan), options: { from } });
const DISTINCT_PER_SLICE = 100_000;
/** Where the searches after the write burst start in each slice's share: past what the first row asked. */
const AFTER_BURST_OFFSET = 50_000;

/**
 * How long each slice of a run against the ceiling runs untimed first: a new generator process
 * and code the server has not run yet take two seconds to reach speed (timed by the second, a run
 * answered a third, then three quarters, of its later rate), and these rows compare steady answers.
 */
const WARMUP_SECONDS = 2;

/**
 * A run and the CPU time this process (the server under test, never the load generator) spent on
 * it once the clock started: a cost per answer that depends less than req/s on how fast the
 * machine's loopback is.
 */
async function load(
  base: string,
  plan: Plan,
  seconds = SECONDS,
  warmupSeconds = 0,
): Promise<{ window: LoadWindow; cpuUs: number }> {
  let before = process.cpuUsage();
  const windows = await runLoad({ base, connections: CONNECTIONS, seconds, plan, warmupSeconds }, undefined, () => {
    before = process.cpuUsage();
  });
  const { user, system } = process.cpuUsage(before);
  return { window: joined(windows), cpuUs: user + system };
}

const ms = (n: number) => n.toFixed(1);
const rps = (l: LoadWindow) => l.times.length / l.seconds;
const perAnswer = (cpuUs: number, l: LoadWindow) => (l.times.length ? Math.round(cpuUs / l.times.length) : 0);
/**
 * Project and ceiling take turns in this many slices of a run, so that whatever else the machine
 * does weighs on both alike rather than on whichever ran second.
 */
const SLICES = 5;

interface Scenario {
  name: string;
  /** The request whose sizes the row shows and whose bytes the raw server sends. */
  sample: string;
  /** A slice's plan; without a ceiling the run is one slice. */
  plan: (slice: number) => Plan;
  ceiling: boolean;
}

/** Runs one scenario (against the raw ceiling in slices when it has one) and prints its row. */
async function runScenario(app: App, base: string, { name, sample: url, plan, ceiling }: Scenario) {
  const sample = await fetchRaw(`${base}${url}`);
  const json = await app.inject({ url });
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  app.catalogue.cache.clear();
  let project: LoadWindow;
  let raw: LoadWindow | undefined;
  let cpu = { ours: 0, theirs: 0 };
  if (ceiling) {
    const server = await rawServer(sample.body, sample.headers);
    const ours: LoadWindow[] = [];
    const theirs: LoadWindow[] = [];
    for (let slice = 0; slice < SLICES; slice++) {
      const mine = await load(base, plan(slice), SECONDS / SLICES, WARMUP_SECONDS);
      const other = await load(server.base, cycle([url]), SECONDS / SLICES, WARMUP_SECONDS);
      ours.push(mine.window);
      theirs.push(other.window);
      cpu = { ours: cpu.ours + mine.cpuUs, theirs: cpu.theirs + other.cpuUs };
    }
    server.server.close();
    project = joined(ours);
    raw = joined(theirs);
  } else {
    const run = await load(base, plan(0), SECONDS);
    project = run.window;
    cpu = { ours: run.cpuUs, theirs: 0 };
  }
  const bad = project.errors + Object.entries(project.statuses).filter(([s]) => s !== "200").length;
  console.log(
    `| ${name} | ${json.headers["x-total-count"] ?? "–"} | ${json.rawPayload.length} | ${sample.body.length} | ${Math.round(rps(project))} | ${
      raw ? Math.round(rps(raw)) : "–"
    } | ${raw ? `${((100 * rps(project)) / rps(raw)).toFixed(0)} %` : "–"} | ${ms(percentile(project.times, 0.5))} | ${ms(
      percentile(project.times, 0.99),
    )} | ${raw ? ms(percentile(raw.times, 0.99)) : "–"} | ${perAnswer(cpu.ours, project)} | ${
      raw ? perAnswer(cpu.theirs, raw) : "–"
    } |${bad ? ` (non-200: ${JSON.stringify(project.statuses)}, errors ${project.errors})` : ""}`,
  );
}

/** One more run of `plan` under V8's CPU profiler: the profile to `file`, its top frames printed. */
async function profileRun(base: string, file: string, what: string, plan: Plan, warmupSeconds: number) {
  const { result, profile } = await profileWhile(file, async () => {
    const { window } = await load(base, plan, SECONDS, warmupSeconds);
    return window;
  });
  console.log(`\nCPU profile of the server, ${SECONDS} s of ${what} (${Math.round(rps(result))} req/s): ${file}`);
  for (const line of topFrames(profile)) console.log(`  ${line}`);
}

/**
 * Owners write through the API, then the distinct searches run again: the read model must hold every
 * write (its listed count grows by the vehicles added) and answer as it did after the bulk seed.
 */
async function afterWriteBurst(app: App, base: string, db: Database["db"]) {
  const before = app.catalogue.model.current()?.vehicleCount ?? 0;
  const burst = await writeBurst({
    base,
    origin: BENCH_PUBLIC_URL,
    db,
    writers: BURST_WRITERS,
    perWriter: BURST_STEPS,
  });
  await app.catalogue.model.idle();
  const model = app.catalogue.model.current();
  console.log(
    `\nwrite burst: ${burst.writes} writes by ${BURST_WRITERS} owners in ${burst.seconds.toFixed(1)} s (${JSON.stringify(burst.statuses)}${burst.firstRefusal ? `, first refusal ${burst.firstRefusal}` : ""}); ` +
      `read model ${model ? `current, ${model.vehicleCount} listed (${before} before)` : "NOT current: searches fall back to SQL"}`,
  );
  if (!model || model.vehicleCount !== before + burst.vehiclesAdded)
    throw new Error("the read model did not take in the write burst");
  await runScenario(app, base, {
    name: "distinct dated searches after the write burst",
    // The same searches' shapes as the first row's, from further along: none repeats an earlier one.
    sample: distinctSearch(AFTER_BURST_OFFSET),
    plan: (slice) => distinct(AFTER_BURST_OFFSET + slice * DISTINCT_PER_SLICE),
    ceiling: true,
  });
}

async function benchEngine(label: string, database: Database) {
  await migrate(database);
  console.log(`\n## ${label}: seeding ${VEHICLES} vehicles...`);
  const seeded = await seedBenchData(database.db, VEHICLES);
  console.log(
    `seeded ${VEHICLES} vehicles, ${seeded.periods} periods and ${seeded.reviews} published reviews in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    config: {
      cookieSecure: false,
      trustedOrigins: [],
      logLevel: "silent",
      publicUrl: BENCH_PUBLIC_URL,
      // The built client (npm run bench builds it first): pages are served and rendered as in production.
      clientDir: existsSync(join(BUILT_CLIENT, "index.html")) ? BUILT_CLIENT : undefined,
    },
    database,
    logger: false,
    // Every bench request comes from one address: the per-address request limit would refuse them.
    requests: { perSenderPerHour: 1_000_000 },
    // Times the answers at full load, queues and all; how the server sheds is npm run soak's.
    shedding: { maxEventLoopDelayMs: 0, maxDatabaseRequests: 1_000, maxWaitMs: 60_000 },
    // Insights' counts are written between the counting's timed slices (benchCounting), where the
    // flush's once-a-minute cost is timed on its own, not in whichever one-second slice it fell.
    insights: { flushMs: 3_600_000 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const build = app.catalogue.model.lastBuild;
  const memory = await measureModelMemory(database.db);
  console.log(
    `read model: built at start in ${ms(build?.ms ?? 0)} ms (${build?.vehicles} listed vehicles, ${build?.busyRuns} busy runs); ` +
      `holds ${(memory.bytes / 1024 / 1024).toFixed(1)} MB of heap`,
  );

  const dated = `/api/vehicles?type=suv&start=${day(28)}&end=${day(36)}`;
  const mix = mixedSearches();
  const vehiclePage = `/vehicles/${seeded.vehicleIds[0]}`;
  // Quotes of 60 listed vehicles for 20 periods each: 1,200 addresses, each computed once then cached.
  const listed = (await app.inject({ url: "/api/vehicles?pageSize=60" })).json<{ id: number }[]>();
  const quotes = listed.flatMap(({ id }) =>
    Array.from(
      { length: 20 },
      (_, n) => `/api/vehicles/${id}/quote?startDate=${day(10 + n)}&endDate=${day(13 + 2 * n)}`,
    ),
  );
  const reviewLists = await reviewListUrls(database.db);
  const reviewMisses = [...reviewLists.companies, ...reviewLists.vehicles];
  const reviewScenarios: Scenario[] = [
    {
      name: `company review lists, ${reviewLists.companies.length / 5} companies × 5 pages`,
      sample: reviewLists.companies[0] ?? "/",
      plan: () => cycle(reviewLists.companies),
      ceiling: true,
    },
    {
      name: `vehicle review lists, ${reviewLists.vehicles.length} vehicles`,
      sample: reviewLists.vehicles[0] ?? "/",
      plan: () => cycle(reviewLists.vehicles),
      ceiling: true,
    },
    // Nothing but misses: every one of those addresses once, all connections at once on an empty cache.
    {
      name: "review lists, each address once (all misses)",
      sample: reviewLists.companies[0] ?? "/",
      plan: () => cycle(reviewMisses, true),
      ceiling: false,
    },
  ];
  const catalogueScenarios: Scenario[] = [
    {
      name: "distinct dated searches, none repeats",
      sample: distinctSearch(0),
      plan: (slice) => distinct(1 + slice * DISTINCT_PER_SLICE),
      ceiling: true,
    },
    // Nothing but misses, all 50 connections at once on an empty cache.
    {
      name: "240 distinct searches at once (all misses)",
      sample: mix[0] ?? "/",
      plan: () => cycle(mix, true),
      ceiling: false,
    },
    { name: "dated SUV search page (cached)", sample: dated, plan: () => cycle([dated]), ceiling: true },
    { name: "/api/vehicles (cached)", sample: "/api/vehicles", plan: () => cycle(["/api/vehicles"]), ceiling: true },
    { name: "240 distinct searches for 5 s (repeats)", sample: mix[0] ?? "/", plan: () => cycle(mix), ceiling: false },
    { name: "quotes of 60 vehicles × 20 periods", sample: quotes[0] ?? "/", plan: () => cycle(quotes), ceiling: true },
    // A vehicle's page as a visitor without a session gets it: whole, from the page cache.
    {
      name: "a vehicle's page (server-rendered)",
      sample: vehiclePage,
      plan: () => cycle([vehiclePage]),
      ceiling: true,
    },
  ];

  const scenarios =
    ONLY_COUNTING || ONLY_REQUESTS ? [] : ONLY_REVIEWS ? reviewScenarios : [...catalogueScenarios, ...reviewScenarios];

  // The uncached path: each request after the cache is emptied, one at a time.
  const misses: string[] = [];
  const reviewSamples = [reviewLists.companies[0] ?? "/", reviewLists.vehicles[0] ?? "/"];
  for (const url of ONLY_REVIEWS ? reviewSamples : [dated, "/api/vehicles", ...reviewSamples]) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      app.catalogue.cache.clear();
      const t0 = performance.now();
      await fetchRaw(`${base}${url}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    misses.push(`${url} ${ms(times[10] ?? 0)} ms`);
  }
  app.catalogue.cache.clear();
  console.log(`uncached answer (median of 20, one at a time): ${misses.join("; ")}`);
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run; every run starts with an empty cache\n`);
  console.log(
    `| request | total | json | wire | project req/s | raw req/s | ratio | p50 ms | p99 ms | raw p99 ms | CPU µs/answer | raw CPU µs |\n|---|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const scenario of scenarios) await runScenario(app, base, scenario);
  const profileFile = PROFILE?.replace(/(\.cpuprofile)?$/, `-${label.split(" ")[0]?.toLowerCase()}.cpuprofile`);
  if (ONLY_REVIEWS) {
    // The review lists' misses: every address once, on an empty cache.
    app.catalogue.cache.clear();
    if (profileFile) await profileRun(base, profileFile, "review lists' misses", cycle(reviewMisses, true), 0);
    await app.close();
    return;
  }
  if (ONLY_REQUESTS) {
    await benchRequestCreation({ base, vehicleIds: seeded.vehicleIds, cachedSearch: dated, seconds: SECONDS });
    await app.close();
    return;
  }
  await benchCounting(app, base, dated);
  if (ONLY_COUNTING) {
    await app.close();
    return;
  }
  if (profileFile) {
    await profileRun(base, profileFile, "distinct searches", distinct(SLICES * DISTINCT_PER_SLICE), WARMUP_SECONDS);
  }
  await afterWriteBurst(app, base, database.db);
  await benchRequestCreation({ base, vehicleIds: seeded.vehicleIds, cachedSearch: dated, seconds: SECONDS });
  await app.close();
}

/** Where the counting comparison's distinct searches start: past the first run's, all on page 1. */
const COUNTING_FROM = 10_000;
const COUNTING_STEP = 6_000;

/**
 * Company insights' counting (issue 42) on and off in the same run: searches count the vehicles they
 * found busy, so the dated searches are run with it on and off in turns (the order swapped each
 * slice), each on an empty answer cache. The issue asks that it cost at most 5 % of throughput.
 */
async function benchCounting(app: Awaited<ReturnType<typeof buildApp>>, base: string, dated: string) {
  const scenarios = [
    {
      name: "distinct dated searches",
      plan: (run: number) => distinct(COUNTING_FROM + run * COUNTING_STEP),
    },
    { name: "dated SUV search page (cached)", plan: () => cycle([dated]) },
  ];
  console.log(
    "\nCompany insights' counting, on and off in turns (issue 42: at most 5 % of throughput)\n\n" +
      "| request | counting on req/s | off req/s | on / off | on CPU µs/answer | off CPU µs/answer |\n|---|---|---|---|---|---|",
  );
  let run = 0;
  const flushes: string[] = [];
  // What the scenarios before counted is written first, untimed.
  await app.insights.flush();
  for (const { name, plan } of scenarios) {
    const windows = { on: [] as LoadWindow[], off: [] as LoadWindow[] };
    const cpu = { on: 0, off: 0 };
    for (let slice = 0; slice < SLICES; slice++) {
      for (const counting of slice % 2 ? [false, true] : [true, false]) {
        app.insights.counters.isCounting = counting;
        app.catalogue.cache.clear();
        const measured = await load(base, plan(run++), SECONDS / SLICES, WARMUP_SECONDS);
        windows[counting ? "on" : "off"].push(measured.window);
        cpu[counting ? "on" : "off"] += measured.cpuUs;
      }
    }
    app.insights.counters.isCounting = true;
    const rows = app.insights.counters.drain();
    app.insights.counters.restore(rows);
    const flushStarted = performance.now();
    await app.insights.flush();
    flushes.push(`${name}: ${rows.length} rows in ${ms(performance.now() - flushStarted)} ms`);
    const on = joined(windows.on);
    const off = joined(windows.off);
    console.log(
      `| ${name} | ${Math.round(rps(on))} | ${Math.round(rps(off))} | ${((100 * rps(on)) / rps(off)).toFixed(1)} % | ${perAnswer(cpu.on, on)} | ${perAnswer(cpu.off, off)} |`,
    );
  }
  // The scheduled flush runs once a minute (INSIGHTS_FLUSH_SECONDS): its cost is this over 60 s.
  console.log(`\nflush of what each row counted, timed alone: ${flushes.join("; ")}`);
}

async function main() {
  console.log(
    `# npm run bench — ${VEHICLES} vehicles, ${VEHICLES * PERIODS_PER_VEHICLE} periods, ${BENCH_REVIEWS} reviews${process.env.BENCH_ONLY ? ` (BENCH_ONLY=${process.env.BENCH_ONLY})` : ""}`,
  );
  if (!ONLY_POSTGRES) {
    const pglite = await openDatabase({ dataDir: "memory://" });
    await benchEngine("PGlite (in-memory)", pglite);
    await pglite.close();
  }

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
