// Soak test: npm run soak -- [--minutes 10] [--db pglite|postgres] [--connections 200] [--profile]
//
// Starts the built app as its own process with the demo data (in-memory PGlite, or a throw-away
// database on DATABASE_URL's PostgreSQL server), logs the demo companies in, and loads it from
// another process with the public mix (load/soak-mix.ts) plus company writes and garbage. Prints
// per minute the requests, the server's RSS, p50/p99 of the answered requests, 503s, other 5xx and
// timeouts (no answer within 10 s), then the pass criteria; exits 1 when one fails.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { todayInDominica } from "../src/domain/dates";
import { DEFAULT_LOAD_SHEDDING } from "../src/server/load-shedding/plugin";
import { printedLogins, request, type ServerProcess, sidCookie, startServer } from "../tests/helpers/server-process";
import { joined, type LoadWindow, percentile, runLoad } from "./load/run-load";
import { soakMixPlan } from "./load/soak-mix";
import { checkSoakWrites, type SoakCompany } from "./load/soak-writes";
import { withThrowawayDatabase } from "./load/throwaway-database";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    db: { type: "string", default: "pglite" },
    connections: { type: "string", default: "200" },
    /** Write the server's CPU profile (node --cpu-prof) to test-results/soak-profile/. */
    profile: { type: "boolean", default: false },
  },
});
const MINUTES = Number(args.minutes);
const CONNECTIONS = Number(args.connections);
const P99_LIMIT_MS = 1000;
const RSS_GROWTH_LIMIT = 0.1;
/** Memory is judged from the end of this minute on: the first ones fill caches and warm the JIT. */
const WARM_MINUTES = 2;

/** The server's resident memory in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function logInCompanies(server: ServerProcess) {
  const passwords = printedLogins(server.output());
  const companies = Object.entries(passwords).filter(([username]) => username.startsWith("company"));
  if (companies.length === 0) throw new Error(`the server printed no demo company logins:\n${server.output()}`);
  // One at a time: password hashes are slow on purpose.
  const loggedIn: SoakCompany[] = [];
  for (const [username, password] of companies) {
    let login = await request(server, "POST", "/api/login", { username, password });
    // Just after start, the server may still be shedding (it told us when to come back).
    for (let attempt = 0; login.status === 503 && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Number(login.headers.get("retry-after")) * 1000));
      login = await request(server, "POST", "/api/login", { username, password });
    }
    if (login.status !== 200) throw new Error(`login as ${username}: ${login.status} ${await login.text()}`);
    const cookie = sidCookie(login);
    const fleet = (await (await request(server, "GET", "/api/company/vehicles", undefined, cookie)).json()) as {
      id: number;
    }[];
    // A company still awaiting approval writes too, unseen by visitors.
    const first = fleet[0] && (await request(server, "GET", `/api/vehicles/${fleet[0].id}`));
    loggedIn.push({ cookie, vehicleIds: fleet.map((v) => v.id), isPublic: first?.status === 200 });
  }
  return loggedIn;
}

/** The hashed scripts and styles Home's HTML names. */
async function assetPaths(server: ServerProcess) {
  const html = await (await fetch(`${server.origin}/`)).text();
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

const count = (w: LoadWindow, test: (status: number) => boolean) =>
  Object.entries(w.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
const isOther5xx = (status: number) => status >= 500 && status !== 503;

function row(label: string, w: LoadWindow, rss: string) {
  return `| ${label} | ${w.times.length + w.timeouts + w.errors} | ${Math.round(w.times.length / w.seconds)} | ${rss} | ${percentile(
    w.times,
    0.5,
  ).toFixed(0)} | ${percentile(w.times, 0.99).toFixed(0)} | ${count(w, (s) => s === 503)} | ${count(
    w,
    isOther5xx,
  )} | ${w.timeouts} | ${w.errors} |`;
}

async function soak(env: Record<string, string>): Promise<boolean> {
  const server = await startServer(
    {
      API_ONLY: "",
      SEED_DEMO: "true",
      CALENDAR_SYNC_MINUTES: "0",
      // As deployed: React's production build renders the pages several times faster. Production
      // wants an https address; the load's writes come from the loopback one, a trusted origin.
      NODE_ENV: "production",
      PUBLIC_URL: "https://soak.example",
      COOKIE_SECURE: "false",
      // The production threshold (startServer turns the check off, for tests).
      MAX_EVENT_LOOP_DELAY_MS: String(DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
      // Errors only: a 500 logs its cause, which the end of the run prints.
      LOG_LEVEL: "error",
      // Every visitor of the load comes from one address: the per-address request limit would refuse them.
      REQUEST_RATE_LIMIT: "1000000",
      ...env,
    },
    { nodeOptions: args.profile ? ["--cpu-prof", "--cpu-prof-dir=test-results/soak-profile"] : [] },
  );
  try {
    const companies = await logInCompanies(server);
    const assets = await assetPaths(server);
    const seconds = Math.round(MINUTES * 60);
    console.log(
      `${CONNECTIONS} connections for ${MINUTES} min against ${server.origin} (server pid ${server.child.pid}, ` +
        `${companies.length} companies writing; RSS before the load ${rssMb(server.child.pid).toFixed(0)} MB)\n`,
    );
    console.log(
      "| minute | requests | answered/s | RSS MB | p50 ms | p99 ms | 503 | other 5xx | timeouts | errors |\n|---|---|---|---|---|---|---|---|---|---|",
    );
    const rss: number[] = [];
    const windows = await runLoad(
      {
        base: server.origin,
        connections: CONNECTIONS,
        seconds,
        windowSeconds: Math.min(60, seconds),
        plan: {
          module: fileURLToPath(soakMixPlan),
          options: { today: todayInDominica(), origin: server.origin, companies, assets },
        },
      },
      (window, index) => {
        rss.push(rssMb(server.child.pid));
        console.log(row(String(index + 1), window, rss[index]?.toFixed(0) ?? "?"));
      },
    );
    const all = joined(windows);
    console.log(row("all", all, `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}`));
    console.log(`statuses: ${JSON.stringify(all.statuses)}`);
    if (all.examples.length) console.log(`examples of failures:\n  ${[...new Set(all.examples)].join("\n  ")}`);

    const health = await fetch(`${server.origin}/healthz`).catch(() => null);
    const other5xx = count(all, isOther5xx);
    const p99 = percentile(all.times, 0.99);
    const base = rss[WARM_MINUTES - 1];
    const last = rss.at(-1);
    const growth = base && last && rss.length > WARM_MINUTES ? (last - base) / base : undefined;
    const criteria: [boolean | undefined, string][] = [
      [other5xx === 0, `no 5xx other than 503: ${other5xx}`],
      [p99 <= P99_LIMIT_MS, `p99 of answered requests ≤ ${P99_LIMIT_MS} ms: ${p99.toFixed(0)} ms`],
      [
        all.timeouts + all.errors === 0,
        `every request answered within 10 s: ${all.timeouts} timeouts, ${all.errors} errors`,
      ],
      [
        growth === undefined ? undefined : growth < RSS_GROWTH_LIMIT,
        growth === undefined
          ? `memory flat: not judged (needs more than ${WARM_MINUTES} minutes)`
          : `memory flat after warm-up (RSS growth from minute ${WARM_MINUTES} to the end < ${RSS_GROWTH_LIMIT * 100} %): ${(growth * 100).toFixed(1)} %`,
      ],
      [health?.status === 200, `/healthz answers 200 afterwards: ${health?.status ?? "no answer"}`],
      ...(await checkSoakWrites(server.origin, companies)),
    ];
    console.log("");
    for (const [met, text] of criteria) console.log(`${met === undefined ? "----" : met ? "PASS" : "FAIL"} ${text}`);
    const errors = server.output().match(/.*"level":50.*/g) ?? [];
    if (errors.length) console.log(`\nserver errors (${errors.length}), the first:\n${errors.slice(0, 3).join("\n")}`);
    return criteria.every(([met]) => met !== false);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function main() {
  console.log(`# npm run soak — ${args.db}, ${new Date().toISOString()}`);
  let passed: boolean;
  if (args.db === "pglite") passed = await soak({ DATA_DIR: "memory://soak" });
  else if (args.db === "postgres") {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl)
      throw new Error("--db postgres needs DATABASE_URL (a server where a throw-away database may be made)");
    passed = await withThrowawayDatabase(serverUrl, "soak", (databaseUrl) => soak({ DATABASE_URL: databaseUrl }));
  } else throw new Error(`--db must be pglite or postgres, not ${args.db}`);
  console.log(passed ? "\nsoak passed" : "\nsoak FAILED");
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
