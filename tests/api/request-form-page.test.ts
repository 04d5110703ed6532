import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings } from "../../src/server/db/schema";
import { createBooking, createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

/**
 * A minimal built client with the app's entry, which the plain form's page must leave out, and as
 * its server build the app's own entry-server from the sources: the header is the app's.
 */
const root = mkdtempSync(join(tmpdir(), "client-shell-"));
const clientDir = join(root, "client");
mkdirSync(clientDir);
mkdirSync(join(root, "ssr"));
writeFileSync(
  join(root, "ssr", "entry-server.js"),
  `export * from ${JSON.stringify(resolve("src/client/entry-server.tsx"))};`,
);
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Shell</title><script type="module" crossorigin src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>',
);
const t = setUpTestApp({ clientDir, requests: { perSenderPerHour: 10_000 } });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const today = todayInDominica();
const period = { startDate: addDays(today, 10), endDate: addDays(today, 12) };
let vehicleId: number;
let companyUserId: number;
let companyLogin: { username: string; password: string };

beforeAll(async () => {
  const { company, user } = await createCompany(t.db, { name: "Island Wheels" });
  companyUserId = user.id;
  companyLogin = user;
  vehicleId = (await createVehicle(t.db, { companyId: company.id, make: "Toyota", model: "RAV4" })).id;
});

const KEY = "plain-form-key-0001";

/** The filled Book Now form as a browser sends it: urlencoded, ticks "on" or absent. */
function encoded(overrides: Record<string, unknown> = {}) {
  const { vehicleId: _id, extras: _extras, ...fields } = filledRequestForm(vehicleId, period, overrides);
  const body = new URLSearchParams({ idempotencyKey: `${KEY}-${Math.random().toString(36).slice(2)}` });
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) body.set(name, "on");
    else if (value !== false && value !== undefined) body.set(name, String(value));
  }
  return body;
}

const post = (body: URLSearchParams, headers: Record<string, string> = { origin: TEST_PUBLIC_URL }) =>
  t.app.inject({
    method: "POST",
    url: `/vehicles/${vehicleId}/request`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: body.toString(),
    remoteAddress: "203.0.113.40",
  });

const requestsOf = async (email: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicleId))).filter(
    (row) => (row.renter as { email?: string } | null)?.email === email,
  );

describe("the booking request as a plain HTML form (issue 41)", () => {
  it("is a page without the app's scripts: the fields, the page's dates and a fresh Idempotency-Key, kept private", async () => {
    const url = `/vehicles/${vehicleId}/request?start=${period.startDate}&end=${period.endDate}`;
    const [first, second] = [await t.app.inject({ url }), await t.app.inject({ url })];
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const html = first.body;
    expect(html).not.toContain("<script");
    expect(html).toContain(`<form method="post" action="/vehicles/${vehicleId}/request"`);
    expect(html).toContain(`name="startDate" class=`);
    expect(html).toContain(`value="${period.startDate}"`);
    expect(html).toContain(`value="${period.endDate}"`);
    for (const name of [
      "fullName",
      "email",
      "phone",
      "phoneCountry",
      "dateOfBirth",
      "driverLicenseNumber",
      "paymentMethod",
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    const key = (page: string) => /name="idempotencyKey" value="([\w-]+)"/.exec(page)?.[1];
    expect(key(html)).toMatch(/^[\w-]{16,}$/);
    expect(key(second.body)).not.toBe(key(html));
  });

  it("records the request and answers its receipt: reference, a plain WhatsApp link and the status link", async () => {
    const body = encoded({ email: "plain@example.com" });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toContain("<script");
    expect(response.body).toMatch(/Request DR-[2-9A-Z]{5} recorded/);
    expect(response.body).toMatch(/<a [^>]*href="https:\/\/wa\.me\/[^"]+"[^>]*>Open WhatsApp<\/a>/);
    const status = /href="(\/requests\/[\w-]{43})"/.exec(response.body)?.[1];
    expect(status).toBeDefined();
    expect((await t.app.inject({ url: `/api/booking-requests/${status?.slice(10)}` })).statusCode).toBe(200);
    expect(await requestsOf("plain@example.com")).toHaveLength(1);
  });

  it("sits in the site's header, as every public page, in the visitor's language and for who is signed in", async () => {
    const header = (html: string) => /<header\b.*<\/header>/s.exec(html)?.[0] ?? "";
    const url = `/vehicles/${vehicleId}/request?start=${period.startDate}&end=${period.endDate}`;
    const english = header((await t.app.inject({ url })).body);
    // The brand links Home, the main navigation names the public pages, and Login is offered.
    expect(english).toMatch(/<a href="\/"[^>]*>.*Dominica Car Rental.*?<\/a>/s);
    expect(english).toContain('<nav aria-label="Main"');
    for (const [href, name] of [
      ["/", "Home"],
      ["/vehicles", "Vehicles"],
      ["/companies", "Companies"],
      ["/auth", "Login"],
    ]) {
      expect(english).toMatch(new RegExp(`<a href="${href}"[^>]*>${name}</a>`));
    }
    // The language and currency links come back to this form with its dates.
    expect(english).toContain(
      `href="/vehicles/${vehicleId}/request?start=${period.startDate}&amp;end=${period.endDate}&amp;lang=fr"`,
    );
    expect(english).toContain(
      `href="/vehicles/${vehicleId}/request?start=${period.startDate}&amp;end=${period.endDate}&amp;currency=XCD"`,
    );

    const french = header((await t.app.inject({ url: `${url}&lang=fr` })).body);
    expect(french).toContain('<nav aria-label="Menu principal"');
    for (const [href, name] of [
      ["/", "Accueil"],
      ["/vehicles", "Véhicules"],
      ["/auth", "Connexion"],
    ]) {
      expect(french).toMatch(new RegExp(`<a href="${href}"[^>]*>${name}</a>`));
    }

    // A signed-in company user sees their own header: their name and Dashboard, no Login.
    const cookie = await login(t.app, companyLogin.username, companyLogin.password);
    const signedIn = header((await t.app.inject({ url, headers: { cookie } })).body);
    expect(signedIn).toContain(companyLogin.username);
    expect(signedIn).toMatch(/<a href="\/company\/dashboard"[^>]*>Dashboard/);
    expect(signedIn).not.toContain(">Login</a>");

    // The receipt and a vehicle not found sit in it too.
    const receipt = await post(encoded({ email: "header@example.com" }));
    expect(receipt.statusCode).toBe(201);
    expect(header(receipt.body)).toContain('<nav aria-label="Main"');
    expect(receipt.body.indexOf("</header>")).toBeLessThan(receipt.body.indexOf('data-testid="request-recorded"'));
    expect(header((await t.app.inject({ url: "/vehicles/999999/request" })).body)).toContain(">Vehicles</a>");
  });

  it("records a double submit once, answering both with the same receipt", async () => {
    const body = encoded({ email: "twice@example.com" });
    const [first, second] = [await post(body), await post(body)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.body).toBe(first.body);
    expect(await requestsOf("twice@example.com")).toHaveLength(1);
  });

  it.each([
    ["fullName", { fullName: "" }, "Full name is required"],
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["phone", { phone: "" }, "Phone number is required"],
    ["endDate", { endDate: addDays(today, 9) }, "End date cannot be before start date"],
  ])(
    "refuses a missing or wrong %s with its message beside it, keeping what was typed",
    async (field, overrides, message) => {
      const body = encoded({ nationality: "Dominican <typed>", ...overrides });
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(
        `id="${field}-message" role="alert" class="text-sm font-medium text-destructive">${message}`,
      );
      expect(response.body).toContain('value="Dominican &lt;typed&gt;"');
      expect(response.body).toContain(`value="${body.get("driverLicenseNumber")}"`);
      // A new key: the refused one is spent (an edited form sent with it would be a reused key).
      expect(response.body).not.toContain(`value="${body.get("idempotencyKey")}"`);
    },
  );

  it("refuses taken dates with 409 and the spec's sentence, the form kept", async () => {
    const startDate = addDays(today, 40);
    await createBooking(t.db, { userId: companyUserId, vehicleId, startDate, endDate: startDate, status: "confirmed" });
    const response = await post(encoded({ email: "taken@example.com", startDate, endDate: addDays(startDate, 2) }));
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatch(/The vehicle is booked on [^<]+\. Choose other dates\./);
    expect(response.body).toContain('value="taken@example.com"');
    expect(await requestsOf("taken@example.com")).toHaveLength(0);
  });

  it("refuses a form posted from another site, recording nothing", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await post(encoded({ email: "evil@example.com" }), headers);
      expect(response.statusCode).toBe(403);
    }
    expect(await requestsOf("evil@example.com")).toHaveLength(0);
  });

  it("takes a urlencoded body on its own route only: the API's writes stay JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
      payload: encoded({ vehicleId }).toString(),
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 404 for a vehicle that is not listed", async () => {
    expect((await t.app.inject({ url: "/vehicles/999999/request" })).statusCode).toBe(404);
  });
});

describe("the plain form's per-address limit", () => {
  const limited = setUpTestApp({ clientDir, requests: { perSenderPerHour: 1 } });
  it("is the API's: past it the form comes back with 429 and the message", async () => {
    const { company } = await createCompany(limited.db);
    const vehicle = await createVehicle(limited.db, { companyId: company.id });
    const send = (email: string) => {
      const body = new URLSearchParams(encoded({ email }));
      return limited.app.inject({
        method: "POST",
        url: `/vehicles/${vehicle.id}/request`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
        payload: body.toString(),
        remoteAddress: "203.0.113.41",
      });
    };
    expect((await send("one@example.com")).statusCode).toBe(201);
    const refused = await send("two@example.com");
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('value="two@example.com"');
  });

  it("refuses hostile fields with a 400 that records nothing, and hostile addresses with a 404, never a 500", async () => {
    const hostile = ["", "\u0000", "x".repeat(5000), "' or 1=1 --", "2026-02-30", "-1", "1e400", "abc", "%_\\"];
    const fields = [
      "fullName",
      "email",
      "phone",
      "startDate",
      "endDate",
      "dateOfBirth",
      "pickupLocation",
      "idempotencyKey",
    ];
    for (const [n, field] of fields.entries()) {
      const body = encoded({ email: `hostile-${n}@example.com` });
      body.set(field, hostile[n % hostile.length] as string);
      body.append("unknownField", "x".repeat(5000));
      const answer = await post(body);
      // A key not of the key's form is no key: the request is recorded without one. Every other value is refused.
      if (field === "idempotencyKey") expect(answer.statusCode).toBe(201);
      else {
        expect(answer.statusCode, `${field}: ${answer.body.slice(0, 200)}`).toBe(400);
        expect(await requestsOf(`hostile-${n}@example.com`)).toEqual([]);
      }
    }
    for (const id of ["abc", "0", "-1", "2147483648", "99999999999999999999", "1e3"]) {
      const answer = await t.app.inject({
        method: "POST",
        url: `/vehicles/${id}/request`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
        payload: encoded().toString(),
        remoteAddress: "203.0.113.41",
      });
      expect(answer.statusCode, id).toBe(404);
    }
  });
});

describe("the plain form starts at the pick-up place the visitor searched for", () => {
  /** The value of the option the server marked chosen in a select. */
  const chosen = (html: string, name: string) =>
    new RegExp(`<select[^>]*name="${name}"[^>]*>(?:(?!</select>).)*?<option value="([\\w-]+)" selected>`, "s").exec(
      html,
    )?.[1];

  it("chooses it for pick-up and return where the company offers it; an unknown place keeps the default", async () => {
    const url = `/vehicles/${vehicleId}/request?start=${period.startDate}&end=${period.endDate}`;
    // Island Wheels has set no places: it offers the spec's five.
    const airport = (await t.app.inject({ url: `${url}&pickup=canefield_airport` })).body;
    expect(chosen(airport, "pickupLocation")).toBe("canefield_airport");
    expect(chosen(airport, "dropoffLocation")).toBe("canefield_airport");
    const unknown = (await t.app.inject({ url: `${url}&pickup=the_moon` })).body;
    expect(chosen(unknown, "pickupLocation")).toBe("roseau");
    expect(chosen(unknown, "dropoffLocation")).toBe("roseau");
  });

  it("keeps the company's own first place when it does not offer the one searched for", async () => {
    const { company, user } = await createCompany(t.db, { name: "Harbour Cars" });
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const cookie = await login(t.app, user.username, user.password);
    const place = { name: null, area: null, opens: null, closes: null, afterHoursFee: 0 };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/companies/${company.id}/places`,
      headers: { cookie },
      payload: {
        places: [
          { ...place, kind: "town", name: "Portsmouth", fee: 0 },
          { ...place, kind: "douglas_charles_airport", fee: 25 },
        ],
        oneWayReturns: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `/vehicles/${vehicle.id}/request`;
    expect(chosen((await t.app.inject({ url: `${url}?pickup=douglas_charles_airport` })).body, "pickupLocation")).toBe(
      "douglas_charles_airport",
    );
    // Roseau is not this company's: no option is marked, so the browser shows its first, Portsmouth.
    const roseau = (await t.app.inject({ url: `${url}?pickup=roseau` })).body;
    expect(chosen(roseau, "pickupLocation")).toBeUndefined();
    expect(roseau).toContain('<option value="portsmouth">');
  });
});
