import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SYNC_NEEDS_APPROVAL,
  TOO_MANY_COMPANY_SYNCS,
  TOO_MANY_IMPORT_SYNCS,
} from "../../src/server/calendar-sync/routes";
import { openDatabase } from "../../src/server/db/client";
import { calendarImports } from "../../src/server/db/schema";
import { withJobLock } from "../../src/server/jobs/scheduled-job";
import { createCompany, createVehicle } from "../helpers/factories";
import { createTestApp, login, setUpTestApp } from "../helpers/test-app";

/** Fetching other servers' calendars is a privilege of approved, active companies. */
const t = setUpTestApp({ calendarSync: { allowPrivateAddresses: true } });

/** A calendar server that records which paths were fetched. */
const fetched: string[] = [];
let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    fetched.push(request.url ?? "");
    response
      .writeHead(200, { "content-type": "text/calendar" })
      .end("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A company in the given standing with one vehicle whose calendar is `/<name>.ics`. */
async function companyWithImport(db: typeof t.db, name: string, standing: "active" | "pending" | "suspended") {
  const { company, user } = await createCompany(db, {
    user: { isActive: standing === "active", approvedAt: standing === "pending" ? null : new Date() },
  });
  const vehicle = await createVehicle(db, { companyId: company.id });
  const [row] = await db
    .insert(calendarImports)
    .values({ vehicleId: vehicle.id, url: `${origin}/${name}.ics` })
    .returning();
  return { user, importId: row?.id ?? 0 };
}

describe("Sync now", () => {
  it("is refused (403) to a company awaiting approval, and nothing is fetched", async () => {
    const pending = await companyWithImport(t.db, "pending-now", "pending");
    const cookie = await login(t.app, pending.user.username, pending.user.password);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/company/calendar-imports/${pending.importId}/sync`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: SYNC_NEEDS_APPROVAL });
    expect(fetched).not.toContain("/pending-now.ics");
  });
});

describe("Adding a calendar", () => {
  it("by a company awaiting approval keeps it for the first sync: added (201), nothing fetched", async () => {
    const pending = await companyWithImport(t.db, "pending-existing", "pending");
    const cookie = await login(t.app, pending.user.username, pending.user.password);
    const [existing] = await t.db.select().from(calendarImports).where(eq(calendarImports.id, pending.importId));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/company/calendar-imports",
      headers: { cookie },
      payload: { vehicleId: existing?.vehicleId, url: `${origin}/pending-added.ics` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lastSyncedAt: null, lastError: null });
    expect(fetched).not.toContain("/pending-added.ics");
  });
});

describe("Sync now is throttled", () => {
  it("once a minute per calendar and a few a minute per company, each refusal a 429 with Retry-After", async () => {
    const throttled = await createTestApp({
      calendarSync: { allowPrivateAddresses: true, syncsPerMinute: { import: 1, company: 3 } },
    });
    try {
      const first = await companyWithImport(throttled.db, "throttled-1", "active");
      const cookie = await login(throttled.app, first.user.username, first.user.password);
      const vehicleOf = async (importId: number) =>
        (await throttled.db.select().from(calendarImports).where(eq(calendarImports.id, importId)))[0]?.vehicleId ?? 0;
      const others = [];
      for (const name of ["throttled-2", "throttled-3"]) {
        const [row] = await throttled.db
          .insert(calendarImports)
          .values({ vehicleId: await vehicleOf(first.importId), url: `${origin}/${name}.ics` })
          .returning();
        others.push(row?.id ?? 0);
      }
      const syncNow = (importId: number) =>
        throttled.app.inject({
          method: "POST",
          url: `/api/company/calendar-imports/${importId}/sync`,
          headers: { cookie },
        });

      expect((await syncNow(first.importId)).statusCode).toBe(200);
      const again = await syncNow(first.importId);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ message: `${TOO_MANY_IMPORT_SYNCS}: try again in 1 minute` });
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(50);
      expect(fetched.filter((path) => path === "/throttled-1.ics")).toHaveLength(1);

      // The company's third sync this minute is its last, whichever calendar and however asked.
      expect((await syncNow(others[0] ?? 0)).statusCode).toBe(200);
      const option = await throttled.app.inject({
        method: "PATCH",
        url: `/api/company/calendar-imports/${others[0]}`,
        headers: { cookie },
        payload: { importFreeEvents: true },
      });
      expect(option.statusCode).toBe(200);
      const fourth = await syncNow(others[1] ?? 0);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(`${TOO_MANY_COMPANY_SYNCS}: try again in 1 minute`);
      expect(fetched).not.toContain("/throttled-3.ics");
    } finally {
      await throttled.close();
    }
  });
});

describe("the schedule", () => {
  it("fetches only the calendars of active companies", async () => {
    const scheduled = await createTestApp({ calendarSync: { allowPrivateAddresses: true, intervalMinutes: 0.002 } });
    try {
      await companyWithImport(scheduled.db, "active", "active");
      await companyWithImport(scheduled.db, "pending", "pending");
      // Suspended from the start: suspending it after the schedule had begun would let a round see it active.
      await companyWithImport(scheduled.db, "suspended", "suspended");
      await expect
        .poll(() => fetched.filter((path) => path === "/active.ics").length, { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(fetched).not.toContain("/pending.ics");
      expect(fetched).not.toContain("/suspended.ics");
    } finally {
      await scheduled.close();
    }
  });
});

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)("a scheduled job on two instances (runs only with DATABASE_URL)", () => {
  it("runs on one instance at a time: the other skips its round while the first holds the lock", async () => {
    // Two pools on one server, as two app instances have: advisory locks need no table.
    const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ dataDir: "unused", databaseUrl: serverUrl })));
    if (!a || !b) throw new Error("no database");
    try {
      let release = () => {};
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const first = withJobLock(a, "two-instances", async () => {
        started();
        await holding;
      });
      await running;
      let ranOnB = false;
      expect(
        await withJobLock(b, "two-instances", async () => {
          ranOnB = true;
        }),
      ).toBe(false);
      expect(ranOnB).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(
        await withJobLock(b, "two-instances", async () => {
          ranOnB = true;
        }),
      ).toBe(true);
      expect(ranOnB).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
