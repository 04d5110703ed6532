import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { sessions } from "../../src/server/db/schema";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 9: paged search, facets, and the public cache with its invalidation by writes. */
const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

type AdminCompany = { id: number; userId: number };
type Listed = { id: number; company: { id: number }; dailyPrice: number };

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}
const idsOf = async (url: string) => ((await get(url)).json() as Listed[]).map((v) => v.id);

let plain: number[] = [];
let featured: number[] = [];
let plainCompanyId = 0;

beforeAll(async () => {
  // The actors' companies are public and have no vehicles; these two bring 30 between them.
  const ordinary = await createCompany(t.db, { name: "Plain Hire" });
  plainCompanyId = ordinary.company.id;
  for (let i = 0; i < 25; i++) {
    plain.push(
      (
        await createVehicle(t.db, {
          companyId: ordinary.company.id,
          type: i % 2 ? "suv" : "sedan",
          dailyPrice: 40 + i,
          deposit: 100 + i * 10,
          image: i === 3 ? "/api/images/7" : null,
        })
      ).id,
    );
  }
  const star = await createCompany(t.db, { name: "Star Hire", user: { isFeatured: true } });
  for (let i = 0; i < 5; i++) {
    featured.push((await createVehicle(t.db, { companyId: star.company.id, type: "van", dailyPrice: 200 })).id);
  }
  plain = plain.sort((a, b) => a - b);
  featured = featured.sort((a, b) => a - b);
});

describe("GET /api/vehicles paging", () => {
  it("answers the first 24 with featured companies' vehicles first, the total and a next link", async () => {
    const response = await get("/api/vehicles");
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as Listed[]).map((v) => v.id);
    expect(ids).toEqual([...featured, ...plain].slice(0, 24));
    expect(response.headers["x-total-count"]).toBe("30");
    expect(response.headers.link).toBe('</api/vehicles?page=2&pageSize=24>; rel="next"');
  });

  it("pages on without overlap, keeping the filters in its links", async () => {
    const first = await get("/api/vehicles?type=suv&pageSize=5");
    expect(first.headers["x-total-count"]).toBe("12");
    expect(first.headers.link).toBe('</api/vehicles?page=2&pageSize=5&type=suv>; rel="next"');
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await idsOf(`/api/vehicles?type=suv&pageSize=5&page=${page}`)));
    expect(pages).toHaveLength(12);
    expect(new Set(pages).size).toBe(12);
    const last = await get("/api/vehicles?type=suv&pageSize=5&page=3");
    expect(last.headers.link).toBe('</api/vehicles?page=2&pageSize=5&type=suv>; rel="prev"');
  });

  it("answers an empty page past the end with the true total", async () => {
    const response = await get("/api/vehicles?page=50&pageSize=60");
    expect(response.json()).toEqual([]);
    expect(response.headers["x-total-count"]).toBe("30");
    expect(response.headers.link).toBe('</api/vehicles?page=1&pageSize=60>; rel="prev"');
  });

  it("orders and counts a dated search the same way, on every page and past the end", async () => {
    // Before the factory's papers expire (day 200), which makes every vehicle busy from then on.
    const dates = `start=${day(150)}&end=${day(151)}`;
    expect(await idsOf(`/api/vehicles?${dates}&pageSize=60`)).toEqual([...featured, ...plain]);
    const second = await get(`/api/vehicles?${dates}&pageSize=5&page=2`);
    expect(second.headers["x-total-count"]).toBe("30");
    expect((second.json() as Listed[]).map((v) => v.id)).toEqual([...featured, ...plain].slice(5, 10));
    const pastEnd = await get(`/api/vehicles?${dates}&pageSize=5&page=9`);
    expect(pastEnd.json()).toEqual([]);
    expect(pastEnd.headers["x-total-count"]).toBe("30");
  });

  it.each([
    ["page=0", "page", "page must be 1 or more"],
    ["page=abc", "page", "page must be a number"],
    ["pageSize=61", "pageSize", "pageSize must be between 1 and 60"],
    ["pageSize=0", "pageSize", "pageSize must be between 1 and 60"],
  ])("%s → 400", async (query, field, message) => {
    const response = await get(`/api/vehicles?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});

describe("GET /api/vehicles/facets", () => {
  it("counts per type with the lowest price and one image, and the highest price and deposit", async () => {
    const response = await get("/api/vehicles/facets");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 30,
      maxDailyPrice: 200,
      maxDeposit: 340,
      types: [
        { type: "sedan", count: 13, minDailyPrice: 40, image: null },
        { type: "suv", count: 12, minDailyPrice: 41, image: "/api/images/7" },
        { type: "van", count: 5, minDailyPrice: 200, image: null },
      ],
    });
  });

  it("applies the filters, and says null when nothing matches", async () => {
    expect((await get("/api/vehicles/facets?type=van")).json()).toMatchObject({ total: 5, maxDailyPrice: 200 });
    expect((await get("/api/vehicles/facets?q=nothing-like-this")).json()).toEqual({
      total: 0,
      maxDailyPrice: null,
      maxDeposit: null,
      types: [],
    });
    expect((await get("/api/vehicles/facets?minPrice=9&maxPrice=1")).statusCode).toBe(400);
  });
});

describe("the public cache", () => {
  it("answers If-None-Match with 304 and the same ETag", async () => {
    const first = await get("/api/vehicles?type=sedan");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/api/vehicles?type=sedan", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get("/api/companies", { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("keys on the parsed query: spelling and order of parameters do not matter", async () => {
    const a = await get("/api/vehicles?type=suv&minPrice=50&page=1");
    const b = await get("/api/vehicles?minPrice=50.0&type=suv");
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
  });

  it("sends stored brotli and gzip bytes of the same JSON", async () => {
    const plainBody = (await get("/api/vehicles?pageSize=60")).body;
    const br = await get("/api/vehicles?pageSize=60", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plainBody);
    const gzip = await get("/api/vehicles?pageSize=60", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plainBody);
    expect(br.headers.vary).toContain("Accept-Encoding");
  });

  it("is bounded: the least recently used answers go first", async () => {
    const { AnswerCache, makeAnswer } = await import("../../src/server/catalogue/cache");
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 10_000 });
    cache.set("a", makeAnswer("[1]"));
    cache.set("b", makeAnswer("[2]"));
    cache.get("a");
    cache.set("c", makeAnswer("[3]"));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map((x) => x?.body.bytes.toString())).toEqual([
      "[1]",
      undefined,
      "[3]",
    ]);
    const small = new AnswerCache({ maxEntries: 100, maxBytes: 700 });
    for (let i = 0; i < 10; i++) small.set(String(i), makeAnswer(JSON.stringify("x".repeat(100))));
    expect(small.totalBytes).toBeLessThanOrEqual(700);
    expect(small.size).toBe(2);
  });

  it("answers a logged-in visitor without looking the session up (its last-seen time stays)", async () => {
    const { user, cookie } = actors.other;
    const longAgo = new Date(Date.now() - 6 * 60 * 60 * 1000);
    const lastSeen = async () =>
      (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]?.at;
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, user.id));
    expect((await get("/api/vehicles", { cookie })).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(longAgo);
    expect((await get("/api/user", { cookie })).statusCode).toBe(200);
    expect(await lastSeen()).not.toEqual(longAgo);
  });

  it("keys on Dominica's day: an answer from before midnight there is not served after it", async () => {
    const { catalogue } = t.app;
    const url = `/api/vehicles?start=${day(1)}&end=${day(2)}&pageSize=3`;
    try {
      // 23:59:30 and 00:00:30 in Dominica (UTC−4) are 03:59:30 and 04:00:30 UTC.
      catalogue.clock = () => new Date("2030-06-01T03:59:30Z");
      await get(url);
      const before = catalogue.cache.size;
      await get(url);
      expect(catalogue.cache.size).toBe(before);
      catalogue.clock = () => new Date("2030-06-01T04:00:30Z");
      await get(url);
      expect(catalogue.cache.size).toBe(before + 1);
    } finally {
      catalogue.clock = () => new Date();
    }
  });
});

describe("a write is visible in the very next public answer", () => {
  const listed = async (url = "/api/vehicles?pageSize=60") => idsOf(url);

  it("a new vehicle, then its archiving", async () => {
    await listed();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ make: "Fresh", model: "Arrival" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await listed("/api/vehicles?q=fresh")).toEqual([id]);
    expect((await get(`/api/companies/${actors.own.company.id}/vehicles`)).json()).toHaveLength(1);

    const archived = await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${id}/archive`,
      headers: { cookie: actors.own.cookie },
      payload: { isArchived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await listed("/api/vehicles?q=fresh")).toEqual([]);
    expect((await get(`/api/companies/${actors.own.company.id}/vehicles`)).json()).toEqual([]);
  });

  it("an unavailability period and a confirmed booking, in a dated search", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, make: "Dated", model: "One" });
    const search = `/api/vehicles?q=dated&start=${day(10)}&end=${day(12)}`;
    expect(await listed(search)).toEqual([vehicle.id]);
    const period = await t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/unavailability`,
      headers: { cookie: actors.own.cookie },
      payload: { vehicleId: vehicle.id, startDate: day(11), endDate: day(11) },
    });
    expect(period.statusCode, period.body).toBe(201);
    expect(await listed(search)).toEqual([]);

    const later = `/api/vehicles?q=dated&start=${day(20)}&end=${day(22)}`;
    expect(await listed(later)).toEqual([vehicle.id]);
    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const booking = await createBooking(t.db, {
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: day(21),
      endDate: day(21),
    });
    expect(await listed(later)).toEqual([vehicle.id]); // pending does not block
    const approved = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: actors.own.cookie },
      payload: { status: "confirmed" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await listed(later)).toEqual([]);
  });

  it("an admin's company toggles and user activation", async () => {
    const company = `/api/companies/${plainCompanyId}`;
    expect((await get(company)).statusCode).toBe(200);
    expect((await get("/api/vehicles/facets")).json().total).toBeGreaterThanOrEqual(30);
    const admin = { cookie: actors.admin.cookie };

    const archive = await t.app.inject({
      method: "PATCH",
      url: company,
      headers: admin,
      payload: { isArchived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await get(company)).statusCode).toBe(404);
    expect((await get(`${company}/vehicles`)).statusCode).toBe(404);
    expect(await listed()).not.toContain(plain[0]);
    await t.app.inject({ method: "PATCH", url: company, headers: admin, payload: { isArchived: false } });
    expect(await listed()).toContain(plain[0]);

    const before = (await get("/api/companies")).json() as { id: number }[];
    const hideLanding = await t.app.inject({
      method: "PATCH",
      url: company,
      headers: admin,
      payload: { isLandingPageEnabled: false },
    });
    expect(hideLanding.statusCode).toBe(200);
    const after = (await get("/api/companies")).json() as { id: number }[];
    expect(before.map((c) => c.id)).toContain(plainCompanyId);
    expect(after.map((c) => c.id)).not.toContain(plainCompanyId);

    const all = (await t.app.inject({ url: "/api/companies/all", headers: admin })).json() as AdminCompany[];
    const account = all.find((c) => c.id === plainCompanyId);
    expect(account?.userId).toBeTruthy();
    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${account?.userId}`,
      headers: admin,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await listed()).not.toContain(plain[0]);
    expect((await get("/api/vehicles/facets")).json().total).toBe(
      Number((await get("/api/vehicles")).headers["x-total-count"]),
    );
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${account?.userId}`,
      headers: admin,
      payload: { isActive: true },
    });
    expect(await listed()).toContain(plain[0]);
  });
});
