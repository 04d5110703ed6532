import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { FUEL_INVALID, ODOMETER_INVALID } from "../../src/domain/contracts/requests/handover-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  ODOMETER_BELOW_PICK_UP,
  PICK_UP_ALREADY_RECORDED,
  PICK_UP_ONLY_CONFIRMED,
  PICK_UP_TOO_EARLY,
  RENTER_NAME_MISMATCH,
  RENTER_NAME_REQUIRED,
  RETURN_ALREADY_RECORDED,
  RETURN_BEFORE_PICK_UP,
} from "../../src/domain/requests/handovers";
import { bookingHandovers, bookings, handoverPhotos, images, mailOutbox, reviews } from "../../src/server/db/schema";
import { eraseRenterDetails } from "../../src/server/requests/erase-renter-details";
import { createBooking, createUser, createVehicle } from "../helpers/factories";
import { makeImage } from "../helpers/images";
import { filledRequestForm } from "../helpers/request-form";
import { login, type Actor as MatrixActor, setUpActors, setUpTestApp } from "../helpers/test-app";

/** The matrix's actors, the booking's own renter account and another renter's. */
type Actor = MatrixActor | "renter" | "otherRenter";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const renters = { renter: { id: 0, cookie: "", fullName: "" }, otherRenter: { id: 0, cookie: "", fullName: "" } };
let photo: string;

beforeAll(async () => {
  for (const key of ["renter", "otherRenter"] as const) {
    const user = await createUser(t.db, { role: "renter", isActive: true, fullName: `Renée ${key}` });
    renters[key] = { id: user.id, fullName: user.fullName, cookie: await login(t.app, user.username, user.password) };
  }
  // What the phone sends: a JPEG it made at most 1200×800.
  photo = (await makeImage("jpeg", 1200, 800)).dataUrl;
});

const headersOf = (actor: Actor) =>
  actor === "anonymous"
    ? {}
    : { cookie: actor === "renter" || actor === "otherRenter" ? renters[actor].cookie : actors[actor].cookie };

const ownVehicle = () => createVehicle(t.db, { companyId: actors.own.company.id, dailyPrice: 50 });

/** A visitor's request through the form, confirmed by the company: id, reference and status token. */
async function confirmedRequest(startDate = today, endDate = day(2)) {
  const vehicle = await ownVehicle();
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicle.id, { startDate, endDate }, { fullName: "Ana Visitor" }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const created = sent.json() as { reference: string; statusUrl: string };
  const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, created.reference));
  if (!row) throw new Error("request not recorded");
  const decided = await t.app.inject({
    method: "PATCH",
    url: `/api/bookings/${row.id}`,
    payload: { status: "confirmed" },
    headers: headersOf("own"),
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { id: row.id, token: created.statusUrl.split("/").pop() ?? "" };
}

const pickUp = { kind: "pick-up", odometerKm: 12_000, fuelEighths: 8, notes: "Scratch on the rear bumper" };
const back = { kind: "return", odometerKm: 12_340, fuelEighths: 5, notes: "New chip in the windscreen" };

const record = (actor: Actor, id: number, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/${id}/handovers`,
    headers: { ...headersOf(actor), ...(key && { "idempotency-key": key }) },
    payload,
  });
const handoversOf = (id: number) => t.db.select().from(bookingHandovers).where(eq(bookingHandovers.bookingId, id));
const statusOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
const view = async (token: string) =>
  (await t.app.inject({ method: "GET", url: `/api/booking-requests/${token}` })).json();

describe("a rental from request to completed", () => {
  it("records the pick-up and the return on the company's phone, and the booking completes", async () => {
    const request = await confirmedRequest();

    const todayList = await t.app.inject({ method: "GET", url: "/api/company/handovers", headers: headersOf("own") });
    expect(todayList.statusCode).toBe(200);
    const row = todayList.json().rows.find((r: { booking: { id: number } }) => r.booking.id === request.id);
    expect(row).toMatchObject({ kind: "pick-up", date: today, place: "Roseau", isLate: false, doneAt: null });
    expect(row.booking.customer.fullName).toBe("Ana Visitor");

    const picked = await record("own", request.id, { ...pickUp, photos: [photo, photo], renterName: " ana  VISITOR " });
    expect(picked.statusCode, picked.body).toBe(201);
    expect(picked.json()).toMatchObject({
      status: "confirmed",
      handovers: [{ ...pickUp, renterName: "ana  VISITOR" }],
    });
    const [stored] = await t.db
      .select({ width: images.width, height: images.height })
      .from(images)
      .innerJoin(handoverPhotos, eq(handoverPhotos.imageId, images.id));
    expect(stored).toEqual({ width: 1200, height: 800 });

    // The renter's page shows the record with its photos, served by the status link only.
    const afterPickUp = await view(request.token);
    expect(afterPickUp.timeline.map((s: { step: string }) => s.step)).toEqual([
      "sent",
      "seen",
      "confirmed",
      "picked-up",
    ]);
    const photoIds: number[] = afterPickUp.handovers[0].photoIds;
    expect(photoIds).toHaveLength(2);
    const served = await t.app.inject({
      method: "GET",
      url: `/api/booking-requests/${request.token}/handover-photos/${photoIds[0]}?variant=thumb`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);

    const tooLow = await record("own", request.id, { ...back, odometerKm: 11_999, renterName: "Ana Visitor" });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors).toEqual([
      { field: "odometerKm", message: ODOMETER_BELOW_PICK_UP.replace("{{km}}", "12000") },
    ]);

    const returned = await record("own", request.id, { ...back, photos: [photo], renterName: "Ana Visitor" });
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json()).toMatchObject({ status: "completed", handovers: [pickUp, back] });
    expect(await statusOf(request.id)).toBe("completed");
    // The return invites the renter's review at once, in its transaction, not at the next round.
    const invitations = await t.db
      .select({ kind: mailOutbox.kind })
      .from(reviews)
      .innerJoin(mailOutbox, eq(mailOutbox.bookingId, reviews.bookingId))
      .where(and(eq(reviews.bookingId, request.id), eq(mailOutbox.kind, "review-invitation")));
    expect(invitations).toHaveLength(1);

    const done = await view(request.token);
    expect(done.status).toBe("completed");
    expect(done.timeline.map((s: { step: string }) => s.step)).toEqual([
      "sent",
      "seen",
      "confirmed",
      "picked-up",
      "completed",
    ]);
    expect(done.handovers.map((h: { kind: string }) => h.kind)).toEqual(["pick-up", "return"]);
    const past = await t.app.inject({
      method: "GET",
      url: "/api/company/bookings?filter=past",
      headers: headersOf("own"),
    });
    expect(past.json().map((b: { id: number }) => b.id)).toContain(request.id);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/company/handovers", headers: headersOf("own") })
    ).json();
    const rows = after.rows.filter((r: { booking: { id: number } }) => r.booking.id === request.id);
    expect(rows.map((r: { kind: string; doneAt: string | null }) => [r.kind, r.doneAt !== null])).toEqual([
      ["pick-up", true],
    ]);
  });
});

describe("POST /api/bookings/{id}/handovers", () => {
  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin without a company", "admin", 403],
    ["another company", "other", 404],
    ["the vehicle's company", "own", 201],
  ] as const)("%s (%s) → %i", async (_name, actor, status) => {
    const request = await confirmedRequest();
    const response = await record(actor, request.id, { ...pickUp, renterName: "Ana Visitor" });
    expect(response.statusCode, response.body).toBe(status);
    expect(await handoversOf(request.id)).toHaveLength(status === 201 ? 1 : 0);
  });

  it.each([
    ["no odometer", { odometerKm: undefined }, "odometerKm", ODOMETER_INVALID],
    ["a negative odometer", { odometerKm: -5 }, "odometerKm", ODOMETER_INVALID],
    ["fuel above full", { fuelEighths: 9 }, "fuelEighths", FUEL_INVALID],
    ["no name", { renterName: undefined }, "renterName", RENTER_NAME_REQUIRED],
    ["another name", { renterName: "Someone Else" }, "renterName", RENTER_NAME_MISMATCH],
    [
      "a photo that is no image",
      { photos: ["data:image/png;base64,AAAA"] },
      "photos.0",
      "The file is not a valid image",
    ],
  ])("refuses %s (400 naming %s)", async (_name, change, field, message) => {
    const request = await confirmedRequest();
    const response = await record("own", request.id, { ...pickUp, renterName: "Ana Visitor", ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await handoversOf(request.id)).toHaveLength(0);
  });

  it("refuses a handover out of turn (409)", async () => {
    const vehicle = await ownVehicle();
    const renter = renters.renter;
    const values = { userId: renter.id, vehicleId: vehicle.id };
    const waiting = await createBooking(t.db, { ...values, startDate: today, endDate: day(1), status: "pending" });
    const later = await createBooking(t.db, { ...values, startDate: day(5), endDate: day(6), status: "confirmed" });
    const running = await createBooking(t.db, { ...values, startDate: day(2), endDate: day(3), status: "confirmed" });
    const name = { renterName: renter.fullName };
    const refusals: [number, Record<string, unknown>, string][] = [
      [waiting.id, pickUp, PICK_UP_ONLY_CONFIRMED],
      [later.id, pickUp, PICK_UP_TOO_EARLY],
      [running.id, back, RETURN_BEFORE_PICK_UP],
    ];
    for (const [id, handover, message] of refusals) {
      const response = await record("own", id, { ...handover, ...name });
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    }
    // The day before the first day, the pick-up is recorded with the account's name; then not again.
    const tomorrowBooking = await createBooking(t.db, {
      ...values,
      vehicleId: (await ownVehicle()).id,
      startDate: day(1),
      endDate: day(2),
      status: "confirmed",
    });
    expect((await record("own", tomorrowBooking.id, { ...pickUp, ...name })).statusCode).toBe(201);
    const again = await record("own", tomorrowBooking.id, { ...pickUp, ...name });
    expect([again.statusCode, again.json().message]).toEqual([409, PICK_UP_ALREADY_RECORDED]);
    expect((await record("own", tomorrowBooking.id, { ...back, ...name })).statusCode).toBe(201);
    const twice = await record("own", tomorrowBooking.id, { ...back, ...name });
    expect([twice.statusCode, twice.json().message]).toEqual([409, RETURN_ALREADY_RECORDED]);
  });

  it("records a handover sent twice with its Idempotency-Key once, and answers the retry alike", async () => {
    const request = await confirmedRequest();
    const body = { ...pickUp, photos: [photo], renterName: "Ana Visitor", confirmedAt: new Date().toISOString() };
    const key = "handover-retry-0123456789";
    const first = await record("own", request.id, body, key);
    const retry = await record("own", request.id, body, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await handoversOf(request.id)).toHaveLength(1);
    // The same handover under a new key (the phone lost the first answer and its key): refused, not doubled.
    const resent = await record("own", request.id, body, "handover-retry-9876543210");
    expect([resent.statusCode, resent.json().message]).toEqual([409, PICK_UP_ALREADY_RECORDED]);
    expect(await handoversOf(request.id)).toHaveLength(1);
  });

  it("keeps the time a phone without signal confirmed it, within a week", async () => {
    const request = await confirmedRequest();
    const earlier = new Date(Date.now() - 3 * 3_600_000);
    const old = await record("own", request.id, {
      ...pickUp,
      renterName: "Ana Visitor",
      confirmedAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    expect([old.statusCode, old.json().errors?.[0]?.field]).toEqual([400, "confirmedAt"]);
    const sent = await record("own", request.id, {
      ...pickUp,
      renterName: "Ana Visitor",
      confirmedAt: earlier.toISOString(),
    });
    expect(sent.statusCode).toBe(201);
    expect(new Date(sent.json().handovers[0].confirmedAt).getTime()).toBe(earlier.getTime());
  });
});

describe("who sees a handover's photos", () => {
  let booking: { id: number; token?: string };
  let photoId: number;
  beforeAll(async () => {
    const vehicle = await ownVehicle();
    const made = await createBooking(t.db, {
      userId: renters.renter.id,
      vehicleId: vehicle.id,
      startDate: today,
      endDate: day(1),
      status: "confirmed",
    });
    const response = await record("own", made.id, { ...pickUp, photos: [photo], renterName: renters.renter.fullName });
    expect(response.statusCode, response.body).toBe(201);
    booking = made;
    photoId = response.json().handovers[0].photoIds[0];
  });

  it.each([
    ["a visitor", "anonymous", 401],
    ["another renter", "otherRenter", 404],
    ["another company", "other", 404],
    ["the booking's renter account", "renter", 200],
    ["the vehicle's company", "own", 200],
    ["an admin", "admin", 200],
  ] as const)("%s (%s) → %i", async (_name, actor, status) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}/handover-photos/${photoId}`,
      headers: headersOf(actor),
    });
    expect(response.statusCode).toBe(status);
  });

  it("shows the booking's handovers in My Bookings to its renter account only", async () => {
    const returned = await record("own", booking.id, { ...back, renterName: renters.renter.fullName });
    expect(returned.statusCode, returned.body).toBe(201);
    const myBookings = (actor: Actor) =>
      t.app.inject({ method: "GET", url: "/api/bookings", headers: headersOf(actor) });

    const mine = (await myBookings("renter")).json() as { id: number; status: string; handovers: unknown[] }[];
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({
      status: "completed",
      handovers: [
        { ...pickUp, photoIds: [photoId], renterName: renters.renter.fullName },
        { ...back, photoIds: [] },
      ],
    });
    const others = (await myBookings("otherRenter")).json() as { id: number }[];
    expect(others.map((b) => b.id)).not.toContain(booking.id);
    expect((await myBookings("anonymous")).statusCode).toBe(401);
  });

  it("answers 404 for a photo asked through another booking, another request's link, and the public image route", async () => {
    const other = await confirmedRequest();
    const through = await t.app.inject({
      method: "GET",
      url: `/api/bookings/${other.id}/handover-photos/${photoId}`,
      headers: headersOf("own"),
    });
    expect(through.statusCode).toBe(404);
    const byLink = await t.app.inject({
      method: "GET",
      url: `/api/booking-requests/${other.token}/handover-photos/${photoId}`,
    });
    expect(byLink.statusCode).toBe(404);
    const asVehicleImage = await t.app.inject({
      method: "GET",
      url: `/api/images/${photoId}`,
      headers: headersOf("own"),
    });
    expect(asVehicleImage.statusCode).toBe(404);
  });

  it("deletes the photos' files with the booking", async () => {
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(await t.db.select({ id: images.id }).from(images).where(eq(images.id, photoId))).toEqual([]);
  });
});

describe("the renter's typed name", () => {
  it("is erased with the renter's details, the record staying", async () => {
    const request = await confirmedRequest();
    expect((await record("own", request.id, { ...pickUp, renterName: "Ana Visitor" })).statusCode).toBe(201);
    await eraseRenterDetails(t.db, 90, new Date(Date.now() + 120 * 86_400_000));
    const [kept] = await handoversOf(request.id);
    expect(kept).toMatchObject({ odometerKm: pickUp.odometerKm, renterName: null });
  });
});

describe("GET /api/company/handovers", () => {
  it.each([
    ["a visitor", "anonymous", 401],
    ["a renter", "renter", 403],
    ["an admin without a company", "admin", 403],
    ["a company", "other", 200],
  ] as const)("%s (%s) → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ method: "GET", url: "/api/company/handovers", headers: headersOf(actor) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ today, rows: [] });
  });
});

describe("the check-in on Today", () => {
  it("shows each row's check-in state and the arrival the renter gave, with the rows' bookings", async () => {
    // Tomorrow's pick-ups: check-in is still open.
    const arriving = await confirmedRequest(day(1), day(3));
    const silent = await confirmedRequest(day(1), day(2));
    const arrival = {
      kind: "flight",
      number: "LI 362",
      arrivesAt: `${day(1)}T08:15`,
      place: "douglas_charles_airport",
    };
    const given = await t.app.inject({
      method: "PUT",
      url: `/api/booking-requests/${arriving.token}/check-in`,
      payload: { arrival },
    });
    expect(given.statusCode, given.body).toBe(200);

    const list = await t.app.inject({ method: "GET", url: "/api/company/handovers", headers: headersOf("own") });
    expect(list.statusCode).toBe(200);
    const checkInOf = (id: number) =>
      list
        .json()
        .rows.find((row: { kind: string; booking: { id: number } }) => row.kind === "pick-up" && row.booking.id === id)
        ?.booking.checkIn;
    expect(checkInOf(arriving.id)).toMatchObject({ state: "arrival-given", arrival, signedAt: null });
    // No step taken: no check-in, which Today shows as not started.
    expect(checkInOf(silent.id)).toBeNull();
  });
});
