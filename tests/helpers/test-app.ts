import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { statusesOf } from "../../src/domain/contracts/endpoint";
import { type AppOptions, buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { migrate } from "../../src/server/migrate";
import { createCompany, createUser } from "./factories";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database["db"];
  close(): Promise<void>;
}

/** The public address API tests configure: links in pages and feeds are built from it, never from Host. */
export const TEST_PUBLIC_URL = "http://rent.example.dm";

/** Tests get generous rate limits and load shedding unless a test is about one of them. */
export interface TestAppOptions {
  rateLimits?: AppOptions["rateLimits"];
  shedding?: AppOptions["shedding"];
  calendarSync?: AppOptions["calendarSync"];
  mail?: AppOptions["mail"];
  requests?: AppOptions["requests"];
  /** A built client to serve pages from; API-only when absent. */
  clientDir?: string;
  /** Origins besides TEST_PUBLIC_URL's that may send writes. */
  trustedOrigins?: string[];
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or — when DATABASE_URL is set — a new
 * database created on that PostgreSQL server for this test file and dropped afterwards.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await migrate(database);
  const app = await buildTestApp(database, options);
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The app as tests run it on a given database: quiet, cheap password hashes, generous rate limits. */
export async function buildTestApp(database: Database, options: TestAppOptions = {}) {
  const app = await buildApp({
    config: {
      cookieSecure: false,
      trustedOrigins: options.trustedOrigins ?? [],
      logLevel: "silent",
      clientDir: options.clientDir,
      publicUrl: TEST_PUBLIC_URL,
    },
    database,
    rateLimits: {
      auth: 10_000,
      failuresPerAddress: 10_000,
      failuresPerUsername: 10_000,
      images: 10_000,
      renders: 10_000,
      ...options.rateLimits,
    },
    passwordCost: 2 ** 10,
    logger: false,
    mail: options.mail,
    requests: { perSenderPerHour: 10_000, ...options.requests },
    calendarSync: { syncsPerMinute: { import: 10_000, company: 10_000 }, ...options.calendarSync },
    // Test files share the machine's cores; a slow moment must not turn their requests into 503s
    // (the event-loop check is off; the database turns stay, as in production).
    shedding: { maxEventLoopDelayMs: 0, ...options.shedding },
  });
  // Tests write through factories, past the app. On PostgreSQL an instance hears of such a write by
  // NOTIFY a moment after its commit, and until then its read model answers without it; a write
  // through the app waits for its own notification before answering
  // (docs/decisions/change-signal.md). Each request first lets every committed write be heard, as
  // PGlite does by itself.
  if (database.kind !== "pglite") {
    app.addHook("onRequest", async () => {
      await app.catalogue.version.settle();
    });
  }
  // The API document tells the truth: every answer any test gets is one its route documents (the
  // console error fails the test, tests/helpers/fail-on-console-error.ts).
  app.addHook("onResponse", async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint && !statusesOf(endpoint).includes(reply.statusCode)) {
      console.error(`${endpoint.operationId} answered ${reply.statusCode}, which /api/docs does not document`);
    }
  });
  await app.ready();
  return app;
}

/**
 * For a test file: registers `beforeAll` (a fresh app) and `afterAll` (close it). The returned object
 * is filled in before the first test runs, so tests read `t.app` and `t.db` as usual.
 */
export function setUpTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** A new, empty database on DATABASE_URL's server: its URL, and a drop that waits for its connections. */
async function serverDatabase(
  serverUrl: string,
  prefix = "test",
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Copies of one template are made one at a time: PostgreSQL refuses a copy while another is reading it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      break;
    } catch (error) {
      const isTemplateBusy = (error as { code?: string }).code === "55006";
      if (!isTemplateBusy || attempt >= 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while they close
      // kills them with an error nobody listens to. Give them a moment to go on their own.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A new database for a test file: a copy of the suite's migrated template (tests/api/global-setup.ts)
 * where there is one, else made and migrated here.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplate");
    pgliteTemplate ??= templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    return { database: await openDatabase({ dataDir: "memory://", pgliteTemplate }), drop: async () => {} };
  }
  const { url, drop } = await serverDatabase(serverUrl, "test", inject("postgresTemplate") || undefined);
  return { database: await openDatabase({ dataDir: "unused", databaseUrl: url }), drop };
}

/** Read once per worker: every file in it starts from the same bytes. */
let pgliteTemplate: Blob | undefined;

export interface InstancePair {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Direct access to the shared database. */
  db: Database["db"];
}

/**
 * For a test file on PostgreSQL: two app instances, each with its own connection pool, on one
 * fresh database, as two processes behind a load balancer would be. Filled in before the first test.
 */
export function setUpInstancePair(serverUrl: string, options: TestAppOptions = {}): InstancePair {
  const pair = {} as InstancePair;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const created = await serverDatabase(serverUrl, "test_pair");
    drop = created.drop;
    for (const migrates of [true, false]) {
      const database = await openDatabase({ dataDir: "unused", databaseUrl: created.url });
      databases.push(database);
      if (migrates) await migrate(database);
      apps.push(await buildTestApp(database, options));
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    Object.assign(pair, { a, b, db: databases[0]?.db });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
  });
  return pair;
}

/** The session cookie of a response, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/**
 * The four actors of the permission matrix: a visitor, a company user (the owner), another company's
 * user, and an admin. Cookies are ready to pass as `headers: { cookie }`.
 */
export async function createActors(t: TestApp) {
  const own = await createCompany(t.db);
  const other = await createCompany(t.db);
  const admin = await createUser(t.db, { isAdmin: true, role: "admin", isActive: true });
  return {
    own: { ...own, cookie: await login(t.app, own.user.username, own.user.password) },
    other: { ...other, cookie: await login(t.app, other.user.username, other.user.password) },
    admin: { user: admin, cookie: await login(t.app, admin.username, admin.password) },
  };
}

export type Actors = Awaited<ReturnType<typeof createActors>>;

/** `createActors` in a `beforeAll` registered after `setUpTestApp`'s, filled in before the first test. */
export function setUpActors(t: TestApp): Actors {
  const actors = {} as Actors;
  beforeAll(async () => {
    Object.assign(actors, await createActors(t));
  });
  return actors;
}

export type Actor = keyof Actors | "anonymous";

/**
 * The permission matrix of a route on a company's own vehicle: the owner and an admin get `ok`,
 * another company 404 (it must not learn the vehicle exists), a visitor 401.
 */
export const ownerOrAdminMatrix = (ok: number): [name: string, actor: Actor, status: number][] => [
  ["own company", "own", ok],
  ["another company", "other", 404],
  ["visitor", "anonymous", 401],
  ["admin", "admin", ok],
];

/** A renter's session beside `setUpActors`' four, for a matrix that names one; filled in before the first test. */
export function setUpRenter(t: TestApp): { cookie: string } {
  const renter = { cookie: "" };
  beforeAll(async () => {
    const user = await createUser(t.db, { role: "renter", isActive: true });
    renter.cookie = await login(t.app, user.username, user.password);
  });
  return renter;
}

export type MatrixActor = Actor | "renter";

/** The headers of a request sent as `actor`: a visitor sends no cookie. */
export const headersAs = (actors: Actors, renter: { cookie: string }, actor: MatrixActor) =>
  actor === "anonymous" ? {} : { cookie: actor === "renter" ? renter.cookie : actors[actor].cookie };

/** The permission matrix of an admin's route: a visitor 401, anyone else but an admin 403. */
export const adminOnlyMatrix: [name: string, actor: MatrixActor, status: number][] = [
  ["visitor", "anonymous", 401],
  ["renter", "renter", 403],
  ["own company", "own", 403],
  ["another company", "other", 403],
  ["admin", "admin", 200],
];
