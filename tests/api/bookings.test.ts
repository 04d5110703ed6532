import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_DATE_MESSAGES } from "../../src/domain/booking-period";
import { BOOKING_STATUSES, type BookingStatus } from "../../src/domain/constants";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { LOGIN_TO_BOOK, VEHICLE_NOT_REQUESTABLE } from "../../src/domain/requests/refusals";
import { bookingTransitionRefusal } from "../../src/domain/requests/status";
import { takenDatesMessage } from "../../src/domain/taken-dates-message";
import {
  assertPeriodFree,
  isVehicleFreeBetween,
  OVERLAPS_CONFIRMED_BOOKING,
} from "../../src/server/availability/conflicts";
import { bookings, companies, vehicles } from "../../src/server/db/schema";
import { DomainError, isExclusionViolation, notFoundMessage } from "../../src/server/errors";
import {
  ONLY_COMPANIES_CHANGE_STATUS,
  OVERLAPS_ANOTHER_BOOKING,
  OVERLAPS_UNAVAILABLE_PERIOD,
} from "../../src/server/requests/answer-request";
import {
  createBooking,
  createUnavailability,
  createUser,
  createVehicle,
  unlistedCompanyVehicles,
} from "../helpers/factories";
import { login, setUpActors, setUpTestApp } from "../helpers/test-app";

const BOOKING_NOT_FOUND = notFoundMessage("Booking");

const t = setUpTestApp();
const actors = setUpActors(t);
let customer: { id: number; cookie: string };
let otherCustomer: { id: number; cookie: string };
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

async function createCustomer() {
  const user = await createUser(t.db, { role: "customer", isActive: true });
  return { id: user.id, cookie: await login(t.app, user.username, user.password) };
}

beforeAll(async () => {
  customer = await createCustomer();
  otherCustomer = await createCustomer();
});

const ownVehicle = (overrides: Partial<typeof vehicles.$inferInsert> = {}) =>
  createVehicle(t.db, { companyId: actors.own.company.id, ...overrides });

/** A stored booking from `day(from)` to `day(to)`, pending unless told otherwise. */
const bookDays = (userId: number, vehicleId: number, from: number, to: number, status?: BookingStatus) =>
  createBooking(t.db, { userId, vehicleId, startDate: day(from), endDate: day(to), ...(status && { status }) });

const requestBooking = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/bookings", payload, headers: cookie ? { cookie } : {} });

const changeStatus = (cookie: string | undefined, id: number, status: string) =>
  t.app.inject({ method: "PATCH", url: `/api/bookings/${id}`, payload: { status }, headers: cookie ? { cookie } : {} });

const list = (cookie: string | undefined, url: "/api/bookings" | "/api/company/bookings") =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function statusOf(id: number) {
  const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return row?.status;
}

describe("POST /api/bookings", () => {
  it("refuses a visitor with 401 and the spec's message, before looking at the body", async () => {
    const vehicle = await ownVehicle();
    for (const payload of [{ vehicleId: vehicle.id, startDate: day(1), endDate: day(3) }, {}]) {
      const response = await requestBooking(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(LOGIN_TO_BOOK);
    }
  });

  it("stores a pending booking with the price computed by the server, whatever the client sends", async () => {
    const vehicle = await ownVehicle({ dailyPrice: 60, weeklyPrice: 350, monthlyPrice: 1300, deposit: 250 });
    const response = await requestBooking(customer.cookie, {
      vehicleId: vehicle.id,
      startDate: day(1),
      endDate: day(10),
      totalPrice: 1,
      status: "confirmed",
      userId: otherCustomer.id,
    });
    expect(response.statusCode).toBe(201);
    // 10 days: one week at the weekly price plus 3 days at the daily price (docs/product-rules.md, "Prices").
    expect(response.json()).toMatchObject({
      userId: customer.id,
      vehicleId: vehicle.id,
      startDate: day(1),
      endDate: day(10),
      totalPrice: 350 + 3 * 60,
      status: "pending",
      paymentStatus: "pending",
      vehicle: { make: "Toyota", model: "Corolla", deposit: 250, image: null },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().id));
    expect(row).toMatchObject({ userId: customer.id, totalPrice: 530, status: "pending", paymentStatus: "pending" });
  });

  it("accepts ISO instants and keeps their calendar days", async () => {
    const vehicle = await ownVehicle();
    const response = await requestBooking(customer.cookie, {
      vehicleId: vehicle.id,
      startDate: `${day(2)}T00:00:00.000Z`,
      endDate: `${day(3)}T23:59:59.999Z`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ startDate: day(2), endDate: day(3), totalPrice: 2 * vehicle.dailyPrice });
  });

  it.each([
    ["a start in the past", day(-1), day(2), "startDate", BOOKING_DATE_MESSAGES.startInPast],
    ["an end before the start", day(5), day(4), "endDate", BOOKING_DATE_MESSAGES.endBeforeStart],
    ["a start that is not a date", "soon", day(4), "startDate", BOOKING_DATE_MESSAGES.startRequired],
    ["a missing end", day(1), undefined, "endDate", BOOKING_DATE_MESSAGES.endRequired],
  ])("refuses %s with 400 naming the field", async (_name, start, end, field, message) => {
    const vehicle = await ownVehicle();
    const response = await requestBooking(customer.cookie, {
      vehicleId: vehicle.id,
      startDate: start,
      endDate: end,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("answers 404 for a vehicle that does not exist", async () => {
    const response = await requestBooking(customer.cookie, { vehicleId: 987654, startDate: day(1), endDate: day(2) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Vehicle ID 987654 not found");
  });

  it.each([
    ["an archived vehicle", async () => (await ownVehicle({ isArchived: true })).id],
    ...unlistedCompanyVehicles(t),
  ])("refuses %s with 409", async (_name, vehicleId) => {
    const response = await requestBooking(customer.cookie, {
      vehicleId: await vehicleId(),
      startDate: day(1),
      endDate: day(2),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VEHICLE_NOT_REQUESTABLE);
  });

  it("refuses dates that touch an unavailability period or a confirmed booking, naming them, but not a pending one", async () => {
    const vehicle = await ownVehicle();
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(10), endDate: day(12) });
    await bookDays(otherCustomer.id, vehicle.id, 20, 22, "confirmed");
    await bookDays(otherCustomer.id, vehicle.id, 30, 32);
    const attempt = (cookie: string, start: number, end: number) =>
      requestBooking(cookie, { vehicleId: vehicle.id, startDate: day(start), endDate: day(end) });

    for (const [start, end, takenFrom, takenTo] of [
      [8, 10, 10, 10],
      [12, 14, 12, 12],
      [11, 11, 11, 11],
      [18, 25, 20, 22],
      [22, 22, 22, 22],
    ] as const) {
      const response = await attempt(customer.cookie, start, end);
      expect(response.statusCode, `days ${start}-${end}`).toBe(409);
      expect(response.json().message).toBe(takenDatesMessage([{ startDate: day(takenFrom), endDate: day(takenTo) }]));
    }
    // Between the period and the confirmed booking, touching neither.
    expect((await attempt(customer.cookie, 13, 19)).statusCode).toBe(201);
    // A pending request does not block anyone else.
    const third = await createCustomer();
    expect((await attempt(third.cookie, 30, 32)).statusCode).toBe(201);
  });
});

describe("listing bookings", () => {
  it("GET /api/bookings: a visitor gets 401; a user sees only their own bookings, with the vehicle", async () => {
    expect((await list(undefined, "/api/bookings")).statusCode).toBe(401);
    const vehicle = await ownVehicle({ make: "Suzuki", model: "Jimny", deposit: 400, image: "/api/images/7" });
    const mine = await bookDays(customer.id, vehicle.id, 40, 41);
    const theirs = await bookDays(otherCustomer.id, vehicle.id, 40, 41);

    const response = await list(customer.cookie, "/api/bookings");
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((b: { id: number }) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(response.json().every((b: { userId: number }) => b.userId === customer.id)).toBe(true);
    expect(response.json().find((b: { id: number }) => b.id === mine.id)).toMatchObject({
      startDate: day(40),
      endDate: day(41),
      totalPrice: mine.totalPrice,
      status: "pending",
      paymentStatus: "pending",
      vehicle: { id: vehicle.id, make: "Suzuki", model: "Jimny", image: "/api/images/7", deposit: 400 },
    });
    const otherIds = (await list(otherCustomer.cookie, "/api/bookings")).json().map((b: { id: number }) => b.id);
    expect(otherIds).toContain(theirs.id);
    expect(otherIds).not.toContain(mine.id);
  });

  it("GET /api/company/bookings: only the bookings of the company's own vehicles, with who booked", async () => {
    const ownCar = await ownVehicle();
    const otherCar = await createVehicle(t.db, { companyId: actors.other.company.id });
    const onOwn = await bookDays(customer.id, ownCar.id, 50, 52);
    const onOther = await bookDays(customer.id, otherCar.id, 50, 52);

    const response = await list(actors.own.cookie, "/api/company/bookings");
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; vehicle: { companyId: number } }[];
    expect(rows.map((b) => b.id)).toContain(onOwn.id);
    expect(rows.map((b) => b.id)).not.toContain(onOther.id);
    expect(rows.every((b) => b.vehicle.companyId === actors.own.company.id)).toBe(true);
    expect(rows.find((b) => b.id === onOwn.id)).toMatchObject({
      vehicle: { make: ownCar.make, model: ownCar.model },
      startDate: day(50),
      endDate: day(52),
      totalPrice: onOwn.totalPrice,
      status: "pending",
      paymentStatus: "pending",
      customer: { fullName: expect.any(String), email: expect.any(String), phone: expect.any(String) },
    });
    const otherRows = (await list(actors.other.cookie, "/api/company/bookings")).json() as { id: number }[];
    expect(otherRows.map((b) => b.id)).toContain(onOther.id);
    expect(otherRows.map((b) => b.id)).not.toContain(onOwn.id);
  });

  it("GET /api/company/bookings refuses a visitor (401) and a user without a company (403)", async () => {
    expect((await list(undefined, "/api/company/bookings")).statusCode).toBe(401);
    const response = await list(customer.cookie, "/api/company/bookings");
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Company ID not found");
  });
});

describe("PATCH /api/bookings/:id — the transition matrix", () => {
  // Each case gets its own vehicle, so confirmed rows set up by one case never overlap another's.
  const cases = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it.each(cases)("%s → %s", async (from: BookingStatus, to: BookingStatus) => {
    const vehicle = await ownVehicle();
    const booking = await bookDays(customer.id, vehicle.id, 3, 5, from);
    const response = await changeStatus(actors.own.cookie, booking.id, to);
    const refusal = bookingTransitionRefusal(from, to);
    if (refusal) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(refusal);
      expect(await statusOf(booking.id)).toBe(from);
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: booking.id, status: to, vehicle: { id: vehicle.id } });
      expect(await statusOf(booking.id)).toBe(to);
    }
  });

  it("refuses a status that does not exist with 400", async () => {
    const vehicle = await ownVehicle();
    const booking = await bookDays(customer.id, vehicle.id, 3, 5);
    const response = await changeStatus(actors.own.cookie, booking.id, "approved");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("status");
  });
});

describe("PATCH /api/bookings/:id — who may approve or decline", () => {
  const actorCookie = {
    anonymous: () => undefined,
    "the customer who booked": () => customer.cookie,
    "another company": () => actors.other.cookie,
    "the owning company": () => actors.own.cookie,
    admin: () => actors.admin.cookie,
  };
  const expected: [keyof typeof actorCookie, number][] = [
    ["anonymous", 401],
    ["the customer who booked", 403],
    ["another company", 404],
    ["the owning company", 200],
    ["admin", 200],
  ];

  for (const status of ["confirmed", "rejected"] as const) {
    it.each(expected)(`%s setting ${status} → %i`, async (actor, code) => {
      const vehicle = await ownVehicle();
      const booking = await bookDays(customer.id, vehicle.id, 3, 5);
      const response = await changeStatus(actorCookie[actor](), booking.id, status);
      expect(response.statusCode).toBe(code);
      expect(await statusOf(booking.id)).toBe(code === 200 ? status : "pending");
      if (code === 403) expect(response.json().message).toBe(ONLY_COMPANIES_CHANGE_STATUS);
      if (code === 404) expect(response.json().message).toBe(BOOKING_NOT_FOUND);
    });
  }

  it("answers 404 for a booking that does not exist", async () => {
    const response = await changeStatus(actors.own.cookie, 987654, "confirmed");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(BOOKING_NOT_FOUND);
  });
});

describe("confirming never double-books", () => {
  it("refuses to confirm over an unavailability period added after the request", async () => {
    const vehicle = await ownVehicle();
    const booking = await bookDays(customer.id, vehicle.id, 3, 6);
    await createUnavailability(t.db, { vehicleId: vehicle.id, startDate: day(6), endDate: day(8) });
    const response = await changeStatus(actors.own.cookie, booking.id, "confirmed");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OVERLAPS_UNAVAILABLE_PERIOD);
    expect(await statusOf(booking.id)).toBe("pending");
    // Declining needs no free dates.
    expect((await changeStatus(actors.own.cookie, booking.id, "rejected")).statusCode).toBe(200);
  });

  it("declines the overlapping request on approval, refuses to confirm over a confirmed booking, and confirms an adjacent one", async () => {
    const vehicle = await ownVehicle();
    const first = await bookDays(customer.id, vehicle.id, 3, 6);
    const overlapping = await bookDays(otherCustomer.id, vehicle.id, 6, 9);
    const adjacent = await bookDays(otherCustomer.id, vehicle.id, 7, 9);
    expect((await changeStatus(actors.own.cookie, first.id, "confirmed")).statusCode).toBe(200);
    expect(await statusOf(overlapping.id)).toBe("rejected");
    const refused = await changeStatus(actors.admin.cookie, overlapping.id, "confirmed");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bookingTransitionRefusal("rejected", "confirmed"));
    // A pending booking written over a confirmed one by other means is still refused.
    const written = await bookDays(customer.id, vehicle.id, 5, 5);
    const overConfirmed = await changeStatus(actors.own.cookie, written.id, "confirmed");
    expect(overConfirmed.statusCode).toBe(409);
    expect(overConfirmed.json().message).toBe(OVERLAPS_ANOTHER_BOOKING);
    expect((await changeStatus(actors.own.cookie, adjacent.id, "confirmed")).statusCode).toBe(200);
  });

  it("has the database refuse overlapping confirmed bookings even without the checks", async () => {
    const vehicle = await ownVehicle();
    const values = { userId: customer.id, vehicleId: vehicle.id, status: "confirmed" as const };
    await createBooking(t.db, { ...values, startDate: day(3), endDate: day(6) });
    const error = await createBooking(t.db, { ...values, startDate: day(6), endDate: day(7) }).catch((e) => e);
    expect(isExclusionViolation(error)).toBe(true);
  });

  it("approves exactly one of 20 overlapping requests approved at the same moment", async () => {
    const vehicle = await ownVehicle();
    const requests = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createBooking(t.db, {
          userId: i % 2 ? customer.id : otherCustomer.id,
          vehicleId: vehicle.id,
          // Every request covers days 63 to 65, so each pair overlaps.
          startDate: day(60 + (i % 4)),
          endDate: day(65 + (i % 3)),
        }),
      ),
    );
    const responses = await Promise.all(
      requests.map((booking, i) =>
        changeStatus(i % 5 === 0 ? actors.admin.cookie : actors.own.cookie, booking.id, "confirmed"),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    // The first approval declined every other request (they all share days 63 to 65).
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(bookingTransitionRefusal("rejected", "confirmed"));
    }
    const confirmed = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicle.id), eq(bookings.status, "confirmed")));
    expect(confirmed).toHaveLength(1);
    const declined = await t.db
      .select({ supersededBy: bookings.supersededBy })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicle.id), eq(bookings.status, "rejected")));
    expect(declined).toEqual(Array.from({ length: 19 }, () => ({ supersededBy: confirmed[0]?.id })));
  });

  it("a confirmed booking takes the vehicle out of a search for its dates", async () => {
    const vehicle = await ownVehicle();
    const booking = await bookDays(customer.id, vehicle.id, 70, 72);
    const freeIds = async (start: number, end: number) =>
      (
        await t.db
          .select({ id: vehicles.id })
          .from(vehicles)
          .innerJoin(companies, eq(companies.id, vehicles.companyId))
          .where(isVehicleFreeBetween(day(start), day(end)))
      ).map((v) => v.id);
    expect(await freeIds(71, 71)).toContain(vehicle.id);
    expect((await changeStatus(actors.own.cookie, booking.id, "confirmed")).statusCode).toBe(200);
    expect(await freeIds(71, 71)).not.toContain(vehicle.id);
    expect(await freeIds(73, 75)).toContain(vehicle.id);
  });
});

describe("assertPeriodFree (for adding unavailability periods)", () => {
  it("refuses a period that shares a day with a confirmed booking, and allows the rest", async () => {
    const vehicle = await ownVehicle();
    await bookDays(customer.id, vehicle.id, 10, 12, "confirmed");
    await bookDays(customer.id, vehicle.id, 20, 22);
    const check = (start: number, end: number) =>
      t.db.transaction((tx) => assertPeriodFree(tx, vehicle.id, day(start), day(end)));

    for (const [start, end] of [
      [8, 10],
      [12, 15],
      [11, 11],
      [1, 30],
    ] as const) {
      const error = await check(start, end).catch((e) => e);
      expect(error, `days ${start}-${end}`).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "conflict", status: 409, message: OVERLAPS_CONFIRMED_BOOKING });
    }
    await expect(check(13, 19)).resolves.toBeUndefined();
    await expect(check(20, 22)).resolves.toBeUndefined(); // pending bookings do not block
  });

  it("lets exactly one of a racing period and approval through", async () => {
    const vehicle = await ownVehicle();
    const booking = await bookDays(customer.id, vehicle.id, 10, 12);
    const addPeriod = t.db.transaction(async (tx) => {
      await assertPeriodFree(tx, vehicle.id, day(12), day(14));
      await createUnavailability(tx, { vehicleId: vehicle.id, startDate: day(12), endDate: day(14) });
    });
    const approve = changeStatus(actors.own.cookie, booking.id, "confirmed");
    const [period, response] = await Promise.allSettled([addPeriod, approve]);
    if (response.status !== "fulfilled") throw response.reason;
    const isPeriodAdded = period.status === "fulfilled";
    const isConfirmed = response.value.statusCode === 200;
    expect(isPeriodAdded).not.toBe(isConfirmed);
    if (isPeriodAdded) expect(response.value.json().message).toBe(OVERLAPS_UNAVAILABLE_PERIOD);
    else expect(period.reason).toMatchObject({ status: 409, message: OVERLAPS_CONFIRMED_BOOKING });
  });
});
