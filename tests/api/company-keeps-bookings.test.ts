import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { NO_PAYMENT_ON_REQUEST } from "../../src/domain/requests/payments";
import {
  COMPANY_CANNOT_CANCEL,
  NOT_YET_NO_SHOW,
  ONLY_CONFIRMED_NO_SHOW,
  REASON_REQUIRED,
} from "../../src/domain/requests/refusals";
import { bookingPayments, bookings, mailOutbox } from "../../src/server/db/schema";
import { notFoundMessage } from "../../src/server/errors";
import { createBooking, createUser, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { login, type Actor as MatrixActor, setUpActors, setUpTestApp } from "../helpers/test-app";

/** The permission matrix's actors, plus a renter: an account without a company. */
type Actor = MatrixActor | "renter";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
let renter: { id: number; cookie: string };

beforeAll(async () => {
  const user = await createUser(t.db, { role: "customer", isActive: true });
  renter = { id: user.id, cookie: await login(t.app, user.username, user.password) };
});

afterEach(async () => {
  await t.db.delete(mailOutbox);
});

const cookieOf = (actor: Actor) =>
  actor === "anonymous" ? {} : { cookie: actor === "renter" ? renter.cookie : actors[actor].cookie };

const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id, deposit: 200, dailyPrice: 50 });

/** A visitor's request through the form, confirmed by the company unless told: id, reference and status token. */
async function confirmedRequest(vehicleId: number, overrides: Record<string, unknown> = {}, confirm = true) {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, { startDate: day(10), endDate: day(12) }, overrides),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const created = sent.json() as { reference: string; statusUrl: string };
  const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, created.reference));
  if (!row) throw new Error("request not recorded");
  if (confirm) {
    const decided = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${row.id}`,
      payload: { status: "confirmed" },
      headers: cookieOf("own"),
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return { id: row.id, reference: created.reference, token: created.statusUrl.split("/").pop() ?? "" };
}

const post = (actor: Actor, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: cookieOf(actor), ...(payload && { payload }) });
const cancel = (actor: Actor, id: number, payload?: Record<string, unknown>) =>
  post(actor, `/api/bookings/${id}/cancel`, payload);
const pay = (actor: Actor, id: number, payload: Record<string, unknown>) =>
  post(actor, `/api/bookings/${id}/payments`, payload);
const view = async (token: string) =>
  (await t.app.inject({ method: "GET", url: `/api/booking-requests/${token}` })).json();
const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const mailsOf = async (id: number) =>
  rendered(t.db, t.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, id)).orderBy(mailOutbox.id));

describe("POST /api/bookings/{id}/cancel by the vehicle's company", () => {
  it.each([
    ["a visitor", "anonymous", { reason: "Broken down" }, 401],
    ["a renter who is not its renter", "renter", { reason: "Broken down" }, 404],
    ["another company", "other", { reason: "Broken down" }, 404],
    ["an admin", "admin", { reason: "Broken down" }, 404],
    ["the company, without a reason", "own", undefined, 400],
    ["the company, with an empty reason", "own", { reason: "   " }, 400],
    ["the company, with a reason over 500 characters", "own", { reason: "x".repeat(501) }, 400],
    ["the company, with its reason", "own", { reason: "The car broke down" }, 200],
  ] as const)("%s (%s, %j) → %i", async (_name, actor, payload, status) => {
    const vehicle = await ownVehicle();
    const request = await confirmedRequest(vehicle.id);
    const response = await cancel(actor, request.id, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect((await rowOf(request.id))?.status).toBe(status === 200 ? "cancelled" : "confirmed");
    if (status === 404) expect(response.json().message).toBe(notFoundMessage("Request"));
    if (status === 400 && actor === "own" && !payload) {
      expect(response.json().errors).toEqual([{ field: "reason", message: REASON_REQUIRED }]);
    }
    if (status === 200) {
      expect(response.json()).toMatchObject({
        id: request.id,
        status: "cancelled",
        cancelledBy: "company",
        cancelReason: "The car broke down",
        paymentStatus: null,
        mayCancel: false,
      });
    }
  });

  it("tells the renter why, in their language, with no charge and the company's vehicles free on those dates", async () => {
    const vehicle = await ownVehicle();
    const other = await ownVehicle();
    const request = await confirmedRequest(vehicle.id, { language: "fr" });
    await t.db.delete(mailOutbox);
    expect((await cancel("own", request.id, { reason: "Le moteur a lâché" })).statusCode).toBe(200);
    const [mail] = await mailsOf(request.id);
    expect(mail?.kind).toBe("request-cancelled");
    expect(mail?.subject).toBe(`Réservation ${request.reference} annulée par ${actors.own.company.name}`);
    expect(mail?.textBody).toContain("aucun frais d'annulation ne vous est demandé");
    expect(mail?.textBody).toContain("> Le moteur a lâché");
    expect(mail?.textBody).toContain(`${other.make} ${other.model}`);

    // The renter's page says who cancelled and why; no payment status on a booking nothing was paid for.
    const page = await view(request.token);
    expect(page).toMatchObject({
      status: "cancelled",
      cancelledBy: "company",
      cancelReason: "Le moteur a lâché",
      paymentStatus: null,
      payment: null,
      mayCancel: false,
    });
    expect(page.timeline.at(-1)).toMatchObject({ step: "cancelled", by: "company" });
  });

  it("cancels a waiting request too, and refuses an ended rental or a declined request (409)", async () => {
    const vehicle = await ownVehicle();
    const waiting = await confirmedRequest(vehicle.id, {}, false);
    expect((await cancel("own", waiting.id, { reason: "Fleet sold" })).statusCode).toBe(200);
    const values = { userId: renter.id, vehicleId: vehicle.id };
    const ended = await createBooking(t.db, { ...values, startDate: day(-5), endDate: day(-1), status: "confirmed" });
    const declined = await createBooking(t.db, { ...values, startDate: day(30), endDate: day(31), status: "rejected" });
    for (const booking of [ended, declined]) {
      const response = await cancel("own", booking.id, { reason: "Too late" });
      expect([response.statusCode, response.json().message]).toEqual([409, COMPANY_CANNOT_CANCEL]);
    }
  });

  it("still lets the renter cancel their own with no body, recorded as by the renter", async () => {
    const vehicle = await ownVehicle();
    const booking = await createBooking(t.db, {
      userId: renter.id,
      vehicleId: vehicle.id,
      startDate: day(20),
      endDate: day(21),
      status: "confirmed",
    });
    const response = await cancel("renter", booking.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", cancelledBy: "renter", cancelReason: null });
  });
});

describe("POST /api/bookings/{id}/no-show", () => {
  const started = async (pickupTime?: string) => {
    const vehicle = await ownVehicle();
    return createBooking(t.db, {
      userId: renter.id,
      vehicleId: vehicle.id,
      startDate: day(-1),
      endDate: day(2),
      status: "confirmed",
      ...(pickupTime && { renter: { pickupTime } as never }),
    });
  };

  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin without a company", "admin", 403],
    ["another company", "other", 404],
    ["the vehicle's company", "own", 200],
  ] as const)("%s (%s) → %i", async (_name, actor, status) => {
    const booking = await started();
    const response = await post(actor, `/api/bookings/${booking.id}/no-show`);
    expect(response.statusCode, response.body).toBe(status);
    expect((await rowOf(booking.id))?.cancelledBy).toBe(status === 200 ? "no-show" : null);
    if (status === 200) expect(response.json()).toMatchObject({ status: "cancelled", cancelledBy: "no-show" });
  });

  it("refuses before the pick-up time, and on a booking that is not confirmed (409)", async () => {
    const vehicle = await ownVehicle();
    const values = { userId: renter.id, vehicleId: vehicle.id };
    const tomorrow = await createBooking(t.db, { ...values, startDate: day(1), endDate: day(2), status: "confirmed" });
    const waiting = await createBooking(t.db, { ...values, startDate: day(-1), endDate: day(0), status: "pending" });
    const early = await post("own", `/api/bookings/${tomorrow.id}/no-show`);
    expect([early.statusCode, early.json().message]).toEqual([409, NOT_YET_NO_SHOW]);
    const notConfirmed = await post("own", `/api/bookings/${waiting.id}/no-show`);
    expect([notConfirmed.statusCode, notConfirmed.json().message]).toEqual([409, ONLY_CONFIRMED_NO_SHOW]);
  });
});

describe("who cancelled, in My Bookings and the inbox", () => {
  it("says who cancelled and why, and what the company may still do", async () => {
    const vehicle = await ownVehicle();
    const values = { userId: renter.id, vehicleId: vehicle.id };
    const started = await createBooking(t.db, { ...values, startDate: day(-1), endDate: day(2), status: "confirmed" });
    const later = await createBooking(t.db, { ...values, startDate: day(50), endDate: day(52), status: "confirmed" });
    const inboxEntry = async (id: number) =>
      (
        (await t.app.inject({ method: "GET", url: "/api/company/bookings", headers: cookieOf("own") })).json() as {
          id: number;
        }[]
      ).find((b) => b.id === id);
    expect(await inboxEntry(started.id)).toMatchObject({ mayCancel: true, mayMarkNoShow: true, payments: [] });
    expect(await inboxEntry(later.id)).toMatchObject({ mayCancel: true, mayMarkNoShow: false });

    expect((await post("own", `/api/bookings/${started.id}/no-show`)).statusCode).toBe(200);
    expect((await cancel("own", later.id, { reason: "Sold the car" })).statusCode).toBe(200);
    expect(await inboxEntry(started.id)).toMatchObject({
      cancelledBy: "no-show",
      mayCancel: false,
      mayMarkNoShow: false,
    });
    const mine = (await t.app.inject({ method: "GET", url: "/api/bookings", headers: cookieOf("renter") })).json() as {
      id: number;
    }[];
    expect(mine.find((b) => b.id === later.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "company",
      cancelReason: "Sold the car",
      paymentStatus: null,
    });
    expect(mine.find((b) => b.id === started.id)).toMatchObject({ cancelledBy: "no-show", cancelReason: null });
  });
});

describe("POST /api/bookings/{id}/payments", () => {
  const deposit = { kind: "deposit", amount: 200, method: "bank_transfer", note: "Transfer ref 4411" };

  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin without a company", "admin", 403],
    ["another company", "other", 404],
    ["the vehicle's company", "own", 201],
  ] as const)("%s (%s) → %i", async (_name, actor, status) => {
    const vehicle = await ownVehicle();
    const request = await confirmedRequest(vehicle.id);
    const response = await pay(actor, request.id, deposit);
    expect(response.statusCode, response.body).toBe(status);
    const records = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, request.id));
    expect(records).toHaveLength(status === 201 ? 1 : 0);
    if (status === 201) {
      expect(response.json()).toMatchObject({
        paymentStatus: "deposit_paid",
        payments: [{ kind: "deposit", amount: 200, method: "bank_transfer", note: "Transfer ref 4411" }],
      });
      // The renter's status link shows the new status.
      expect((await view(request.token)).paymentStatus).toBe("deposit_paid");
    }
  });

  it("follows the records to paid, never refunds more than received, and stays at zero or more", async () => {
    const vehicle = await ownVehicle();
    const request = await confirmedRequest(vehicle.id);
    const total = (await rowOf(request.id))?.totalPrice ?? 0;
    expect((await pay("own", request.id, deposit)).statusCode).toBe(201);
    const paid = await pay("own", request.id, { kind: "payment", amount: total, method: "cash" });
    expect(paid.json().paymentStatus).toBe("paid");
    const tooMuch = await pay("own", request.id, { kind: "refund", amount: total + 200.01, method: "cash" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `A refund cannot exceed what is left of the money received: ${(total + 200).toFixed(2)} at most.`,
    );
    // The deposit given back: still paid; then the rest: refunded, and no further refund.
    expect(
      (await pay("own", request.id, { kind: "refund", amount: 200, method: "bank_transfer" })).json().paymentStatus,
    ).toBe("paid");
    expect((await pay("own", request.id, { kind: "refund", amount: total, method: "cash" })).json().paymentStatus).toBe(
      "refunded",
    );
    const more = await pay("own", request.id, { kind: "refund", amount: 0.01, method: "cash" });
    expect(more.statusCode).toBe(409);
    expect((await rowOf(request.id))?.paymentStatus).toBe("refunded");
  });

  it("refuses bad amounts (400, naming the field) and a request not confirmed (409)", async () => {
    const vehicle = await ownVehicle();
    const waiting = await confirmedRequest(vehicle.id, {}, false);
    const onRequest = await pay("own", waiting.id, deposit);
    expect([onRequest.statusCode, onRequest.json().message]).toEqual([409, NO_PAYMENT_ON_REQUEST]);
    for (const amount of [0, -10, 1_000_001, 10.005, "10"]) {
      const response = await pay("own", waiting.id, { ...deposit, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(["amount"]);
    }
    // A waiting, declined or expired request shows no payment status at all.
    expect((await view(waiting.token)).paymentStatus).toBeNull();
  });
});

describe("the company's payment terms", () => {
  const terms = {
    ways: ["bank_transfer", "payment_link", "cash"],
    bankDetails: "Island Bank, account 123-456",
    paymentLinkUrl: "https://pay.example.com/own",
    depositDue: "confirmation",
    restDue: "pick-up",
  };
  const put = (actor: Actor, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/company/payment-terms", payload, headers: cookieOf(actor) });

  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin without a company", "admin", 403],
  ] as const)("refuses %s (%s) → %i", async (_name, actor, status) => {
    expect((await put(actor, terms)).statusCode).toBe(status);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/payment-terms", headers: cookieOf(actor) })).statusCode,
    ).toBe(status);
  });

  it("refuses a plain http link, and keeps each company's own", async () => {
    const http = await put("own", { ...terms, paymentLinkUrl: "http://pay.example.com/own" });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors.map((e: { field: string }) => e.field)).toEqual(["paymentLinkUrl"]);
    expect((await put("own", terms)).json()).toEqual({ terms });
    const others = await t.app.inject({ method: "GET", url: "/api/company/payment-terms", headers: cookieOf("other") });
    expect(others.json()).toEqual({ terms: null });
  });

  it("are what the confirmation mail and the renter's page say, with the amounts due", async () => {
    expect((await put("own", terms)).statusCode).toBe(200);
    const vehicle = await ownVehicle();
    const request = await confirmedRequest(vehicle.id);
    const confirmation = (await mailsOf(request.id)).find((mail) => mail.kind === "request-decision");
    expect(confirmation?.textBody).toContain(`How to pay (${actors.own.company.name}):`);
    expect(confirmation?.textBody).toMatch(/- Deposit: .*200.*, due now that the booking is confirmed/);
    expect(confirmation?.textBody).toMatch(/- Rental total: .*, due at pick-up/);
    expect(confirmation?.textBody).toContain("> Island Bank, account 123-456");
    expect(confirmation?.textBody).toContain("- Pay online: https://pay.example.com/own");
    expect(confirmation?.textBody).toContain("- Cash at pick-up");
    const page = await view(request.token);
    expect(page.paymentStatus).toBe("pending");
    expect(page.payment).toEqual({ terms, deposit: 200, total: (await rowOf(request.id))?.totalPrice });
  });
});
