import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { TOO_MANY_REQUESTS_FROM_ACCOUNT, TOO_MANY_REQUESTS_SENT } from "../../src/domain/requests/refusals";
import { TEXT_MESSAGES } from "../../src/domain/text-fields";
import { COMPANY_ID_NOT_FOUND } from "../../src/server/auth/guard";
import { BODY_LIMIT, ONE_UPLOAD_AT_A_TIME, TOO_MANY_UPLOADS } from "../../src/server/vehicles/image-uploads";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import { filledRequestForm } from "../helpers/request-form";
import { createTestApp, login, setUpActors, setUpTestApp, TEST_PUBLIC_URL, type TestApp } from "../helpers/test-app";

// Issue 37, point 6: clean input, clean output.

const t = setUpTestApp();
const actors = setUpActors(t);
const own = () => ({ cookie: actors.own.cookie });

const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, response.json()];
const fieldRefusal = (field: string, message: string) => [
  400,
  expect.objectContaining({ errors: [{ field, message }] }),
];

describe("names on one line, without text-direction controls", () => {
  it("registration refuses a company name on two lines", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: "two_lines",
        password: "password123",
        fullName: "Ana Owner",
        email: "two.lines@example.com",
        phone: "7674401234",
        companyName: "Nature Isle Rentals\r\nReference: DR-FAKE1",
      },
    });
    expect(refusal(response)).toEqual(fieldRefusal("companyName", TEXT_MESSAGES.oneLine));
  });

  it("the company profile refuses a name that reverses its letters", async () => {
    const current = (await t.app.inject({ url: "/api/company/profile", headers: own() })).json();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/company/profile",
      headers: own(),
      payload: { ...current, name: "Rentals \u202Emoc.evil\u202C" },
    });
    expect(refusal(response)).toEqual(fieldRefusal("name", TEXT_MESSAGES.directionControls));
  });

  it("a vehicle's make is one line", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: own(),
      payload: validVehicleInput({ make: "Toyota\nFree upgrade" }),
    });
    expect(refusal(response)).toEqual(fieldRefusal("make", TEXT_MESSAGES.oneLine));
  });

  it("a booking request refuses a renter's name with an isolate control, and records nothing", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const today = todayInDominica();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(
        vehicle.id,
        { startDate: addDays(today, 5), endDate: addDays(today, 8) },
        { fullName: "Ana \u2067Visitor\u2069" },
      ),
    });
    expect(refusal(response)).toEqual(fieldRefusal("fullName", TEXT_MESSAGES.directionControls));
  });

  it("a company's decision message may have lines but no direction controls", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/bookings/1",
      headers: own(),
      payload: { status: "rejected", message: "Sorry.\n\u202Eyap ot kniL" },
    });
    expect(refusal(response)).toEqual(fieldRefusal("message", TEXT_MESSAGES.directionControls));
  });
});

describe("an image that is none", () => {
  const upload = async (payload: string, contentType = "application/json") => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    return t.app.inject({
      method: "POST",
      url: `/api/vehicles/${vehicle.id}/images`,
      headers: { ...own(), "content-type": contentType },
      payload,
    });
  };
  const NOT_AN_IMAGE = "The file is not a valid image";

  it.each([
    ["an empty data URL", "data:image/png;base64,"],
    ["a data URL of no base64 at all", "data:image/png;base64,!!!!"],
    ["garbage bytes", `data:image/png;base64,${Buffer.from("GIF89a but not really").toString("base64")}`],
    ["a PNG cut short", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"],
  ])("%s is a 400 naming the image", async (_case, image) => {
    expect(refusal(await upload(JSON.stringify({ image })))).toEqual(fieldRefusal("image", NOT_AN_IMAGE));
  });

  it("an empty data URL as a new vehicle's picture is a 400 naming the image", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: own(),
      payload: validVehicleInput({ image: "data:image/jpeg;base64," }),
    });
    expect(refusal(response)).toEqual(fieldRefusal("image", NOT_AN_IMAGE));
  });

  it("a zero-length body is a 400, and a multipart one is refused as not JSON", async () => {
    expect((await upload("")).statusCode).toBe(400);
    const multipart = await upload("", "multipart/form-data; boundary=x");
    expect(refusal(multipart)).toEqual([415, { message: "Requests must be sent as application/json" }]);
  });
});

describe("writes come from the site's own address", () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: "", ...headers } });

  it("PUBLIC_URL's origin may write", async () => {
    expect((await logout({ origin: TEST_PUBLIC_URL })).statusCode).toBe(200);
  });

  it("another origin may not, even with a Host header that names it", async () => {
    for (const origin of ["https://evil.example", "http://rent.example.dm:8080", "https://rent.example.dm"]) {
      const response = await logout({ origin, host: new URL(origin).host });
      expect(refusal(response)).toEqual([403, { message: "Cross-site requests are not allowed" }]);
    }
  });

  it("an origin in TRUSTED_ORIGINS may write", async () => {
    const trusting = await createTestApp({ trustedOrigins: ["https://admin.rent.example.dm"] });
    try {
      const inject = (origin: string) =>
        trusting.app.inject({ method: "POST", url: "/api/logout", headers: { origin } });
      expect((await inject("https://admin.rent.example.dm")).statusCode).toBe(200);
      expect((await inject(TEST_PUBLIC_URL)).statusCode).toBe(200);
      expect((await inject("https://other.example")).statusCode).toBe(403);
    } finally {
      await trusting.close();
    }
  });
});

describe("per-account limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { images: 1 }, requests: { perSenderPerHour: 1 } });
  });
  afterAll(() => limited.close());

  it("an image body larger than any form is paid for before it is read", async () => {
    // An unapproved company, made in a moment: its large bodies cost its budget before a byte is read.
    const pending = await createCompany(limited.db, { user: { isActive: false } });
    const cookie = await login(limited.app, pending.user.username, pending.user.password);
    const vehicle = await createVehicle(limited.db, { companyId: pending.company.id });
    // Not JSON: read, it would be a 400; refused before it is read, it is a 429.
    const unreadable = "x".repeat(BODY_LIMIT + 1);
    const send = () =>
      limited.app.inject({
        method: "POST",
        url: `/api/vehicles/${vehicle.id}/images`,
        headers: { cookie, "content-type": "application/json" },
        payload: unreadable,
      });
    expect((await send()).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toMatch(new RegExp(`^${TOO_MANY_UPLOADS}: try again in \\d+ (seconds?|minutes?)`));
  });

  it("an account's large bodies are read one at a time; a sender who leaves frees the turn", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const url = `${await t.app.listen({ port: 0, host: "127.0.0.1" })}/api/vehicles/${vehicle.id}/images`;
    const headers = { ...own(), "content-type": "application/json" };
    const large = () => fetch(url, { method: "POST", headers, body: "x".repeat(BODY_LIMIT + 1) });
    /** Sends large bodies until one is answered `status`, as the slow one's headers may arrive late. */
    async function until(status: number) {
      for (let tries = 0; tries < 100; tries++) {
        const response = await large();
        if (response.status === status) return response.json();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`never answered ${status}`);
    }
    // A body of 4 × 32 KB announced, of which the first bytes only are sent: it is still arriving.
    const slow = httpRequest(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(4 * BODY_LIMIT) },
    });
    slow.on("error", () => {});
    slow.write('{"image":"data:image/png;base64,');
    try {
      expect(await until(429)).toEqual({ message: ONE_UPLOAD_AT_A_TIME });
    } finally {
      slow.destroy();
    }
    // Read now (and not JSON): its own answer.
    expect(await until(400)).toMatchObject({ message: expect.any(String) });
  });

  it("a large body from an account without a company is refused before it is read", async () => {
    const renter = await createUser(limited.db, { role: "renter", isActive: true });
    const cookie = await login(limited.app, renter.username, renter.password);
    const response = await limited.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie, "content-type": "application/json" },
      payload: "x".repeat(BODY_LIMIT + 1),
    });
    expect(refusal(response)).toEqual([403, { message: COMPANY_ID_NOT_FOUND }]);
  });

  it("a small image pays once; a vehicle saved without a new one is free", async () => {
    const company = await createCompany(limited.db);
    const cookie = await login(limited.app, company.user.username, company.user.password);
    const post = (payload: object) =>
      limited.app.inject({ method: "POST", url: "/api/vehicles", headers: { cookie }, payload });
    expect((await post(validVehicleInput())).statusCode).toBe(201);
    expect((await post(validVehicleInput())).statusCode).toBe(201);
    const { dataUrl } = await makeImage("png", 60, 40);
    expect((await post(validVehicleInput({ image: dataUrl }))).statusCode).toBe(201);
    expect((await post(validVehicleInput({ image: dataUrl }))).statusCode).toBe(429);
  });

  it("booking requests count per account when signed in, per address otherwise", async () => {
    const { company } = await createCompany(limited.db);
    const vehicle = await createVehicle(limited.db, { companyId: company.id });
    const today = todayInDominica();
    let week = 0;
    const form = () => {
      week++;
      return filledRequestForm(vehicle.id, {
        startDate: addDays(today, 7 * week),
        endDate: addDays(today, 7 * week + 2),
      });
    };
    const renters = await Promise.all([1, 2].map(() => createUser(limited.db, { role: "renter", isActive: true })));
    const [first, second] = await Promise.all(renters.map((r) => login(limited.app, r.username, r.password)));
    const hotel = "198.51.100.40";
    const send = (cookie?: string, remoteAddress = hotel) =>
      limited.app.inject({
        method: "POST",
        url: "/api/booking-requests",
        headers: cookie ? { cookie } : {},
        payload: form(),
        remoteAddress,
      });

    // Two guests behind one hotel's address, each signed in, and a visitor there without an account.
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    // Each account has had its hour's one, wherever it sends from; so has the address.
    const again = await send(first, "203.0.113.99");
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(new RegExp(`^${TOO_MANY_REQUESTS_FROM_ACCOUNT}: try again in`));
    const visitor = await send();
    expect(visitor.statusCode).toBe(429);
    expect(visitor.json().message).toMatch(new RegExp(`^${TOO_MANY_REQUESTS_SENT}: try again in`));
  });
});
