import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { adminActions, companies, mailOutbox } from "../../src/server/db/schema";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { adminOnlyMatrix, headersAs, setUpActors, setUpRenter, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);
const admin = () => ({ cookie: actors.admin.cookie });

const get = (url: string) => t.app.inject({ method: "GET", url, headers: admin() });
const send = (method: "PATCH" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin(), ...(payload && { payload }) });

const entriesAbout = (targetKind: "company" | "user" | "vehicle" | "mail", targetId: number) =>
  t.db
    .select()
    .from(adminActions)
    .where(sql`${adminActions.targetKind} = ${targetKind} and ${adminActions.targetId} = ${targetId}`)
    // In the order written: without one, PostgreSQL may return them in any order.
    .orderBy(adminActions.id);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const today = todayInDominica();

describe("who may read the admin's oversight routes", () => {
  const urls = ["/api/admin/audit-log", "/api/admin/requests", "/api/admin/companies/:own"];
  for (const template of urls) {
    it.each(adminOnlyMatrix)(`${template}: %s (%s) answers %i`, async (_name, actor, status) => {
      const url = template.replace(":own", String(actors.own.company.id));
      const response = await t.app.inject({ method: "GET", url, headers: headersAs(actors, renter, actor) });
      expect(response.statusCode, response.body).toBe(status);
    });
  }

  it("GET /api/admin/companies/:id is a 404 for no such company", async () => {
    const response = await get("/api/admin/companies/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Company ID 999999 not found");
  });
});

describe("validation and pagination bounds", () => {
  const cases: [url: string, field: string, message: string][] = [
    ["/api/admin/audit-log?page=0", "page", "page must be 1 or more"],
    ["/api/admin/audit-log?page=10001", "page", "page must be at most 10000"],
    ["/api/admin/audit-log?page=1.5", "page", "page must be a whole number"],
    ["/api/admin/audit-log?pageSize=0", "pageSize", "pageSize must be between 1 and 100"],
    ["/api/admin/audit-log?pageSize=101", "pageSize", "pageSize must be between 1 and 100"],
    ["/api/admin/audit-log?pageSize=many", "pageSize", "pageSize must be a number"],
    ["/api/admin/audit-log?targetKind=booking", "targetKind", "targetKind is not a kind of row the log records"],
    ["/api/admin/audit-log?targetId=3", "targetKind", "targetKind is needed with targetId"],
    ["/api/admin/audit-log?targetKind=company&targetId=0", "targetId", "targetId must be a positive number"],
    ["/api/admin/requests?status=lost", "status", "status is not a booking status"],
    ["/api/admin/requests?companyId=x", "companyId", "companyId must be a number"],
    ["/api/admin/requests?from=2026-02-30", "from", "Must be a date written YYYY-MM-DD"],
    ["/api/admin/requests?from=2026-03-02&to=2026-03-01", "to", "to must be on or after from"],
    ["/api/admin/requests?pageSize=101", "pageSize", "pageSize must be between 1 and 100"],
    ["/api/admin/companies/abc", "id", "Company ID must be a number"],
  ];
  it.each(cases)("%s: 400 naming %s", async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});

describe("the audit log", () => {
  it("records every admin write with who, what, when, before and after", async () => {
    const { company, user } = await createCompany(t.db, { user: { isActive: false } });
    const vehicle = await createVehicle(t.db, { companyId: company.id, type: "sedan" });
    const [dead] = await t.db
      .insert(mailOutbox)
      .values({
        kind: "company-registered",
        companyId: company.id,
        messageId: `<audit-${company.id}@test>`,
        status: "failed",
        attempts: 8,
      })
      .returning();
    if (!dead) throw new Error("no mail");
    const writes: [method: "PATCH" | "POST" | "DELETE", url: string, payload: object | undefined][] = [
      ["POST", `/api/admin/users/${user.id}/reject`, { reason: "No trade licence" }],
      ["PATCH", `/api/admin/users/${user.id}`, { isActive: true }],
      ["PATCH", `/api/companies/${company.id}`, { isArchived: true }],
      ["PATCH", `/api/admin/vehicles/${vehicle.id}/type`, { type: "suv" }],
      ["PATCH", `/api/admin/vehicles/${vehicle.id}`, { dailyPrice: 99 }],
      ["POST", `/api/admin/mails/${dead.id}/retry`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }

    const [rejected, approved] = await entriesAbout("user", user.id);
    expect(rejected).toMatchObject({
      action: "account-rejected",
      adminUserId: actors.admin.user.id,
      adminUsername: actors.admin.user.username,
      before: { status: "pending", rejectionReason: null },
      after: { status: "pending", rejectionReason: "No trade licence" },
    });
    expect(rejected?.before).not.toHaveProperty("passwordHash");
    expect(approved).toMatchObject({
      action: "account-updated",
      before: { isActive: false },
      after: { isActive: true },
    });
    const [archived] = await entriesAbout("company", company.id);
    expect(archived).toMatchObject({
      action: "company-updated",
      before: { isArchived: false },
      after: { isArchived: true },
    });
    const [typed, edited] = await entriesAbout("vehicle", vehicle.id);
    expect(typed).toMatchObject({ action: "vehicle-type-changed", before: { type: "sedan" }, after: { type: "suv" } });
    expect(edited).toMatchObject({ action: "vehicle-edited", after: { dailyPrice: 99 } });
    const [retried] = await entriesAbout("mail", dead.id);
    expect(retried).toMatchObject({
      action: "mail-retried",
      before: { status: "failed" },
      after: { status: "queued" },
    });

    const deleted = await send("DELETE", `/api/admin/companies/${company.id}`);
    expect(deleted.statusCode).toBe(200);
    const [, removal] = await entriesAbout("company", company.id);
    expect(removal).toMatchObject({
      action: "company-deleted",
      before: { id: company.id, name: company.name },
      after: null,
    });
  });

  it("writes no entry for a change that failed", async () => {
    const { user } = await createCompany(t.db);
    // An approved account cannot be rejected: 409, and nothing logged.
    const refused = await send("POST", `/api/admin/users/${user.id}/reject`, { reason: "Too late" });
    expect(refused.statusCode).toBe(409);
    expect(await entriesAbout("user", user.id)).toEqual([]);
    // No such company: 404, and nothing logged.
    expect((await send("PATCH", "/api/companies/999998", { isArchived: true })).statusCode).toBe(404);
    expect(await entriesAbout("company", 999998)).toEqual([]);
  });

  it("undoes the change when its entry cannot be written", async () => {
    const { company } = await createCompany(t.db);
    const constraint = `admin_actions_refuse_${company.id}`;
    await t.db.execute(
      sql.raw(`alter table admin_actions add constraint ${constraint} check (target_id <> ${company.id}) not valid`),
    );
    try {
      const response = await send("PATCH", `/api/companies/${company.id}`, { isArchived: true });
      expect(response.statusCode).toBe(400);
      const [row] = await t.db
        .select({ isArchived: companies.isArchived })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row?.isArchived).toBe(false);
    } finally {
      await t.db.execute(sql.raw(`alter table admin_actions drop constraint ${constraint}`));
    }
  });

  it("answers pages newest first, filtered by target", async () => {
    const { company } = await createCompany(t.db);
    for (const isLandingPageEnabled of [false, true, false]) {
      expect((await send("PATCH", `/api/companies/${company.id}`, { isLandingPageEnabled })).statusCode).toBe(200);
    }
    const first = (await get(`/api/admin/audit-log?targetKind=company&targetId=${company.id}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(
      first.entries.map((e: { after: { isLandingPageEnabled: boolean } }) => e.after.isLandingPageEnabled),
    ).toEqual([false, true]);
    const second = (
      await get(`/api/admin/audit-log?targetKind=company&targetId=${company.id}&pageSize=2&page=2`)
    ).json();
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0].after.isLandingPageEnabled).toBe(false);
    const beyond = (await get(`/api/admin/audit-log?targetKind=company&targetId=${company.id}&page=50`)).json();
    expect(beyond).toMatchObject({ entries: [], total: 3, page: 50 });
  });
});

describe("response figures and the company's detail", () => {
  it("counts received, answered and expired requests and the median answer time, in the list and the detail", async () => {
    const { company, user } = await createCompany(t.db);
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const sender = await createUser(t.db, { role: "renter", isActive: true });
    let week = 0;
    const request = (status: "pending" | "confirmed" | "rejected" | "expired", answeredAfter?: number) =>
      createBooking(t.db, {
        userId: sender.id,
        vehicleId: vehicle.id,
        startDate: addDays(today, 30 + 7 * ++week),
        endDate: addDays(today, 31 + 7 * week),
        status,
        createdAt: minutesAgo(600),
        ...(answeredAfter !== undefined && { decidedAt: new Date(minutesAgo(600).getTime() + answeredAfter * 60_000) }),
      });
    await request("confirmed", 10);
    await request("rejected", 30);
    await request("confirmed", 120);
    await request("expired", 1440);
    await request("pending");
    const figures = { requestsReceived: 5, requestsAnswered: 3, requestsExpired: 1, medianAnswerMinutes: 30 };
    const listed = (await get("/api/companies/all")).json().find((row: { id: number }) => row.id === company.id);
    expect(listed).toMatchObject(figures);
    const detail = await get(`/api/admin/companies/${company.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      company: { id: company.id, ...figures, registeredAt: company.createdAt.toISOString() },
      profile: { id: company.id, address: company.address, currency: "USD" },
      ownerEmail: user.email,
      vehicles: [{ id: vehicle.id, make: vehicle.make, model: vehicle.model, isArchived: false }],
    });
  });
});

describe("GET /api/admin/requests", () => {
  it("lists every company's requests newest first, filtered by status, company and day sent, paged", async () => {
    const one = await createCompany(t.db);
    const two = await createCompany(t.db);
    const sender = await createUser(t.db, { role: "renter", isActive: true });
    const send = async (companyId: number, status: "pending" | "confirmed", createdAt: Date) => {
      const vehicle = await createVehicle(t.db, { companyId });
      return createBooking(t.db, {
        userId: sender.id,
        vehicleId: vehicle.id,
        startDate: addDays(today, 40),
        endDate: addDays(today, 41),
        status,
        createdAt,
      });
    };
    const older = await send(one.company.id, "pending", new Date("2026-03-01T15:00:00Z"));
    const newer = await send(one.company.id, "confirmed", new Date("2026-03-03T15:00:00Z"));
    const elsewhere = await send(two.company.id, "pending", new Date("2026-03-02T15:00:00Z"));
    const ids = async (query: string) =>
      (await get(`/api/admin/requests?${query}`)).json().requests.map((r: { id: number }) => r.id);

    expect(await ids(`companyId=${one.company.id}`)).toEqual([newer.id, older.id]);
    expect(await ids(`companyId=${one.company.id}&status=pending`)).toEqual([older.id]);
    expect(await ids("from=2026-03-02&to=2026-03-02")).toEqual([elsewhere.id]);
    expect(await ids(`from=2026-03-01&to=2026-03-03&companyId=${two.company.id}`)).toEqual([elsewhere.id]);
    const page = (await get(`/api/admin/requests?companyId=${one.company.id}&pageSize=1&page=2`)).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.requests).toEqual([
      expect.objectContaining({
        id: older.id,
        status: "pending",
        company: { id: one.company.id, name: one.company.name },
        vehicle: expect.objectContaining({ id: older.vehicleId }),
      }),
    ]);
  });
});
