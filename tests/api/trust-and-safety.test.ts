import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../src/domain/account-status";
import { BOOKING_DATE_MESSAGES } from "../../src/domain/booking-period";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { ALREADY_REQUESTED, OWN_VEHICLE, REQUEST_LIMITS, TOO_MANY_WAITING } from "../../src/domain/requests/refusals";
import { tryAgainMessage } from "../../src/domain/try-again-message";
import { NUL_MESSAGE } from "../../src/server/nul-characters";
import { TOO_MANY_UPLOADS } from "../../src/server/vehicles/image-uploads";
import { ARCHIVED_BY_ADMIN } from "../../src/server/vehicles/owner-routes";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { createTestApp, login, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const days = (from: number, to: number) => ({ startDate: addDays(today, from), endDate: addDays(today, to) });

const setActive = (id: number, isActive: boolean) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/users/${id}`,
    headers: { cookie: actors.admin.cookie },
    payload: { isActive },
  });

describe("account states", () => {
  it("suspends an approved account: no login, no session, no route; reactivation restores it", async () => {
    const { user } = await createCompany(t.db);
    const cookie = await login(t.app, user.username, user.password);
    expect((await setActive(user.id, false)).json().status).toBe("suspended");

    const stale = await t.app.inject({ method: "GET", url: "/api/company/vehicles", headers: { cookie } });
    expect(stale.statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: user.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.suspended);
    // A wrong password is answered as for anyone, so the state is no oracle for guessers.
    const guess = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "not-the-password" },
    });
    expect(guess.statusCode).toBe(401);

    expect((await setActive(user.id, true)).json().status).toBe("active");
    const back = await login(t.app, user.username, user.password);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/vehicles", headers: { cookie: back } })).statusCode,
    ).toBe(200);
  });

  it("takes every power from a deactivated admin", async () => {
    const other = await createUser(t.db, { isAdmin: true, role: "admin", isActive: true });
    const cookie = await login(t.app, other.username, other.password);
    await setActive(other.id, false);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } })).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: other.username, password: other.password },
    });
    expect(relogin.statusCode).toBe(403);
  });

  it("lets a pending company set up its fleet but not book", async () => {
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "pending_co",
        password: "password123",
        fullName: "Pending Co",
        email: "pending@example.com",
        phone: "7674401234",
        companyName: "Pending Co",
      },
    });
    expect(registered.json().status).toBe("pending");
    const cookie = registered.headers["set-cookie"]?.toString().split(";")[0] ?? "";
    expect((await t.app.inject({ method: "GET", url: "/api/company/vehicles", headers: { cookie } })).statusCode).toBe(
      200,
    );
    const listed = await createVehicle(t.db, { companyId: actors.other.company.id });
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie },
      payload: { vehicleId: listed.id, ...days(3, 5) },
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().message).toBe(ACCOUNT_MESSAGES.pendingCannotBook);
    // Turning off an account that was never on leaves it pending, not suspended.
    expect((await setActive(registered.json().id, false)).json().status).toBe("pending");
  });
});

describe("bookings are bounded", () => {
  it("refuses a rental of eight thousand years, and one longer than 180 days", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.other.company.id });
    for (const [endDate, message] of [
      ["9999-12-31", BOOKING_DATE_MESSAGES.endRequired],
      [addDays(today, 200), BOOKING_DATE_MESSAGES.tooLong],
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { cookie: actors.own.cookie },
        payload: { vehicleId: vehicle.id, startDate: addDays(today, 1), endDate },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("refuses a company booking its own vehicle", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: actors.own.cookie },
      payload: { vehicleId: vehicle.id, ...days(2, 3) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(OWN_VEHICLE);
  });

  it("caps an account's pending requests at one per vehicle and five in all, the visitors' limits", async () => {
    const customer = await createUser(t.db, { role: "customer", isActive: true });
    const cookie = await login(t.app, customer.username, customer.password);
    const fleet = await Promise.all(
      Array.from({ length: REQUEST_LIMITS.pendingPerEmail + 1 }, () =>
        createVehicle(t.db, { companyId: actors.other.company.id }),
      ),
    );
    const request = (vehicleId: number, n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { cookie },
        payload: { vehicleId, ...days(n, n) },
      });
    for (const [n, vehicle] of fleet.slice(0, REQUEST_LIMITS.pendingPerEmail).entries()) {
      expect((await request(vehicle.id, n + 1)).statusCode).toBe(201);
    }
    const second = await request(fleet[0]?.id ?? 0, 9);
    expect([second.statusCode, second.json().message]).toEqual([409, ALREADY_REQUESTED]);
    const sixth = await request(fleet[REQUEST_LIMITS.pendingPerEmail]?.id ?? 0, 9);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, TOO_MANY_WAITING]);
  });
});

describe("archives and images", () => {
  it("keeps a vehicle an admin archived out of its owner's reach until an admin restores it", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const archive = (cookie: string, isArchived: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/vehicles/${vehicle.id}/archive`,
        headers: { cookie },
        payload: { isArchived },
      });
    expect((await archive(actors.admin.cookie, true)).statusCode).toBe(200);
    const owner = await archive(actors.own.cookie, false);
    expect([owner.statusCode, owner.json().message]).toEqual([403, ARCHIVED_BY_ADMIN]);
    expect((await archive(actors.admin.cookie, false)).statusCode).toBe(200);
    // Archived by its owner, the owner may bring it back.
    expect((await archive(actors.own.cookie, true)).statusCode).toBe(200);
    expect((await archive(actors.own.cookie, false)).statusCode).toBe(200);
  });

  it("shows an archived vehicle's image to its company and admins only", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ image: (await makeImage()).dataUrl }),
    });
    const { id, image } = created.json();
    const get = (cookie?: string) => t.app.inject({ method: "GET", url: image, headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: `/api/vehicles/${id}/archive`,
      headers: { cookie: actors.own.cookie },
      payload: { isArchived: true },
    });
    expect((await get()).statusCode).toBe(404);
    expect((await get(actors.other.cookie)).statusCode).toBe(404);
    const own = await get(actors.own.cookie);
    expect([own.statusCode, own.headers["cache-control"]]).toEqual([200, "private, max-age=31536000, immutable"]);
    expect((await get(actors.admin.cookie)).statusCode).toBe(200);
  });
});

describe("hostile input is a 4xx, never a 500", () => {
  it.each([
    ["/api/companies/2147483648", 400],
    ["/api/images/2147483648", 400],
    ["/api/vehicles/2147483648/unavailability", 401],
    ["/api/vehicles?start=0000-01-01&end=0000-01-01", 400],
    ["/api/vehicles?minPrice=1e308", 400],
  ])("GET %s answers %i", async (url, status) => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(status);
  });

  // Found by a 100,000-request fuzz run: PostgreSQL fails a whole statement on a NUL character.
  it.each([
    ["GET", "/api/vehicles?q=a%00b", undefined, "q"],
    ["GET", "/api/vehicles/facets?q=%00", undefined, "q"],
    ["POST", "/api/login", { username: "a\u0000b", password: "x" }, "username"],
  ] as const)("refuses a NUL character: %s %s", async (method, url, payload, field) => {
    const response = await t.app.inject({ method, url, ...(payload && { payload }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, errors: [{ field, message: NUL_MESSAGE }] });
  });

  it("refuses a NUL character deep in a logged-in body, writing nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput({ make: "Toy\u0000ota" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "make", message: NUL_MESSAGE }]);
  });

  it("answers a vehicle for a company that does not exist with 404", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.admin.cookie },
      payload: validVehicleInput({ companyId: 2_000_000_000 }),
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses phones without ten digits and over-long emails at registration", async () => {
    const base = {
      username: "phone_test",
      password: "password123",
      fullName: "Phone Test",
      email: "phone@example.com",
      companyName: "Phone Test",
    };
    for (const payload of [
      { ...base, phone: "----------" },
      { ...base, phone: "7674401234", email: `${"a".repeat(250)}@b.dm` },
    ]) {
      expect((await t.app.inject({ method: "POST", url: "/api/register", payload })).statusCode).toBe(400);
    }
  });
});

describe("abuse budgets", () => {
  it("refuses bodies over 32 KB except on image routes, and never inflates a compressed body", async () => {
    const big = { username: "x".repeat(40_000), password: "password123" };
    const tooLarge = await t.app.inject({ method: "POST", url: "/api/login", payload: big });
    expect(tooLarge.statusCode).toBe(413);
    const compressed = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-encoding": "br" },
      payload: brotliCompressSync(Buffer.from(JSON.stringify({ username: "a", password: "b".repeat(8_000_000) }))),
    });
    expect(compressed.statusCode).toBeGreaterThanOrEqual(400);
    expect(compressed.statusCode).toBeLessThan(500);
  });

  it("answers a visitor 401 before reading what it sends", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { "content-type": "application/json" },
      payload: "{ not even json",
    });
    expect(response.statusCode).toBe(401);
  });

  it("limits image uploads per account, answering when to try again", async () => {
    const limited = await createTestApp({ rateLimits: { images: 1 } });
    try {
      const { user } = await createCompany(limited.db);
      const cookie = await login(limited.app, user.username, user.password);
      const upload = async () =>
        limited.app.inject({
          method: "POST",
          url: "/api/vehicles",
          headers: { cookie },
          payload: validVehicleInput({ image: (await makeImage()).dataUrl }),
        });
      expect((await upload()).statusCode).toBe(201);
      const second = await upload();
      expect([second.statusCode, second.json().message]).toEqual([429, tryAgainMessage(TOO_MANY_UPLOADS, 60)]);
      expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
      // Without a new image a save costs nothing.
      const plain = await limited.app.inject({
        method: "POST",
        url: "/api/vehicles",
        headers: { cookie },
        payload: validVehicleInput(),
      });
      expect(plain.statusCode).toBe(201);
      // A gallery photo draws on the same budget.
      const photo = await limited.app.inject({
        method: "POST",
        url: `/api/vehicles/${plain.json().id}/images`,
        headers: { cookie },
        payload: { image: (await makeImage()).dataUrl },
      });
      expect([photo.statusCode, photo.json().message]).toEqual([429, tryAgainMessage(TOO_MANY_UPLOADS, 60)]);
    } finally {
      await limited.close();
    }
  });
});
