import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, mailOutbox, vehicleUnavailability } from "../../src/server/db/schema";
import { expireRequests } from "../../src/server/requests/expire-requests";
import {
  createBooking,
  createCompany,
  createUnavailability,
  createUser,
  createVehicle,
  rentalTotal,
} from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { buildTestApp, login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

const t = setUpTestApp({ requests: { perSenderPerHour: 10_000 } });
const today = todayInDominica();
const start = addDays(today, 10);
const end = addDays(today, 16); // 7 days

let companyId: number;
let companyEmail: string;
let vehicleId: number;
let vehicle: Awaited<ReturnType<typeof createVehicle>>;

beforeAll(async () => {
  const { company } = await createCompany(t.db, { phone: "+17674482211" });
  companyId = company.id;
  companyEmail = company.contactEmail;
  vehicle = await createVehicle(t.db, { companyId, make: "Toyota", model: "RAV4", deposit: 500 });
  vehicleId = vehicle.id;
});

afterEach(async () => {
  await t.db.delete(mailOutbox);
});

/** A filled Book Now form for the test vehicle, each with its own renter unless told. */
const form = (overrides: Record<string, unknown> = {}) =>
  filledRequestForm(vehicleId, { startDate: start, endDate: end }, overrides);

const send = (payload: Record<string, unknown>, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/booking-requests", payload, remoteAddress });
const view = (token: string) => t.app.inject({ method: "GET", url: `/api/booking-requests/${token}` });
const tokenOf = (statusUrl: string) => statusUrl.split("/").pop() ?? "";

describe("POST /api/booking-requests", () => {
  it("records a visitor's request with the server's price, a reference, a status link and WhatsApp text", async () => {
    const response = await send(form({ language: "fr", currency: "XCD" }));
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const created = response.json();
    expect(created).toMatchObject({
      status: "pending",
      startDate: start,
      endDate: end,
      totalPrice: rentalTotal(vehicle, start, end),
      deposit: 500,
    });
    expect(created.reference).toMatch(/^DR-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}$/);
    expect(created.statusUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/requests/[A-Za-z0-9_-]{43}$`));
    const whatsapp = decodeURIComponent(created.whatsappUrl);
    expect(created.whatsappUrl).toMatch(/^https:\/\/wa\.me\/17674482211\?text=/);
    // The company's inbox entry, never the renter's secret link.
    expect(whatsapp).toContain(
      `Request ${created.reference}: ${TEST_PUBLIC_URL}/company/dashboard?request=${created.reference}`,
    );
    expect(whatsapp).not.toContain(tokenOf(created.statusUrl));
    expect(whatsapp).toContain("Customer speaks: French");

    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, created.reference));
    expect(row).toMatchObject({ userId: null, status: "pending", language: "fr", currency: "XCD" });
    expect(row?.renter).toMatchObject({ phone: "+12127365000", driverLicenseNumber: "D1234-5678" });
    // Only the link's hash is kept.
    expect(row?.statusTokenHash).not.toContain(tokenOf(created.statusUrl));
    expect(new Date(created.expiresAt).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
  });

  it("writes the renter's receipt and the company's notice to the outbox with the request", async () => {
    const created = (await send(form({ email: "Receipt@Example.com", language: "fr" }))).json();
    const mails = await rendered(t.db, t.db.select().from(mailOutbox).orderBy(mailOutbox.id));
    expect(mails.map((m) => m.toAddress)).toEqual(["receipt@example.com", companyEmail]);
    expect(mails[0]?.subject).toContain(`Demande ${created.reference}`);
    expect(mails[0]?.textBody).toContain(created.statusUrl);
    expect(mails[1]?.subject).toBe(`New request ${created.reference}: Toyota RAV4 (${vehicle.year})`);
    expect(mails[1]?.textBody).not.toContain("D1234-5678");
    expect(mails[1]?.textBody).toContain(`${TEST_PUBLIC_URL}/company/dashboard?request=${created.reference}`);
  });

  it("gives the company nothing that reads, withdraws or claims the renter's request", async () => {
    const created = (await send(form({ email: "secret-keeper@example.com" }))).json();
    const token = tokenOf(created.statusUrl);
    // The WhatsApp text and a withdrawal's mail too: everything the company ever receives.
    const withdrawn = (await send(form({ email: "withdrawer@example.com" }))).json();
    await t.app.inject({ method: "POST", url: `/api/booking-requests/${tokenOf(withdrawn.statusUrl)}/cancel` });
    const toCompany = await rendered(
      t.db,
      t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, companyEmail)),
    );
    expect(toCompany.map((m) => m.subject)).toEqual([
      `New request ${created.reference}: Toyota RAV4 (${vehicle.year})`,
      `New request ${withdrawn.reference}: Toyota RAV4 (${vehicle.year})`,
      `Request ${withdrawn.reference} withdrawn by the renter`,
    ]);
    const received = [
      decodeURIComponent(created.whatsappUrl),
      decodeURIComponent(withdrawn.whatsappUrl),
      ...toCompany.flatMap((m) => [m.subject, m.textBody]),
    ].join("\n");
    for (const secret of [token, tokenOf(withdrawn.statusUrl)]) expect(received).not.toContain(secret);
    expect(received).not.toContain("/requests/");
    expect(received).toContain(`/company/dashboard?request=${withdrawn.reference}`);

    // Whatever in it looks like a token opens nothing: not the status page, a withdrawal or a sign-up claim.
    const candidates = [...new Set([...received.matchAll(/[A-Za-z0-9_-]{43}/g)].map((m) => m[0]))];
    for (const guess of [...candidates, created.reference]) {
      expect((await view(guess)).statusCode).not.toBe(200);
      const cancel = await t.app.inject({ method: "POST", url: `/api/booking-requests/${guess}/cancel` });
      expect(cancel.statusCode).not.toBe(200);
      const claim = await t.app.inject({
        method: "POST",
        url: "/api/renters",
        payload: {
          fullName: "Curious Company",
          email: `claim-${candidates.indexOf(guess) + 1}@example.com`,
          password: "password123",
          phone: "767 225 1234",
          nationality: "Canadian",
          requestToken: guess,
        },
      });
      expect(claim.statusCode).toBe(400);
    }
    expect((await view(token)).json()).toMatchObject({ status: "pending" });
  });

  it("refuses dates that are taken, naming them", async () => {
    const { user } = await createCompany(t.db);
    await createBooking(t.db, {
      userId: user.id,
      vehicleId,
      startDate: addDays(start, 1),
      endDate: addDays(start, 2),
      status: "confirmed",
    });
    await createUnavailability(t.db, { vehicleId, startDate: end, endDate: end });
    const response = await send(form());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^The vehicle is booked from .+ to .+ and on .+\. Choose other dates\.$/);
    await t.db.delete(bookings).where(eq(bookings.status, "confirmed"));
    await t.db.delete(vehicleUnavailability).where(eq(vehicleUnavailability.vehicleId, vehicleId));
  });

  it("answers the form's validation messages, every field named", async () => {
    const response = await send({ vehicleId });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(["fullName", "email", "phone", "nationality", "driverLicenseNumber"]),
    );
    const badPhone = await send(form({ phone: "12" }));
    expect(badPhone.json().errors).toEqual([
      { field: "phone", message: "Enter the phone number with its country code, e.g. +1 767 448 2211" },
    ]);
    const pastStart = await send(form({ startDate: addDays(today, -1) }));
    expect(pastStart.statusCode).toBe(400);
  });

  it("refuses hostile values with a 400 naming the field, and records nothing", async () => {
    const before = await t.db.$count(bookings);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: "x".repeat(201) }, "fullName"],
      [{ phoneCountry: "XX" }, "phoneCountry"],
      [{ language: "de" }, "language"],
      [{ currency: "EUR" }, "currency"],
      [{ vehicleId: "1; drop table bookings" }, "vehicleId"],
      [{ visitingLocations: "y".repeat(501) }, "visitingLocations"],
    ];
    for (const [overrides, field] of cases) {
      const response = await send(form(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await t.db.$count(bookings)).toBe(before);
  });

  it("refuses an unknown or unlisted vehicle", async () => {
    expect((await send(form({ vehicleId: 999_999 }))).statusCode).toBe(404);
    const { company } = await createCompany(t.db, { isArchived: true });
    const hidden = await createVehicle(t.db, { companyId: company.id });
    const response = await send(form({ vehicleId: hidden.id }));
    expect(response.statusCode).toBe(409);
  });

  it("holds one waiting request per vehicle and five in all per email", async () => {
    const email = "busy@example.com";
    expect((await send(form({ email }))).statusCode).toBe(201);
    const again = await send(form({ email: "BUSY@example.com" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("You already have a request waiting for this vehicle");
    for (let i = 0; i < 4; i++) {
      const other = await createVehicle(t.db, { companyId });
      expect((await send(form({ email, vehicleId: other.id }))).statusCode).toBe(201);
    }
    const sixth = await createVehicle(t.db, { companyId });
    const refused = await send(form({ email, vehicleId: sixth.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You already have 5 requests waiting. Wait for the companies to answer them.");
  });

  it("refuses a form that filled the hidden field, and records nothing", async () => {
    const before = await t.db.$count(bookings);
    const response = await send(form({ website: "http://spam.example" }));
    expect(response.statusCode).toBe(400);
    expect(await t.db.$count(bookings)).toBe(before);
  });

  it("limits requests per address with a 429 that says when to try again", async () => {
    const limited = await buildTestApp(t.database, { requests: { perSenderPerHour: 2 } });
    try {
      const sendTo = (address: string) =>
        limited.inject({ method: "POST", url: "/api/booking-requests", payload: form(), remoteAddress: address });
      expect((await sendTo("198.51.100.1")).statusCode).toBe(201);
      expect((await sendTo("198.51.100.1")).statusCode).toBe(201);
      const refused = await sendTo("198.51.100.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json().message).toMatch(
        /^Too many booking requests from this connection: try again in \d+ minutes?\.?$/,
      );
      expect((await sendTo("198.51.100.2")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/booking-requests/:token", () => {
  it("shows the renter the request, without the licence number or date of birth", async () => {
    const created = (await send(form())).json();
    const response = await view(tokenOf(created.statusUrl));
    expect(response.statusCode).toBe(200);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    const request = response.json();
    expect(request).toMatchObject({
      reference: created.reference,
      status: "pending",
      mayCancel: true,
      pickupLocation: "roseau",
      renter: { fullName: "Ana Visitor", phone: "+12127365000" },
      vehicle: { id: vehicleId, make: "Toyota", model: "RAV4" },
      company: { id: companyId },
    });
    expect(request.timeline.map((s: { step: string }) => s.step)).toEqual(["sent"]);
    // The lines the total was reached by, as the quote gave them when it was sent.
    const quote = (
      await t.app.inject({ url: `/api/vehicles/${vehicleId}/quote?startDate=${start}&endDate=${end}` })
    ).json();
    expect(request.priceLines).toEqual(quote.lines);
    expect(request.totalPrice).toBe(quote.total);
    expect(response.body).not.toContain("D1234-5678");
    expect(response.body).not.toContain("1988-01-31");
  });

  it("answers 404 for a link nobody has, and 400 for one that cannot be a link", async () => {
    expect((await view("A".repeat(43))).statusCode).toBe(404);
    expect((await view("short")).statusCode).toBe(400);
  });
});

describe("POST /api/booking-requests/:token/cancel", () => {
  it("withdraws a waiting request, tells the company, and refuses a second time", async () => {
    const created = (await send(form())).json();
    const token = tokenOf(created.statusUrl);
    await t.db.delete(mailOutbox);
    const response = await t.app.inject({ method: "POST", url: `/api/booking-requests/${token}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", mayCancel: false });
    expect(response.json().timeline.map((s: { step: string }) => s.step)).toEqual(["sent", "cancelled"]);
    const [mail] = await rendered(t.db, t.db.select().from(mailOutbox));
    expect(mail).toMatchObject({
      toAddress: companyEmail,
      subject: `Request ${created.reference} withdrawn by the renter`,
    });
    expect(mail?.textBody).toContain(`${TEST_PUBLIC_URL}/company/dashboard?request=${created.reference}`);
    const again = await t.app.inject({ method: "POST", url: `/api/booking-requests/${token}/cancel` });
    expect(again.statusCode).toBe(409);
  });
});

describe("request expiry", () => {
  it("ends requests whose time is up and tells each renter once", async () => {
    const created = (await send(form({ email: "late@example.com" }))).json();
    const later = new Date(new Date(created.expiresAt).getTime() + 1000);
    expect(
      await expireRequests(t.db, { publicUrl: TEST_PUBLIC_URL, mail: t.app.mail, now: later }),
    ).toBeGreaterThanOrEqual(1);
    expect((await view(tokenOf(created.statusUrl))).json()).toMatchObject({ status: "expired", mayCancel: false });
    const mails = await rendered(
      t.db,
      t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "late@example.com")),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Request ${created.reference} sent to ${(await view(tokenOf(created.statusUrl))).json().company.name}`,
      `Request ${created.reference} expired`,
    ]);
    expect(await expireRequests(t.db, { publicUrl: TEST_PUBLIC_URL, mail: t.app.mail, now: later })).toBe(0);
  });
});

describe("the company's bookings", () => {
  it("list a request sent without an account with the renter's name, email and phone", async () => {
    const created = (await send(form({ fullName: "No Account", email: "noaccount@example.com" }))).json();
    const owner = await createUser(t.db, { companyId, isActive: true });
    const cookie = await login(t.app, owner.username, owner.password);
    const response = await t.app.inject({ method: "GET", url: "/api/company/bookings", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const listed = response
      .json()
      .find((b: { status: string; customer: { fullName: string } }) => b.customer.fullName === "No Account");
    expect(listed).toMatchObject({
      userId: null,
      status: "pending",
      startDate: created.startDate,
      customer: { email: "noaccount@example.com", phone: "+12127365000" },
    });
  });
});
