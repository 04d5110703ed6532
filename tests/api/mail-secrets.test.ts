import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { openDatabase } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { migrate } from "../../src/server/migrate";
import { eraseRenterDetails } from "../../src/server/requests/erase-renter-details";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { buildTestApp, setUpTestApp } from "../helpers/test-app";

const LICENCE = "D1234-5678";

/** Every file under `dir`, as paths relative to it, that holds `needle`'s bytes. */
function filesHolding(dir: string, needle: string): string[] {
  const found: string[] = [];
  const bytes = Buffer.from(needle, "utf8");
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else if (readFileSync(path).includes(bytes)) found.push(relative(dir, path));
  };
  walk(dir);
  return found;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const inTwoMonths = addDays(todayInDominica(), 60);
const form = (vehicleId: number) =>
  filledRequestForm(vehicleId, { startDate: inTwoMonths, endDate: addDays(inTwoMonths, 2) });

// The data directory's bytes are PGlite's; PostgreSQL's live on its server.
describe.skipIf(Boolean(process.env.DATABASE_URL))("secrets at rest in the data directory", () => {
  it("holds no status-link token anywhere, and the licence number only in the request's own row", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-secrets-"));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    await migrate(database);
    const app = await buildTestApp(database);
    const { company } = await createCompany(database.db);
    const vehicle = await createVehicle(database.db, { companyId: company.id });
    const response = await app.inject({ method: "POST", url: "/api/booking-requests", payload: form(vehicle.id) });
    expect(response.statusCode).toBe(201);
    const token = new URL(response.json().statusUrl).pathname.split("/").at(-1) ?? "";
    expect(token).toHaveLength(43);
    expect(await database.db.$count(mailOutbox)).toBe(2); // the receipt waits in the outbox
    // The request's row keeps the licence for the company (until the erasure): its files, and the WAL.
    const bookingFiles = (await database.db.execute(
      sql`select pg_relation_filepath(oid) as path from pg_class
          where oid = 'bookings'::regclass or oid = (select reltoastrelid from pg_class where oid = 'bookings'::regclass)`,
    )) as unknown as { rows: { path: string }[] };
    const own = bookingFiles.rows.map((row) => row.path);
    await app.close();
    await database.close();

    expect(filesHolding(dataDir, token)).toEqual([]);
    const withLicence = filesHolding(dataDir, LICENCE);
    expect(withLicence.length).toBeGreaterThan(0); // the search does find what is there
    expect(
      withLicence.filter((path) => !own.some((file) => path.endsWith(file)) && !path.startsWith("pg_wal")),
    ).toEqual([]);
  });
});

describe("renter-data erasure", () => {
  const t = setUpTestApp();
  it("clears the address of the outbox's mails to the renter, and keeps the company's", async () => {
    const { company } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const payload = form(vehicle.id);
    expect((await t.app.inject({ method: "POST", url: "/api/booking-requests", payload })).statusCode).toBe(201);
    await eraseRenterDetails(t.db, 1, new Date(`${addDays(inTwoMonths, 30)}T12:00:00Z`));
    const rows = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.kind, row.toAddress])).toEqual([
      ["request-receipt", null],
      ["company-request", company.contactEmail],
    ]);
    expect(JSON.stringify(rows)).not.toContain(payload.email);
  });
});
