import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHECK_IN_FIELD_MESSAGES as M } from "../../src/domain/contracts/requests/check-in-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { DRIVER_MESSAGES } from "../../src/domain/driver-checks";
import { CHECK_IN_MESSAGES } from "../../src/domain/requests/check-in";
import { bookingCheckIns, bookings, mailOutbox } from "../../src/server/db/schema";
import { eraseRenterDetails } from "../../src/server/requests/erase-renter-details";
import { createUser, createVehicle } from "../helpers/factories";
import { makeImage } from "../helpers/images";
import { pdfText } from "../helpers/pdf-text";
import { filledRequestForm } from "../helpers/request-form";
import { login, type Actor as MatrixActor, setUpActors, setUpTestApp } from "../helpers/test-app";

type Actor = MatrixActor | "renter" | "otherRenter";

const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
let renter: { cookie: string; fullName: string };
let otherRenter: { cookie: string };

beforeAll(async () => {
  const user = await createUser(t.db, { role: "customer", isActive: true });
  renter = { cookie: await login(t.app, user.username, user.password), fullName: user.fullName ?? "" };
  const other = await createUser(t.db, { role: "customer", isActive: true });
  otherRenter = { cookie: await login(t.app, other.username, other.password) };
});

afterEach(async () => {
  await t.db.delete(mailOutbox);
});

const cookieOf = (actor: Actor) => {
  if (actor === "anonymous") return {};
  if (actor === "renter") return { cookie: renter.cookie };
  if (actor === "otherRenter") return { cookie: otherRenter.cookie };
  return { cookie: actors[actor].cookie };
};

const WRONG_TOKEN = "A".repeat(43);

/** A visitor's request through the form (10 to 12 days ahead), confirmed by the company unless told. */
async function request(options: { confirm?: boolean; overrides?: Record<string, unknown>; sender?: Actor } = {}) {
  const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, deposit: 200, dailyPrice: 50 });
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicle.id, { startDate: day(10), endDate: day(12) }, options.overrides),
    headers: cookieOf(options.sender ?? "anonymous"),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const created = sent.json() as { reference: string; statusUrl: string };
  const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, created.reference));
  if (!row) throw new Error("request not recorded");
  if (options.confirm !== false) {
    const decided = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${row.id}`,
      payload: { status: "confirmed" },
      headers: cookieOf("own"),
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return { id: row.id, token: created.statusUrl.split("/").pop() ?? "" };
}

const flight = { kind: "flight", number: "BW 441", arrivesAt: `${day(10)}T09:30`, place: "douglas_charles_airport" };
const permit = {
  licenseNumber: "D1234-5678",
  licenseCountry: "USA",
  licenseExpiry: day(400),
  dateOfBirth: "1988-01-31",
};

const put = (token: string, payload: unknown, actor: Actor = "anonymous") =>
  t.app.inject({
    method: "PUT",
    url: `/api/booking-requests/${token}/check-in`,
    payload: payload as object,
    headers: cookieOf(actor),
  });
const putPhoto = (token: string, side: string, image: string) =>
  t.app.inject({ method: "PUT", url: `/api/booking-requests/${token}/check-in/license/${side}`, payload: { image } });
const get = (url: string, actor: Actor = "anonymous") => t.app.inject({ method: "GET", url, headers: cookieOf(actor) });

async function inboxEntry(id: number) {
  const response = await get(`/api/company/bookings`, "own");
  return (response.json() as { id: number; checkIn: { state: string } | null }[]).find((b) => b.id === id);
}

describe("check-in by the renter's link", () => {
  it("is saved in steps, shown to the company step by step, and signed once into a PDF", async () => {
    const { id, token } = await request();
    expect((await inboxEntry(id))?.checkIn).toBeNull();
    const before = await get(`/api/booking-requests/${token}/check-in`);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toMatchObject({ state: "not-started", mayEdit: true, arrival: null, permit: null });
    expect(before.json().agreement.text).toContain("Ana Visitor");

    const arrived = await put(token, { arrival: flight });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().arrival).toEqual(flight);
    expect((await inboxEntry(id))?.checkIn?.state).toBe("arrival-given");

    const { dataUrl } = await makeImage("jpeg", 640, 400);
    for (const side of ["front", "back"]) expect((await putPhoto(token, side, dataUrl)).statusCode).toBe(200);
    const withPermit = await put(token, { permit });
    expect(withPermit.json()).toMatchObject({
      state: "license-given",
      license: { front: true, back: true },
      permit: { licenseNumberEnd: "5678", licenseCountry: "USA", licenseExpiry: day(400) },
    });
    // The birth date is never echoed back to the link.
    expect(withPermit.body).not.toContain("1988-01-31");

    const signed = await t.app.inject({
      method: "PUT",
      url: `/api/booking-requests/${token}/check-in`,
      payload: { signature: { fullName: "  ana   VISITOR " } },
      remoteAddress: "203.0.113.7",
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ state: "agreement-signed", agreement: { signedName: "ana   VISITOR" } });
    const [row] = await t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.bookingId, id));
    expect(row?.signedIp).toBe("203.0.113.7");

    const entry = await inboxEntry(id);
    expect(entry?.checkIn).toMatchObject({ state: "agreement-signed", permit, license: { front: true, back: true } });

    for (const [url, actor] of [
      [`/api/booking-requests/${token}/agreement`, "anonymous"],
      [`/api/bookings/${id}/agreement`, "own"],
    ] as const) {
      const pdf = await get(url, actor);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["cache-control"]).toBe("no-store");
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain("Ana Visitor");
      expect(text).toContain("Total: US$150.00");
      expect(text).toContain("203.0.113.7");
    }

    // Signed once; the arrival may still change, and the signed text stays as it was.
    const again = await put(token, { signature: { fullName: "Ana Visitor" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECK_IN_MESSAGES.alreadySigned);
    const moved = await put(token, { arrival: { kind: "on-island" } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().arrival).toEqual({ kind: "on-island", number: null, arrivesAt: null, place: null });
    expect(moved.json().agreement.text).toBe(signed.json().agreement.text);
  });

  it("writes the agreement in the renter's language", async () => {
    const { token } = await request({ overrides: { language: "fr" } });
    await put(token, { permit });
    const signed = await put(token, { signature: { fullName: "Ana Visitor" } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().agreement.title).toMatch(/^Contrat de location DR-/);
    expect(pdfText((await get(`/api/booking-requests/${token}/agreement`)).rawPayload)).toContain(
      "Signé en tapant le nom complet",
    );
  });

  it("refuses a signature before the permit details, and one that is not the booking's name", async () => {
    const { token } = await request();
    const early = await put(token, { signature: { fullName: "Ana Visitor" } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CHECK_IN_MESSAGES.permitFirst);
    const wrong = await put(token, { permit, signature: { fullName: "Anna Visitor" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: "signature.fullName", message: CHECK_IN_MESSAGES.nameMismatch }]);
    // Nothing of a refused request is kept.
    expect((await get(`/api/booking-requests/${token}/check-in`)).json().permit).toBeNull();
    expect((await get(`/api/booking-requests/${token}/agreement`)).statusCode).toBe(404);
  });

  it.each([
    ["nothing", {}, "body", CHECK_IN_MESSAGES.somethingToSave],
    ["no way of arriving", { arrival: {} }, "arrival.kind", M.kind],
    ["a flight without its number", { arrival: { ...flight, number: undefined } }, "arrival.number", M.number],
    ["a flight number too long", { arrival: { ...flight, number: "BW 4411111111111" } }, "arrival.number", M.number],
    ["a flight without its time", { arrival: { ...flight, arrivesAt: undefined } }, "arrival.arrivesAt", M.arrivesAt],
    [
      "a time that is no time",
      { arrival: { ...flight, arrivesAt: `${day(10)}T25:00` } },
      "arrival.arrivesAt",
      M.arrivesAt,
    ],
    ["a flight to the ferry", { arrival: { ...flight, place: "roseau_ferry_terminal" } }, "arrival.place", M.place],
    ["a ferry to an airport", { arrival: { ...flight, kind: "ferry" } }, "arrival.place", M.place],
    [
      "an arrival after the pick-up day",
      { arrival: { ...flight, arrivesAt: `${day(11)}T09:00` } },
      "arrival.arrivesAt",
      CHECK_IN_MESSAGES.arrivalAfterPickup,
    ],
    [
      "an arrival over a year before",
      { arrival: { ...flight, arrivesAt: `${day(-400)}T09:00` } },
      "arrival.arrivesAt",
      CHECK_IN_MESSAGES.arrivalTooEarly,
    ],
    [
      "a licence number too short",
      { permit: { ...permit, licenseNumber: "D1" } },
      "permit.licenseNumber",
      M.licenseNumber,
    ],
    [
      "a licence number with signs",
      { permit: { ...permit, licenseNumber: "D12<34>" } },
      "permit.licenseNumber",
      M.licenseNumber,
    ],
    ["no issuing country", { permit: { ...permit, licenseCountry: " " } }, "permit.licenseCountry", M.licenseCountry],
    [
      "an expiry that is no date",
      { permit: { ...permit, licenseExpiry: "soon" } },
      "permit.licenseExpiry",
      M.licenseExpiry,
    ],
    [
      "a licence expiring during the rental",
      { permit: { ...permit, licenseExpiry: day(11) } },
      "permit.licenseExpiry",
      CHECK_IN_MESSAGES.licenseExpired,
    ],
    [
      "a driver under 18",
      { permit: { ...permit, dateOfBirth: day(-365 * 17) } },
      "permit.dateOfBirth",
      DRIVER_MESSAGES.tooYoung,
    ],
    [
      "a driver over 100",
      { permit: { ...permit, dateOfBirth: "1900-01-01" } },
      "permit.dateOfBirth",
      DRIVER_MESSAGES.tooOld,
    ],
    ["an empty signature", { signature: { fullName: " " } }, "signature.fullName", M.fullName],
  ])("refuses %s (400 naming the field)", async (_name, payload, field, message) => {
    const { token } = await request();
    const response = await put(token, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("refuses a photo that is no image, and one of no side", async () => {
    const { token } = await request();
    const notImage = await putPhoto(token, "front", `data:image/png;base64,${Buffer.from("hello").toString("base64")}`);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual([{ field: "image", message: "The file is not a valid image" }]);
    expect((await putPhoto(token, "middle", "data:image/png;base64,AA")).statusCode).toBe(400);
  });

  it("is open only on a confirmed booking before its pick-up time (409)", async () => {
    const waiting = await request({ confirm: false });
    const refused = await put(waiting.token, { arrival: flight });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.notOpen);
    const { dataUrl } = await makeImage("png", 200, 120);
    expect((await putPhoto(waiting.token, "front", dataUrl)).statusCode).toBe(409);
    expect((await get(`/api/booking-requests/${waiting.token}/check-in`)).json().mayEdit).toBe(false);

    const started = await request();
    await t.db
      .update(bookings)
      .set({ startDate: day(-1), endDate: day(1) })
      .where(eq(bookings.id, started.id));
    expect((await put(started.token, { arrival: { kind: "on-island" } })).statusCode).toBe(409);
  });
});

describe("who may see the check-in", () => {
  it.each([
    ["the renter's link, logged out", "anonymous", true, 200],
    ["the renter's link, from a company's session", "other", true, 200],
    ["a wrong link", "anonymous", false, 404],
    ["a wrong link, from the company", "own", false, 404],
  ] as const)("%s: %s on the token's routes", async (_name, actor, rightToken, status) => {
    const { token } = await request();
    await putPhoto(token, "front", (await makeImage("png", 200, 120)).dataUrl);
    await put(token, { permit });
    await put(token, { signature: { fullName: "Ana Visitor" } });
    const used = rightToken ? token : WRONG_TOKEN;
    for (const url of [
      `/api/booking-requests/${used}/check-in`,
      `/api/booking-requests/${used}/check-in/license/front`,
      `/api/booking-requests/${used}/agreement`,
    ]) {
      expect((await get(url, actor)).statusCode, url).toBe(status);
    }
    expect((await put(used, { arrival: { kind: "on-island" } }, actor)).statusCode).toBe(status);
  });

  // The licence photo and the signed agreement: the vehicle's company's and the renter account's (below).
  it.each([
    ["a visitor", "anonymous", 401, 401],
    ["another renter's account", "renter", 404, 404],
    ["another company", "other", 404, 404],
    ["an admin (no company)", "admin", 404, 404],
    ["the vehicle's company", "own", 200, 200],
  ] as const)("%s: %s on the booking's routes", async (_name, actor, status, agreementStatus) => {
    const { id, token } = await request();
    await putPhoto(token, "back", (await makeImage("png", 200, 120)).dataUrl);
    await put(token, { permit });
    await put(token, { signature: { fullName: "Ana Visitor" } });
    const photo = await get(`/api/bookings/${id}/check-in/license/back`, actor);
    expect(photo.statusCode).toBe(status);
    expect((await get(`/api/bookings/${id}/agreement`, actor)).statusCode).toBe(agreementStatus);
    if (status === 200) {
      expect(photo.headers["content-type"]).toBe("image/webp");
      expect(photo.headers["cache-control"]).toBe("no-store");
    }
  });

  it("shows the renter's account its check-in in My Bookings, and gives it the signed agreement", async () => {
    const { id, token } = await request({ sender: "renter" });
    const myCheckIn = async () =>
      ((await get("/api/bookings", "renter")).json() as { id: number; checkIn: unknown }[]).find((b) => b.id === id)
        ?.checkIn;
    expect(await myCheckIn()).toBeNull();
    await put(token, { arrival: flight });
    expect(await myCheckIn()).toEqual({ state: "arrival-given", signedAt: null });
    expect((await get(`/api/bookings/${id}/agreement`, "renter")).statusCode).toBe(404);

    await putPhoto(token, "front", (await makeImage("png", 200, 120)).dataUrl);
    await putPhoto(token, "back", (await makeImage("png", 200, 120)).dataUrl);
    await put(token, { permit });
    expect((await put(token, { signature: { fullName: "Ana Visitor" } })).statusCode).toBe(200);
    expect(await myCheckIn()).toMatchObject({ state: "agreement-signed", signedAt: expect.any(String) });
    const pdf = await get(`/api/bookings/${id}/agreement`, "renter");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["cache-control"]).toBe("no-store");
    expect(pdfText(pdf.rawPayload)).toContain("Ana Visitor");
    // The licence photos too: the renter account may check in from My Bookings.
    expect((await get(`/api/bookings/${id}/check-in/license/front`, "renter")).statusCode).toBe(200);
  });

  it("answers 404 for a side not given and for an agreement not signed", async () => {
    const { id, token } = await request();
    expect((await get(`/api/booking-requests/${token}/check-in/license/front`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}/check-in/license/front`, "own")).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}/agreement`, "own")).statusCode).toBe(404);
  });
});

/** A request the renter's account sent signed in (POST /api/bookings): no status link, My Bookings only. */
async function requestAsAccount(options: { confirm?: boolean; cookie?: string } = {}) {
  const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, deposit: 200, dailyPrice: 50 });
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { vehicleId: vehicle.id, startDate: day(10), endDate: day(12) },
    headers: { cookie: options.cookie ?? renter.cookie },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = sent.json() as { id: number };
  if (options.confirm !== false) {
    const decided = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${id}`,
      payload: { status: "confirmed" },
      headers: cookieOf("own"),
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return id;
}

const putAsAccount = (id: number, payload: unknown, actor: Actor = "renter") =>
  t.app.inject({
    method: "PUT",
    url: `/api/bookings/${id}/check-in`,
    payload: payload as object,
    headers: cookieOf(actor),
  });
const putPhotoAsAccount = (id: number, side: string, image: string, actor: Actor = "renter") =>
  t.app.inject({
    method: "PUT",
    url: `/api/bookings/${id}/check-in/license/${side}`,
    payload: { image },
    headers: cookieOf(actor),
  });

describe("check-in by the renter's account, from My Bookings", () => {
  const myBooking = async (id: number) =>
    ((await get("/api/bookings", "renter")).json() as { id: number; mayCheckIn: boolean; checkIn: unknown }[]).find(
      (b) => b.id === id,
    );

  it("is done whole through the account's routes, the status link's rules, into the signed PDF", async () => {
    const id = await requestAsAccount();
    expect(await myBooking(id)).toMatchObject({ mayCheckIn: true, checkIn: null });
    const before = await get(`/api/bookings/${id}/check-in`, "renter");
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toMatchObject({ state: "not-started", mayEdit: true, arrival: null, permit: null });
    expect(before.json().agreement.text).toContain(renter.fullName);

    expect((await putAsAccount(id, { arrival: flight })).json().arrival).toEqual(flight);
    const { dataUrl } = await makeImage("jpeg", 640, 400);
    for (const side of ["front", "back"]) {
      const photo = await putPhotoAsAccount(id, side, dataUrl);
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.headers["cache-control"]).toBe("no-store");
    }
    // The same checks as the link's: a licence expiring during the rental is refused by its field.
    const expiring = await putAsAccount(id, { permit: { ...permit, licenseExpiry: day(11) } });
    expect(expiring.statusCode).toBe(400);
    expect(expiring.json().errors).toEqual([
      { field: "permit.licenseExpiry", message: CHECK_IN_MESSAGES.licenseExpired },
    ]);
    const withPermit = await putAsAccount(id, { permit });
    expect(withPermit.json()).toMatchObject({ state: "license-given", permit: { licenseNumberEnd: "5678" } });
    expect(withPermit.body).not.toContain("1988-01-31");
    const wrongName = await putAsAccount(id, { signature: { fullName: "Someone Else" } });
    expect(wrongName.statusCode).toBe(400);

    const signed = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${id}/check-in`,
      payload: { signature: { fullName: renter.fullName.toUpperCase() } },
      headers: cookieOf("renter"),
      remoteAddress: "203.0.113.9",
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ state: "agreement-signed" });
    expect((await putAsAccount(id, { signature: { fullName: renter.fullName } })).statusCode).toBe(409);

    expect(await myBooking(id)).toMatchObject({ checkIn: { state: "agreement-signed" } });
    expect((await inboxEntry(id))?.checkIn).toMatchObject({ state: "agreement-signed", permit });
    for (const actor of ["renter", "own"] as const) {
      const pdf = await get(`/api/bookings/${id}/agreement`, actor);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(renter.fullName);
      expect(text).toContain("Total: US$150.00");
      expect(text).toContain("203.0.113.9");
    }
    const photo = await get(`/api/bookings/${id}/check-in/license/front`, "renter");
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });

  it.each([
    ["the booking's renter account", "renter", 200],
    ["another renter's account", "otherRenter", 404],
    ["the vehicle's company", "own", 404],
    ["another company", "other", 404],
    ["an admin (no company)", "admin", 404],
    ["a visitor", "anonymous", 401],
  ] as const)("%s: %s on the account's check-in routes", async (_name, actor, status) => {
    const id = await requestAsAccount();
    const { dataUrl } = await makeImage("png", 200, 120);
    expect((await get(`/api/bookings/${id}/check-in`, actor)).statusCode).toBe(status);
    expect((await putAsAccount(id, { arrival: { kind: "on-island" } }, actor)).statusCode).toBe(status);
    expect((await putPhotoAsAccount(id, "front", dataUrl, actor)).statusCode).toBe(status);
    // Only the renter's own writes were kept.
    const kept = await t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.bookingId, id));
    expect(kept).toHaveLength(status === 200 ? 1 : 0);
  });

  it("is closed as on the link: a request not yet confirmed is 409, and My Bookings offers no Check in", async () => {
    const id = await requestAsAccount({ confirm: false });
    expect(await myBooking(id)).toMatchObject({ mayCheckIn: false });
    const refused = await putAsAccount(id, { arrival: flight });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.notOpen);
    expect((await get(`/api/bookings/${id}/check-in`, "renter")).json().mayEdit).toBe(false);
  });

  it("takes 10 licence photos a minute per account", async () => {
    const user = await createUser(t.db, { role: "customer", isActive: true });
    const cookie = await login(t.app, user.username, user.password);
    const id = await requestAsAccount({ confirm: false, cookie });
    const send = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/${id}/check-in/license/front`,
        payload: { image: "data:image/png;base64,AA" },
        headers: { cookie },
      });
    for (let n = 0; n < 10; n++) expect((await send()).statusCode).toBe(409);
    expect((await send()).statusCode).toBe(429);
  });
});

describe("erasure", () => {
  it("erases the whole check-in with the renter's details, RENTER_DATA_DAYS after the rental", async () => {
    const { id, token } = await request();
    await putPhoto(token, "front", (await makeImage("png", 200, 120)).dataUrl);
    await put(token, { arrival: flight, permit });
    await put(token, { signature: { fullName: "Ana Visitor" } });
    // Not yet: the rental ends in 12 days.
    await eraseRenterDetails(t.db, 90);
    expect(await t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.bookingId, id))).toHaveLength(1);

    await eraseRenterDetails(t.db, 90, new Date(`${addDays(day(12), 90)}T12:00:00-04:00`));
    expect(await t.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.bookingId, id))).toHaveLength(0);
    expect((await get(`/api/booking-requests/${token}/check-in/license/front`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}/agreement`, "own")).statusCode).toBe(404);
    expect((await inboxEntry(id))?.checkIn).toBeNull();
  });
});
