import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { backup, restore } from "../../src/server/db/backup";
import { type Database, openDatabase } from "../../src/server/db/client";
import { rateLimits } from "../../src/server/db/schema";
import { migrate } from "../../src/server/migrate";
import { seedDemo } from "../../src/server/seed/demo";
import { createReview, createUser } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { snapshotTables } from "../helpers/snapshot";
import { buildTestApp, login, sessionCookie, TEST_PUBLIC_URL } from "../helpers/test-app";

/**
 * `npm run backup` / `npm run restore FILE` (issue 10): a database filled through the app is backed
 * up, restored into an empty place, and compared row by row with the original.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");
const work = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs an npm-script's command line (`tsx scripts/….ts ARG`) with the app's environment variables. */
async function cli(script: "backup" | "restore", arg: string, env: Record<string, string | undefined>) {
  const { DATABASE_URL: _, DATA_DIR: __, ...inherited } = process.env;
  try {
    const { stdout } = await promisify(execFile)(tsx, [`scripts/${script}.ts`, arg], {
      cwd: root,
      env: { ...inherited, ...env },
    });
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Fills a migrated database the way the product does: demo seed, plus registrations, logins, bookings through the API. */
async function fillThroughTheApp(database: Database) {
  await migrate(database);
  await seedDemo(database.db, { publicUrl: TEST_PUBLIC_URL, requestExpiryHours: 48 });
  const app = await buildTestApp(database);
  try {
    const registered = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "backup-co",
        password: "password123",
        fullName: "Backup Owner",
        email: "owner@backup.dm",
        phone: "7674480000",
        companyName: "Backup Rentals",
      },
    });
    expect(registered.statusCode).toBe(201);
    const company = sessionCookie(registered);
    const vehicle = await app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: company },
      payload: validVehicleInput({ make: "Nissan", model: "Note ÄÖ ✓" }),
    });
    expect(vehicle.statusCode).toBe(201);
    const customer = await createUser(database.db, { role: "customer", isActive: true });
    const customerCookie = await login(app, customer.username, customer.password);
    const today = todayInDominica();
    // The new company awaits approval, so the booking goes to a listed demo vehicle.
    const [listed] = (await app.inject({ method: "GET", url: "/api/vehicles" })).json();
    const booking = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: customerCookie },
      payload: { vehicleId: listed.id, startDate: addDays(today, 60), endDate: addDays(today, 62) },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    await createReview(database.db, { bookingId: booking.json().id, comment: "Spotless — 'quoted' \"text\"" });
    // Counted in memory on the embedded database; the table holds them when instances share PostgreSQL.
    await database.db
      .insert(rateLimits)
      .values({ key: "login-failures:backup-co@10.0.0.1", count: 2, resetAt: new Date(Date.now() + 3_600_000) });
  } finally {
    await app.close();
  }
}

/** After a restore the database must still work: the app starts on it and a new registration gets fresh ids. */
async function usable(database: Database) {
  const app = await buildTestApp(database);
  try {
    await migrate(database); // already up to date: a no-op
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "after-restore",
        password: "password123",
        fullName: "After Restore",
        email: "after@restore.dm",
        phone: "7674480001",
        companyName: "After Restore Rentals",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  } finally {
    await app.close();
  }
}

/** Backups hold password hashes and contacts: the owner's alone (issue 26 item 7). */
const modeOf = (path: string) => statSync(path).mode & 0o777;

function expectEveryTableFilled(snapshot: Record<string, string[]>) {
  for (const table of ["companies", "users", "sessions", "images", "vehicles", "bookings", "reviews", "rate_limits"]) {
    expect(snapshot[`public.${table}`]?.length, table).toBeGreaterThan(0);
  }
  expect(snapshot["drizzle.__drizzle_migrations"]?.length).toBeGreaterThan(0);
}

describe("backup and restore of the embedded database (PGlite)", () => {
  it("restores every row of every table into an empty directory, refuses a busy or non-empty one", {
    timeout: 120_000,
  }, async () => {
    const source = join(work, "data");
    const database = await openDatabase({ dataDir: source });
    let before: Record<string, string[]>;
    try {
      await fillThroughTheApp(database);
      before = await snapshotTables(database);
      // A server holds the directory: the backup refuses rather than read a database in use.
      await expect(backup({ dataDir: source }, join(work, "busy.tar.gz"))).rejects.toThrow(
        /in use by another server .* stop the server/,
      );
      expect(existsSync(join(work, "busy.tar.gz"))).toBe(false);
    } finally {
      await database.close();
    }
    expectEveryTableFilled(before);

    const file = join(work, "backups", "nightly.tar.gz");
    const backedUp = await cli("backup", file, { DATA_DIR: source });
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    expect(backedUp.stdout).toContain(`npm run restore ${file}`);
    expect(modeOf(file)).toBe(0o600);

    const nonEmpty = join(work, "not-empty");
    mkdirSync(nonEmpty);
    writeFileSync(join(nonEmpty, "keep.txt"), "precious");
    const refused = await cli("restore", file, { DATA_DIR: nonEmpty });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Refusing to restore into ${nonEmpty}: the directory is not empty`);

    const target = join(work, "restored");
    const restored = await cli("restore", file, { DATA_DIR: target });
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toMatch(/vehicles: 17 rows/);
    expect(existsSync(join(target, "server.lock"))).toBe(false);
    expect([modeOf(target), modeOf(join(target, "PG_VERSION"))]).toEqual([0o700, 0o600]);

    const reopened = await openDatabase({ dataDir: target });
    try {
      expect(await snapshotTables(reopened)).toEqual(before);
      await usable(reopened);
    } finally {
      await reopened.close();
    }
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("backup and restore of a PostgreSQL database (pg_dump, DATABASE_URL)", () => {
  const created: string[] = [];
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const freshDatabaseUrl = async (label: string) => {
    const name = `test_backup_${label}_${process.pid}_${Date.now().toString(36)}`;
    await admin((c) => c.query(`create database ${name}`));
    created.push(name);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(() =>
    admin(async (c) => {
      for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
    }),
  );

  it("restores every row into an empty database and refuses one with tables", { timeout: 120_000 }, async () => {
    const sourceUrl = await freshDatabaseUrl("src");
    const database = await openDatabase({ dataDir: "unused", databaseUrl: sourceUrl });
    let before: Record<string, string[]>;
    try {
      await fillThroughTheApp(database);
      before = await snapshotTables(database);
      // Online: pg_dump runs while the app's pool is connected.
      const file = join(work, "pg.pgdump");
      const { kind } = await backup({ dataDir: "unused", databaseUrl: sourceUrl }, file);
      expect(kind).toBe("postgres");
      expect(modeOf(file)).toBe(0o600);
      await expect(restore(file, { dataDir: "unused", databaseUrl: sourceUrl })).rejects.toThrow(
        /Refusing to restore into a database that already has tables/,
      );
      const targetUrl = await freshDatabaseUrl("dst");
      const restored = await cli("restore", file, { DATABASE_URL: targetUrl });
      expect(restored, restored.stderr).toMatchObject({ code: 0 });
      const reopened = await openDatabase({ dataDir: "unused", databaseUrl: targetUrl });
      try {
        expect(await snapshotTables(reopened)).toEqual(before);
        await usable(reopened);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.close();
    }
    expectEveryTableFilled(before);
  });
});
