import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { SEASON_MESSAGES, type Season } from "../../src/domain/seasons";
import { bookings, companySeasons } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { type Actor, login, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 22, item 3: a company's seasons, set in its profile and applied to every quote and request. */
const t = setUpTestApp();
const actors = setUpActors(t);
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const cookieOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const seasonsUrl = (companyId: number) => `/api/companies/${companyId}/seasons`;
const put = (actor: Actor, companyId: number, seasons: unknown) =>
  t.app.inject({ method: "PUT", url: seasonsUrl(companyId), headers: cookieOf(actor), payload: { seasons } });

// Days 10 to 40 from today, whenever the tests run (across the new year in December).
const high: Season = {
  name: "High season",
  start: day(10).slice(5),
  end: day(40).slice(5),
  dailyPercent: 130,
  weeklyPercent: 120,
  monthlyPercent: null,
  minimumDays: 3,
};
const quiet: Season = { ...high, name: "Quiet", start: day(100).slice(5), end: day(110).slice(5), minimumDays: 1 };

/** A listed vehicle (50 a day, 300 a week) of a new company with these seasons. */
async function vehicleWithSeasons(seasons: Season[]) {
  const company = await createCompany(t.db);
  const saved = await t.app.inject({
    method: "PUT",
    url: seasonsUrl(company.company.id),
    headers: { cookie: await loginCookie(company.user.username) },
    payload: { seasons },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const vehicle = await createVehicle(t.db, {
    companyId: company.company.id,
    dailyPrice: 50,
    weeklyPrice: 300,
    monthlyPrice: null,
  });
  return { company, vehicle };
}
const loginCookie = (username: string) => login(t.app, username, "password123");
const quote = (vehicleId: number, startDate: string, endDate: string) =>
  t.app.inject({ url: `/api/vehicles/${vehicleId}/quote?${new URLSearchParams({ startDate, endDate })}` });

describe("the seasons' settings", () => {
  it.each(ownerOrAdminMatrix(200))("GET: %s → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ url: seasonsUrl(actors.own.company.id), headers: cookieOf(actor) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ companyId: actors.own.company.id, seasons: [] });
  });

  it("GET: 404 for a company that does not exist, even to an admin", async () => {
    const response = await t.app.inject({ url: seasonsUrl(999_999), headers: cookieOf("admin") });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin, who may only look", "admin", 403],
  ] as const)("PUT: %s (%s) → %i", async (_name, actor, status) => {
    const response = await put(actor, actors.own.company.id, [high, quiet]);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ companyId: actors.own.company.id, seasons: [high, quiet] });
      const read = await t.app.inject({ url: seasonsUrl(actors.own.company.id), headers: cookieOf("own") });
      expect(read.json().seasons).toEqual([high, quiet]);
      expect((await put("own", actors.own.company.id, [])).json().seasons).toEqual([]);
    }
  });

  it.each([
    [[{ ...high, name: "" }], "seasons.0.name", SEASON_MESSAGES.nameRequired],
    [[{ ...high, start: "02-30" }], "seasons.0.start", SEASON_MESSAGES.start],
    [[{ ...high, end: "12-32" }], "seasons.0.end", SEASON_MESSAGES.end],
    [[{ ...high, dailyPercent: 0 }], "seasons.0.dailyPercent", SEASON_MESSAGES.dailyPercent],
    [[{ ...high, weeklyPercent: 501 }], "seasons.0.weeklyPercent", SEASON_MESSAGES.weeklyPercent],
    [[{ ...high, weeklyPercent: 140 }], "seasons.0.weeklyPercent", SEASON_MESSAGES.weeklyAboveDaily],
    [[{ ...high, monthlyPercent: 140 }], "seasons.0.monthlyPercent", SEASON_MESSAGES.monthlyAboveDaily],
    [[{ ...high, minimumDays: 181 }], "seasons.0.minimumDays", SEASON_MESSAGES.minimumDays],
    [[high, { ...quiet, start: high.end }], "seasons.1.start", SEASON_MESSAGES.overlap],
    [[high, { ...quiet, name: "high SEASON" }], "seasons.1.name", SEASON_MESSAGES.sameName],
    [Array.from({ length: 13 }, () => quiet), "seasons", SEASON_MESSAGES.tooMany],
  ])(
    "PUT: refuses %# with 400 naming the field, and keeps the seasons saved before",
    async (seasons, field, message) => {
      expect((await put("own", actors.own.company.id, [quiet])).statusCode).toBe(200);
      const response = await put("own", actors.own.company.id, seasons);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      const read = await t.app.inject({ url: seasonsUrl(actors.own.company.id), headers: cookieOf("own") });
      expect(read.json().seasons).toEqual([quiet]);
      await put("own", actors.own.company.id, []);
    },
  );

  it("are bounded by the database too", async () => {
    const row = { companyId: actors.own.company.id, position: 0, ...high };
    await expect(t.db.insert(companySeasons).values({ ...row, dailyPercent: 501 })).rejects.toThrow();
    await expect(t.db.insert(companySeasons).values({ ...row, weeklyPercent: 131 })).rejects.toThrow();
    await expect(t.db.insert(companySeasons).values({ ...row, start: "02-30" })).rejects.toThrow();
    await expect(t.db.insert(companySeasons).values({ ...row, name: "x".repeat(61) })).rejects.toThrow();
    await expect(t.db.insert(companySeasons).values({ ...row, minimumDays: 0 })).rejects.toThrow();
  });
});

describe("seasons in the public terms, the quote and the request", () => {
  it("show in the public rental terms, and an edit shows in the next read", async () => {
    const { company } = await vehicleWithSeasons([high]);
    const terms = () => t.app.inject({ url: `/api/companies/${company.company.id}/rental-terms` });
    expect((await terms()).json().seasons).toEqual([high]);
    const cookie = await loginCookie(company.user.username);
    await t.app.inject({
      method: "PUT",
      url: seasonsUrl(company.company.id),
      headers: { cookie },
      payload: { seasons: [quiet] },
    });
    expect((await terms()).json().seasons).toEqual([quiet]);
  });

  it("price the quote's days in the season, say it in the lines, and an edit shows in the next quote", async () => {
    const { company, vehicle } = await vehicleWithSeasons([high]);
    const inSeason = await quote(vehicle.id, day(12), day(16));
    expect(inSeason.statusCode, inSeason.body).toBe(200);
    expect(inSeason.json()).toMatchObject({
      days: 5,
      lines: [
        {
          kind: "daily",
          label: "5 days at the High season daily rate",
          quantity: 5,
          unitPrice: 65,
          amount: 325,
          season: "High season",
        },
      ],
      total: 325,
    });
    // Two days before the season and three in it: each day at its own season's rate.
    expect((await quote(vehicle.id, day(8), day(12))).json()).toMatchObject({
      lines: [
        { kind: "daily", quantity: 2, amount: 100 },
        { kind: "daily", quantity: 3, amount: 195, season: "High season" },
      ],
      total: 295,
    });
    const cookie = await loginCookie(company.user.username);
    await t.app.inject({
      method: "PUT",
      url: seasonsUrl(company.company.id),
      headers: { cookie },
      payload: { seasons: [] },
    });
    expect((await quote(vehicle.id, day(12), day(16))).json().total).toBe(250);
  });

  it("refuse a quote shorter than a season's minimum with 400 naming endDate", async () => {
    const { vehicle } = await vehicleWithSeasons([high]);
    const response = await quote(vehicle.id, day(39), day(40));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: "endDate",
        message: expect.stringMatching(/^A rental with days in High season \(.+\) lasts at least 3 days\.$/),
      },
    ]);
    // Touching it on its last day is enough; a day later is not.
    expect((await quote(vehicle.id, day(40), day(41))).statusCode).toBe(400);
    expect((await quote(vehicle.id, day(41), day(42))).statusCode).toBe(200);
  });

  it("price a request on the server and store its season's lines; a too short one is a 400 on endDate in the renter's language", async () => {
    const { vehicle } = await vehicleWithSeasons([high]);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, { startDate: day(12), endDate: day(20) }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().totalPrice).toBe(360 + 2 * 65);
    expect(decodeURIComponent(sent.json().whatsappUrl)).toContain("1 week at the High season weekly rate");
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(stored?.priceLines).toEqual([
      expect.objectContaining({ kind: "weekly", quantity: 1, unitPrice: 360, season: "High season" }),
      expect.objectContaining({ kind: "daily", quantity: 2, unitPrice: 65, season: "High season" }),
    ]);

    const short = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, { startDate: day(30), endDate: day(31) }, { language: "fr" }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      {
        field: "endDate",
        message: expect.stringMatching(
          /^Une location comptant des jours de « High season » .+ dure au moins 3 jours\.$/,
        ),
      },
    ]);
  });
});
