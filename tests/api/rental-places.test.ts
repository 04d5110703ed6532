import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { PLACE_CHOICE_MESSAGES, PLACE_MESSAGES } from "../../src/domain/rental-places";
import { rentalPlacesSchema } from "../../src/domain/rental-places-schema";
import { replaceRentalPlaces } from "../../src/server/companies/rental-places";
import { bookings } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { type Actor, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 22, item 1: a company's pick-up and return places with their fees, everywhere a price is. */
const t = setUpTestApp();
const actors = setUpActors(t);
const startDate = addDays(todayInDominica(), 10);
const period = { startDate, endDate: addDays(startDate, 3) };
const cookieOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const placesUrl = (companyId: number) => `/api/companies/${companyId}/places`;
const put = (actor: Actor, companyId: number, payload: unknown) =>
  t.app.inject({ method: "PUT", url: placesUrl(companyId), headers: cookieOf(actor), payload: payload as object });

const airport = {
  kind: "douglas_charles_airport",
  fee: 25,
  opens: "08:00",
  closes: "17:00",
  afterHoursFee: 15,
};
const portsmouth = { kind: "town", name: "Portsmouth", fee: 0 };
const saved = (place: Record<string, unknown>) => ({
  name: null,
  area: null,
  opens: null,
  closes: null,
  afterHoursFee: 0,
  ...place,
});

/** A listed vehicle (US$50 a day) of a new company that has set these places. */
async function vehicleWithPlaces(settings: { places: unknown[]; oneWayReturns: boolean }) {
  const { company } = await createCompany(t.db);
  await replaceRentalPlaces(t.db, company.id, rentalPlacesSchema.parse(settings));
  return createVehicle(t.db, { companyId: company.id, dailyPrice: 50, weeklyPrice: null, monthlyPrice: null });
}
const quote = (vehicleId: number, query: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/vehicles/${vehicleId}/quote?${new URLSearchParams({ ...period, ...query })}` });
const sendRequest = (vehicleId: number, overrides: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, period, overrides),
  });

describe("the places and fees settings", () => {
  it.each(ownerOrAdminMatrix(200))("GET: %s → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ url: placesUrl(actors.own.company.id), headers: cookieOf(actor) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ companyId: actors.own.company.id, places: [], oneWayReturns: true });
    }
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin, who may only look", "admin", 403],
  ] as const)("PUT: %s (%s) → %i", async (_name, actor, status) => {
    const response = await put(actor, actors.own.company.id, { places: [airport, portsmouth], oneWayReturns: false });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({
        companyId: actors.own.company.id,
        places: [saved(airport), saved(portsmouth)],
        oneWayReturns: false,
      });
      const read = await t.app.inject({ url: placesUrl(actors.own.company.id), headers: cookieOf("admin") });
      expect(read.json().places).toHaveLength(2);
      await put("own", actors.own.company.id, { places: [], oneWayReturns: true });
    }
  });

  it("replaces the list in the order sent", async () => {
    await put("own", actors.own.company.id, { places: [airport, portsmouth], oneWayReturns: true });
    const reordered = await put("own", actors.own.company.id, { places: [portsmouth, airport], oneWayReturns: true });
    expect(reordered.json().places.map((place: { kind: string }) => place.kind)).toEqual([
      "town",
      "douglas_charles_airport",
    ]);
    const emptied = await put("own", actors.own.company.id, { places: [], oneWayReturns: true });
    expect(emptied.json().places).toEqual([]);
  });

  it.each([
    [{ kind: "harbour", fee: 0 }, "places.0.kind", PLACE_MESSAGES.kind],
    [{ kind: "town", fee: 0 }, "places.0.name", PLACE_MESSAGES.nameRequired],
    [
      { kind: "town", name: "x".repeat(61), fee: 0 },
      "places.0.name",
      "Town or village name must be at most 60 characters",
    ],
    [{ kind: "delivery", fee: 0 }, "places.0.area", PLACE_MESSAGES.areaRequired],
    [{ kind: "canefield_airport", fee: -5 }, "places.0.fee", PLACE_MESSAGES.fee],
    [{ kind: "canefield_airport", fee: 1_000_001 }, "places.0.fee", PLACE_MESSAGES.fee],
    [{ kind: "canefield_airport", fee: 0, opens: "8h", closes: "17:00" }, "places.0.opens", PLACE_MESSAGES.time],
    [{ kind: "canefield_airport", fee: 0, opens: "08:00" }, "places.0.closes", PLACE_MESSAGES.hoursPair],
    [
      { kind: "canefield_airport", fee: 0, opens: "08:00", closes: "08:00" },
      "places.0.closes",
      PLACE_MESSAGES.hoursSame,
    ],
    [
      { kind: "canefield_airport", fee: 0, afterHoursFee: 5 },
      "places.0.afterHoursFee",
      PLACE_MESSAGES.afterHoursWithoutHours,
    ],
  ])("refuses the place %o with 400 naming %s", async (place, field, message) => {
    const response = await put("own", actors.own.company.id, { places: [place], oneWayReturns: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it("refuses a place listed twice, more than 20, and a missing one-way rule", async () => {
    const twice = await put("own", actors.own.company.id, { places: [airport, airport], oneWayReturns: true });
    expect(twice.json().errors).toEqual([{ field: "places.1.kind", message: PLACE_MESSAGES.duplicate }]);
    const many = Array.from({ length: 21 }, (_, i) => ({ kind: "town", name: `Town ${i}`, fee: 0 }));
    const tooMany = await put("own", actors.own.company.id, { places: many, oneWayReturns: true });
    expect(tooMany.json().errors).toEqual([{ field: "places", message: PLACE_MESSAGES.tooMany }]);
    const noRule = await put("own", actors.own.company.id, { places: [] });
    expect(noRule.json().errors).toEqual([{ field: "oneWayReturns", message: PLACE_MESSAGES.oneWayReturns }]);
  });

  it("shows in the next public read of the rental terms (the catalogue's cache forgets them)", async () => {
    const termsUrl = `/api/companies/${actors.own.company.id}/rental-terms`;
    expect((await t.app.inject({ url: termsUrl })).json()).toMatchObject({ places: [], oneWayReturns: true });
    await put("own", actors.own.company.id, { places: [airport], oneWayReturns: false });
    expect((await t.app.inject({ url: termsUrl })).json()).toMatchObject({
      places: [saved(airport)],
      oneWayReturns: false,
    });
    await put("own", actors.own.company.id, { places: [], oneWayReturns: true });
    expect((await t.app.inject({ url: termsUrl })).json().places).toEqual([]);
  });
});

describe("the quote with places", () => {
  it("prices the pick-up and return fees and the after-hours fee, and refuses a place not offered", async () => {
    const vehicle = await vehicleWithPlaces({ places: [airport, portsmouth], oneWayReturns: true });
    const priced = await quote(vehicle.id, {
      pickup: "douglas_charles_airport",
      dropoff: "portsmouth",
      pickupTime: "20:00",
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().lines).toEqual([
      expect.objectContaining({ kind: "daily", amount: 200 }),
      {
        kind: "pickup_fee",
        label: "Pick-up at Douglas-Charles Airport",
        quantity: 1,
        amount: 25,
        place: "Douglas-Charles Airport",
      },
      {
        kind: "after_hours_pickup",
        label: "After-hours pick-up",
        quantity: 1,
        amount: 15,
        place: "Douglas-Charles Airport",
      },
    ]);
    expect(priced.json().total).toBe(240);

    const refused = await quote(vehicle.id, { pickup: "roseau" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: "pickup",
        message: "Pick-up place must be one of this company's places: Douglas-Charles Airport, Portsmouth",
      },
    ]);
    const malformed = await quote(vehicle.id, { dropoff: "Roseau!", pickupTime: "9am" });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["dropoff", "pickupTime"]);
  });

  it("offers the spec's five, free, for a company without places", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, dailyPrice: 50, weeklyPrice: null });
    const priced = await quote(vehicle.id, { pickup: "marigot", dropoff: "canefield_airport" });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().total).toBe(200);
    expect((await quote(vehicle.id, { pickup: "london" })).statusCode).toBe(400);
  });

  it("refuses a return elsewhere when the company takes no one-way returns", async () => {
    const vehicle = await vehicleWithPlaces({ places: [airport, portsmouth], oneWayReturns: false });
    const refused = await quote(vehicle.id, { pickup: "portsmouth", dropoff: "douglas_charles_airport" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "dropoff", message: PLACE_CHOICE_MESSAGES.oneWay }]);
  });
});

describe("a request with places", () => {
  it("stores the places' names and fee lines, and its WhatsApp text names the places with their fees", async () => {
    const vehicle = await vehicleWithPlaces({ places: [airport, portsmouth], oneWayReturns: true });
    const sent = await sendRequest(vehicle.id, {
      pickupLocation: "douglas_charles_airport",
      dropoffLocation: "portsmouth",
      pickupTime: "07:00",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().totalPrice).toBe(240);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(stored?.renter).toMatchObject({
      pickupLocation: "douglas_charles_airport",
      pickupPlace: "Douglas-Charles Airport",
      dropoffPlace: "Portsmouth",
      pickupTime: "07:00",
    });
    expect(stored?.priceLines?.map((line) => [line.kind, line.amount])).toEqual([
      ["daily", 200],
      ["pickup_fee", 25],
      ["after_hours_pickup", 15],
    ]);
    const text = decodeURIComponent(new URL(sent.json().whatsappUrl).searchParams.get("text") ?? "");
    expect(text).toContain(
      "Pickup: Douglas-Charles Airport at 07:00 (fee US$25.00; open 08:00–17:00, after hours US$15.00)",
    );
    expect(text).toContain("Dropoff: Portsmouth (free)");
    expect(text).toContain("- Pick-up at Douglas-Charles Airport: US$25.00");
  });

  it("refuses a place the company does not offer, and a return elsewhere without one-way returns, naming the field", async () => {
    const vehicle = await vehicleWithPlaces({ places: [airport, portsmouth], oneWayReturns: false });
    const notOffered = await sendRequest(vehicle.id, { pickupLocation: "roseau", dropoffLocation: "roseau" });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual([
      {
        field: "pickupLocation",
        message: "Pick-up place must be one of this company's places: Douglas-Charles Airport, Portsmouth",
      },
    ]);
    const elsewhere = await sendRequest(vehicle.id, {
      pickupLocation: "portsmouth",
      dropoffLocation: "douglas_charles_airport",
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([{ field: "dropoffLocation", message: PLACE_CHOICE_MESSAGES.oneWay }]);
    expect(await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toEqual([]);
  });
});
