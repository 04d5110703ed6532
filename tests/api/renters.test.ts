import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { PHONE_NOT_A_NUMBER } from "../../src/domain/phone-numbers";
import {
  ALREADY_REQUESTED,
  REQUEST_LIMITS,
  TOO_MANY_REQUESTS_FROM_ACCOUNT,
  TOO_MANY_WAITING,
} from "../../src/domain/requests/refusals";
import { PERSONAL_RENTER_FIELDS } from "../../src/domain/requests/renter-details";
import { vehicleName } from "../../src/domain/vehicle-name";
import { EMAIL_TAKEN, REQUEST_LINK_NOT_VALID } from "../../src/server/accounts/queries";
import { bookings, mailOutbox, users } from "../../src/server/db/schema";
import { notFoundMessage } from "../../src/server/errors";
import { CANNOT_CANCEL } from "../../src/server/requests/cancel-request";
import { eraseRenterDetails } from "../../src/server/requests/erase-renter-details";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import {
  createTestApp,
  login,
  sessionCookie,
  setUpActors,
  setUpTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
let sequence = 0;

/** What the sign-up page sends, for a new email each time. */
const signUp = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Maria Renter",
  email: `maria${++sequence}@example.com`,
  password: "password123",
  phone: "767 225 1234",
  nationality: "Canadian",
  ...overrides,
});

const postSignUp = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/renters", payload });

async function newRenter(overrides: Record<string, unknown> = {}) {
  const response = await postSignUp(signUp(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return { user: response.json(), cookie: sessionCookie(response) };
}

/** A listed vehicle of the other company: nobody in these tests owns it but that company. */
const listedVehicle = () => createVehicle(t.db, { companyId: actors.other.company.id, make: "Suzuki", model: "Jimny" });

/** A filled Book Now form for `vehicleId`. */
const form = (vehicleId: number, overrides: Record<string, unknown> = {}) =>
  filledRequestForm(vehicleId, { startDate: day(10), endDate: day(12) }, overrides);

const sendForm = (app: TestApp["app"], payload: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: "POST", url: "/api/booking-requests", payload, headers: cookie ? { cookie } : {} });
const requestBooking = (app: TestApp["app"], cookie: string, vehicleId: number, from = 10, to = 12) =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { cookie },
    payload: { vehicleId, startDate: day(from), endDate: day(to) },
  });
const myBookings = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/bookings", headers: { cookie } })).json() as {
    id: number;
    reference: string | null;
    status: string;
    mayCancel: boolean;
    company: { name: string; whatsappUrl: string };
  }[];
const tokenOf = (statusUrl: string) => statusUrl.split("/").pop() ?? "";

describe("POST /api/renters: a renter's account", () => {
  it("is active at once, has no company, keeps the phone in E.164, and logs in with its email", async () => {
    const payload = signUp({ email: "Maria.Lopez@Example.com" });
    const response = await postSignUp(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: "maria.lopez@example.com",
      fullName: "Maria Renter",
      email: "Maria.Lopez@Example.com",
      phone: "+17672251234",
      nationality: "Canadian",
      role: "renter",
      companyId: null,
      isActive: true,
      status: "active",
      isAdmin: false,
    });
    const cookie = sessionCookie(response);
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).json().role).toBe("renter");
    expect(await login(t.app, "maria.lopez@example.com", "password123")).toMatch(/^sid=/);
    // Company screens stay closed to it.
    const company = await t.app.inject({ url: "/api/company/bookings", headers: { cookie } });
    expect(company.statusCode).toBe(403);
  });

  it.each([
    ["a one-letter name", { fullName: "M" }, "fullName", "Full name is required"],
    ["an email that is not one", { email: "maria" }, "email", "Invalid email address"],
    ["a short password", { password: "short" }, "password", "Password must be at least 8 characters"],
    ["a phone that is no number", { phone: "12" }, "phone", PHONE_NOT_A_NUMBER],
    ["no phone", { phone: "" }, "phone", "Phone number is required"],
    ["no nationality", { nationality: " " }, "nationality", "Nationality is required"],
    ["a request link that is not one", { requestToken: "abc" }, "requestToken", "Not a request link"],
  ])("refuses %s with 400 naming the field", async (_name, overrides, field, message) => {
    const response = await postSignUp(signUp(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("refuses an email that already has an account (409), whatever its case", async () => {
    await newRenter({ email: "twice@example.com" });
    const again = await postSignUp(signUp({ email: "TWICE@example.com" }));
    expect([again.statusCode, again.json().message]).toEqual([409, EMAIL_TAKEN]);
  });

  it("may send requests at once, without an admin's approval", async () => {
    const { cookie } = await newRenter();
    const vehicle = await listedVehicle();
    expect((await requestBooking(t.app, cookie, vehicle.id)).statusCode).toBe(201);
  });
});

describe("POST /api/renters with a request's link: the account takes that request over", () => {
  it("moves the visitor's request into the new account's My Bookings", async () => {
    const vehicle = await listedVehicle();
    const sent = await sendForm(t.app, form(vehicle.id));
    expect(sent.statusCode).toBe(201);
    const { reference, statusUrl } = sent.json();
    // The receipt invites the visitor to keep it in an account, the link carrying the request's secret.
    const receipt = (await rendered(t.db, t.db.select().from(mailOutbox))).find(
      (mail) => mail.subject === `Request ${reference} sent to ${actors.other.company.name}`,
    );
    expect(receipt?.textBody).toContain(
      `Keep your requests in one place: create an account and this request joins it: ${TEST_PUBLIC_URL}/sign-up?request=${tokenOf(statusUrl)}`,
    );

    const { cookie } = await newRenter({ requestToken: tokenOf(statusUrl) });
    expect((await myBookings(cookie)).map((b) => b.reference)).toEqual([reference]);
    // The status link keeps working for whoever holds it.
    expect((await t.app.inject({ url: `/api/booking-requests/${tokenOf(statusUrl)}` })).statusCode).toBe(200);
  });

  it("refuses a link that opens no request, or one already in an account, and makes no account", async () => {
    const vehicle = await listedVehicle();
    const sent = (await sendForm(t.app, form(vehicle.id))).json();
    await newRenter({ requestToken: tokenOf(sent.statusUrl) });
    for (const requestToken of ["Q".repeat(43), tokenOf(sent.statusUrl)]) {
      const payload = signUp({ requestToken });
      const response = await postSignUp(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: "requestToken", message: REQUEST_LINK_NOT_VALID }]);
      expect(response.headers["set-cookie"]).toBeUndefined();
      const made = await t.db
        .select()
        .from(users)
        .where(eq(users.email, payload.email as string));
      expect(made).toEqual([]);
    }
  });

  it("never attaches a request by its email alone", async () => {
    const vehicle = await listedVehicle();
    const email = `same${++sequence}@example.com`;
    expect((await sendForm(t.app, form(vehicle.id, { email }))).statusCode).toBe(201);
    const { cookie } = await newRenter({ email });
    expect(await myBookings(cookie)).toEqual([]);
  });
});

describe("one request path", () => {
  it("POST /api/bookings records a request from the account's details, with a reference, expiry and mails", async () => {
    const { user, cookie } = await newRenter({ fullName: "Paul Profile", phone: "+44 20 7946 0958" });
    const vehicle = await listedVehicle();
    const response = await requestBooking(t.app, cookie, vehicle.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userId: user.id, vehicleId: vehicle.id, status: "pending" });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().id));
    expect(row).toMatchObject({
      userId: user.id,
      renterEmail: user.email,
      renter: { fullName: "Paul Profile", email: user.email, phone: "+442079460958", nationality: "Canadian" },
      statusTokenHash: null,
      language: "en",
    });
    expect(row?.reference).toMatch(/^DR-/);
    expect(row?.expiresAt).toBeInstanceOf(Date);

    const mails = await rendered(
      t.db,
      t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, [user.email, actors.other.company.contactEmail])),
    );
    const receipt = mails.find((mail) => mail.toAddress === user.email);
    // No status link for an account's request: its My Bookings follows it, and it needs no invitation.
    expect(receipt?.textBody).toContain(`Follow your request, or withdraw it, here: ${TEST_PUBLIC_URL}/bookings`);
    expect(receipt?.textBody).not.toContain("/sign-up");
    expect(mails.map((mail) => mail.subject)).toContain(
      `New request ${row?.reference}: ${vehicleName(vehicle, { withYear: true })}`,
    );

    const [listed] = await myBookings(cookie);
    expect(listed).toMatchObject({ reference: row?.reference, status: "pending", mayCancel: true });
    expect(listed?.company.name).toBe(actors.other.company.name);
    expect(decodeURIComponent(listed?.company.whatsappUrl ?? "")).toBe(
      `https://wa.me/17674480000?text=Hello ${actors.other.company.name}, about my request ${row?.reference} for the ${vehicleName(vehicle, { withYear: true })}: `,
    );
  });

  it("a signed-in Book Now form carries the account: it is in My Bookings, with the form's own details", async () => {
    const { user, cookie } = await newRenter();
    const vehicle = await listedVehicle();
    const sent = await sendForm(t.app, form(vehicle.id, { email: "holiday@example.com" }), cookie);
    expect(sent.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, sent.json().reference));
    expect(row).toMatchObject({ userId: user.id, renterEmail: "holiday@example.com" });
    expect((await myBookings(cookie)).map((b) => b.reference)).toEqual([sent.json().reference]);
  });

  it("counts an account's requests through both endpoints and under any email in the form", async () => {
    const { cookie } = await newRenter();
    const fleet = await Promise.all(Array.from({ length: REQUEST_LIMITS.pendingPerEmail + 1 }, listedVehicle));
    expect((await requestBooking(t.app, cookie, fleet[0]?.id ?? 0)).statusCode).toBe(201);
    // The same vehicle again, through the form with another address: the account already waits for it.
    const again = await sendForm(t.app, form(fleet[0]?.id ?? 0, { email: "other@example.com" }), cookie);
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_REQUESTED]);
    for (const vehicle of fleet.slice(1, REQUEST_LIMITS.pendingPerEmail)) {
      const sent = await sendForm(t.app, form(vehicle.id), cookie);
      expect(sent.statusCode).toBe(201);
    }
    const sixth = await requestBooking(t.app, cookie, fleet[REQUEST_LIMITS.pendingPerEmail]?.id ?? 0);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, TOO_MANY_WAITING]);
  });

  it("counts the account's email too: a visitor's requests under it hold the account's places", async () => {
    const { user, cookie } = await newRenter();
    const vehicle = await listedVehicle();
    expect((await sendForm(t.app, form(vehicle.id, { email: user.email }))).statusCode).toBe(201);
    const response = await requestBooking(t.app, cookie, vehicle.id, 20, 21);
    expect([response.statusCode, response.json().message]).toEqual([409, ALREADY_REQUESTED]);
  });

  it("shares one hourly allowance per account between the two endpoints", async () => {
    const limited = await createTestApp({ requests: { perSenderPerHour: 2 } });
    try {
      const { company } = await createCompany(limited.db);
      const fleet = await Promise.all([1, 2, 3].map(() => createVehicle(limited.db, { companyId: company.id })));
      const renter = await createUser(limited.db, { role: "renter", isActive: true });
      const cookie = await login(limited.app, renter.username, renter.password);
      expect((await requestBooking(limited.app, cookie, fleet[0]?.id ?? 0)).statusCode).toBe(201);
      expect((await sendForm(limited.app, form(fleet[1]?.id ?? 0), cookie)).statusCode).toBe(201);
      // A visitor at the same address has an allowance of their own (tests/api/clean-input.test.ts).
      expect((await sendForm(limited.app, form(fleet[1]?.id ?? 0))).statusCode).toBe(201);
      const third = await requestBooking(limited.app, cookie, fleet[2]?.id ?? 0);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(new RegExp(`^${TOO_MANY_REQUESTS_FROM_ACCOUNT}`));
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/bookings/:id/cancel: the renter cancels from My Bookings", () => {
  let owner: { user: { id: number }; cookie: string };
  let stranger: { cookie: string };
  beforeAll(async () => {
    owner = await newRenter();
    stranger = await newRenter();
  });

  const cancel = (id: number, cookie?: string) =>
    t.app.inject({ method: "POST", url: `/api/bookings/${id}/cancel`, headers: cookie ? { cookie } : {} });
  const statusOf = async (id: number) =>
    (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

  it.each([
    ["a visitor", 401, () => undefined],
    ["another renter", 404, () => stranger.cookie],
    ["the vehicle's company", 404, () => actors.other.cookie],
    ["another company", 404, () => actors.own.cookie],
    ["an admin", 404, () => actors.admin.cookie],
    ["the renter who sent it", 200, () => owner.cookie],
  ])("%s → %i", async (_name, status, cookie) => {
    const vehicle = await listedVehicle();
    const sent = await requestBooking(t.app, owner.cookie, vehicle.id);
    const id = sent.json().id;
    const response = await cancel(id, cookie());
    expect(response.statusCode).toBe(status);
    expect(await statusOf(id)).toBe(status === 200 ? "cancelled" : "pending");
    if (status === 404) expect(response.json().message).toBe(notFoundMessage("Request"));
    // The renter withdraws it after all, so the next case starts within the renter's limits.
    if (status !== 200) expect((await cancel(id, owner.cookie)).statusCode).toBe(200);
    if (status === 200) {
      expect(response.json()).toMatchObject({ id, status: "cancelled", mayCancel: false });
      const notice = (await rendered(t.db, t.db.select().from(mailOutbox))).find(
        (mail) => mail.subject === `Request ${response.json().reference} withdrawn by the renter`,
      );
      expect(notice?.toAddress).toBe(actors.other.company.contactEmail);
    }
  });

  it("cancels a confirmed booking before its first day, and refuses one that started or was declined (409)", async () => {
    const vehicle = await listedVehicle();
    const values = { userId: owner.user.id, vehicleId: vehicle.id, reference: null };
    const upcoming = await createBooking(t.db, { ...values, startDate: day(3), endDate: day(4), status: "confirmed" });
    const started = await createBooking(t.db, { ...values, startDate: today, endDate: day(1), status: "confirmed" });
    const declined = await createBooking(t.db, { ...values, startDate: day(8), endDate: day(9), status: "rejected" });
    expect((await cancel(upcoming.id, owner.cookie)).statusCode).toBe(200);
    for (const booking of [started, declined]) {
      const response = await cancel(booking.id, owner.cookie);
      expect([response.statusCode, response.json().message]).toEqual([409, CANNOT_CANCEL]);
    }
    expect((await myBookings(owner.cookie)).find((b) => b.id === started.id)?.mayCancel).toBe(false);
  });
});

describe("erasing a renter's details RENTER_DATA_DAYS after the rental", () => {
  const KEEP_DAYS = 90;

  it("erases the personal fields of rentals that ended N days ago or more, in one pass, keeping the accounts' figures", async () => {
    const vehicle = await listedVehicle();
    const sent = await sendForm(t.app, form(vehicle.id));
    const { reference, statusUrl } = sent.json();
    const row = async () => (await t.db.select().from(bookings).where(eq(bookings.reference, reference)))[0];
    const before = await row();
    // Move the rental into the past: it ended exactly N days ago.
    await t.db
      .update(bookings)
      .set({ startDate: day(-KEEP_DAYS - 3), endDate: day(-KEEP_DAYS), status: "completed" })
      .where(eq(bookings.reference, reference));
    // And one that ended a day later, less than N days ago, keeps everything.
    const recent = await sendForm(t.app, form(vehicle.id, { startDate: day(20), endDate: day(21) }));
    await t.db
      .update(bookings)
      .set({ startDate: day(-KEEP_DAYS), endDate: day(-KEEP_DAYS + 1), status: "completed" })
      .where(eq(bookings.reference, recent.json().reference));

    expect(await eraseRenterDetails(t.db, KEEP_DAYS)).toBeGreaterThanOrEqual(1);
    const after = await row();
    for (const field of PERSONAL_RENTER_FIELDS) expect(after?.renter).not.toHaveProperty(field);
    // The form's choices stay for the company's accounts: places, extras, payment, cover, permit.
    expect(after?.renter).toEqual({
      pickupLocation: "roseau",
      dropoffLocation: "roseau",
      extras: [],
      paymentMethod: "bank_transfer",
      includeInsurance: true,
      needsDominicanPermit: true,
    });
    expect(after).toMatchObject({
      renterEmail: null,
      reference,
      vehicleId: vehicle.id,
      totalPrice: before?.totalPrice,
      status: "completed",
      startDate: day(-KEEP_DAYS - 3),
      endDate: day(-KEEP_DAYS),
    });
    expect(after?.detailsErasedAt).toBeInstanceOf(Date);

    const [kept] = await t.db.select().from(bookings).where(eq(bookings.reference, recent.json().reference));
    expect(kept).toMatchObject({ detailsErasedAt: null, renter: { driverLicenseNumber: "D1234-5678" } });
    expect(kept?.renterEmail).toMatch(/@example\.com$/);
    // A second pass finds nothing more to erase.
    expect(await eraseRenterDetails(t.db, KEEP_DAYS)).toBe(0);

    // The screens say the details are gone, and how long after the rental.
    const company = (
      await t.app.inject({ url: "/api/company/bookings", headers: { cookie: actors.other.cookie } })
    ).json() as { id: number; customer: unknown; detailsErasedAfterDays: number | null; totalPrice: number }[];
    expect(company.find((b) => b.id === after?.id)).toMatchObject({
      customer: null,
      detailsErasedAfterDays: KEEP_DAYS,
      totalPrice: before?.totalPrice,
    });
    expect(company.find((b) => b.id === kept?.id)).toMatchObject({
      customer: { fullName: "Ana Visitor" },
      detailsErasedAfterDays: null,
    });
    const status = (await t.app.inject({ url: `/api/booking-requests/${tokenOf(statusUrl)}` })).json();
    expect(status).toMatchObject({
      reference,
      renter: null,
      detailsErasedAfterDays: KEEP_DAYS,
      pickupLocation: "roseau",
    });
  });
});

describe("admins see renters as they are", () => {
  it("lists a renter as an active renter without a company", async () => {
    const { user } = await newRenter();
    const list = (await t.app.inject({ url: "/api/admin/users", headers: { cookie: actors.admin.cookie } })).json();
    expect(list.find((row: { id: number }) => row.id === user.id)).toMatchObject({
      role: "renter",
      status: "active",
      company: null,
      vehicleCount: 0,
    });
  });
});
