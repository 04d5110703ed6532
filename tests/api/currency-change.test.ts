import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CURRENCY_CHANGE_MESSAGES } from "../../src/domain/currency-change";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, companies, companyExtras, companyPlaces, vehicles } from "../../src/server/db/schema";
import { createBooking, createCompany, createUser, createVehicle } from "../helpers/factories";
import { type Actor, login, setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);

/** A company stating one of each amount, in US$, with a pending request recorded in US$. */
async function pricedCompany() {
  const { company, user } = await createCompany(t.db, {
    youngDriverFee: 15,
    youngDriverUnderAge: 25,
    permit: "company",
    permitFee: 12,
  });
  const cookie = await login(t.app, user.username, user.password);
  const vehicle = await createVehicle(t.db, {
    companyId: company.id,
    make: "Toyota",
    model: "RAV4",
    year: 2021,
    dailyPrice: 85,
    weeklyPrice: 510,
    monthlyPrice: null,
    deposit: 300,
  });
  const [place] = await t.db
    .insert(companyPlaces)
    .values({
      companyId: company.id,
      position: 0,
      kind: "douglas_charles_airport",
      fee: 60,
      opens: "08:00",
      closes: "17:00",
      afterHoursFee: 20,
    })
    .returning();
  const [extra] = await t.db
    .insert(companyExtras)
    .values({ companyId: company.id, position: 0, kind: "child_seat", pricing: "per_day", price: 5, cap: 35 })
    .returning();
  const renter = await createUser(t.db, { isActive: true });
  const start = addDays(todayInDominica(), 20);
  const request = await createBooking(t.db, {
    userId: renter.id,
    vehicleId: vehicle.id,
    startDate: start,
    endDate: addDays(start, 2),
    status: "pending",
  });
  return { company, cookie, vehicle, place, extra, request };
}

type Priced = Awaited<ReturnType<typeof pricedCompany>>;

const change = (cookie: string | undefined, companyId: number, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/companies/${companyId}/currency`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const preview = (cookie: string | undefined, companyId: number, currency: string) =>
  t.app.inject({
    url: `/api/companies/${companyId}/currency-change?currency=${currency}`,
    headers: cookie ? { cookie } : {},
  });

/** What the company states now, every amount. */
async function amountsOf({ company, vehicle, place, extra }: Priced) {
  const [companyRow] = await t.db.select().from(companies).where(eq(companies.id, company.id));
  const [vehicleRow] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
  const [placeRow] = await t.db
    .select()
    .from(companyPlaces)
    .where(eq(companyPlaces.id, place?.id ?? 0));
  const [extraRow] = await t.db
    .select()
    .from(companyExtras)
    .where(eq(companyExtras.id, extra?.id ?? 0));
  return {
    currency: companyRow?.currency,
    driver: { youngDriverFee: companyRow?.youngDriverFee, permitFee: companyRow?.permitFee },
    vehicle: {
      dailyPrice: vehicleRow?.dailyPrice,
      weeklyPrice: vehicleRow?.weeklyPrice,
      monthlyPrice: vehicleRow?.monthlyPrice,
      deposit: vehicleRow?.deposit,
    },
    place: { fee: placeRow?.fee, afterHoursFee: placeRow?.afterHoursFee },
    extra: { price: extraRow?.price, cap: extraRow?.cap },
  };
}

const US_AMOUNTS = {
  currency: "USD",
  driver: { youngDriverFee: 15, permitFee: 12 },
  vehicle: { dailyPrice: 85, weeklyPrice: 510, monthlyPrice: null, deposit: 300 },
  place: { fee: 60, afterHoursFee: 20 },
  extra: { price: 5, cap: 35 },
};

describe("changing a company's currency (issue 38, point 3)", () => {
  describe.each([
    [
      "PUT /api/companies/{id}/currency",
      (cookie: string | undefined, id: number) => change(cookie, id, { currency: "USD", amounts: "keep" }),
    ],
    ["GET /api/companies/{id}/currency-change", (cookie: string | undefined, id: number) => preview(cookie, id, "XCD")],
  ])("%s", (_name, send) => {
    it.each([
      ["own company", "own", 200],
      ["another company", "other", 404],
      ["visitor", "anonymous", 401],
      ["renter", "renter", 403],
      ["admin", "admin", 403],
    ] as [string, Actor | "renter", number][])("answers %s %s", async (_who, actor, status) => {
      const cookie =
        actor === "anonymous"
          ? undefined
          : actor === "renter"
            ? await (async () => {
                const renter = await createUser(t.db, { isActive: true });
                return login(t.app, renter.username, renter.password);
              })()
            : actors[actor].cookie;
      const response = await send(cookie, actors.own.company.id);
      expect(response.statusCode, response.body).toBe(status);
    });
  });

  it.each([
    ["no choice", { currency: "XCD" }, "amounts", CURRENCY_CHANGE_MESSAGES.amounts],
    ["another choice", { currency: "XCD", amounts: "round" }, "amounts", CURRENCY_CHANGE_MESSAGES.amounts],
    ["no currency", { amounts: "convert" }, "currency", "Currency must be USD (US$) or XCD (EC$)"],
    ["euros", { currency: "EUR", amounts: "keep" }, "currency", "Currency must be USD (US$) or XCD (EC$)"],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_name, payload, field, message) => {
    const priced = await pricedCompany();
    const response = await change(priced.cookie, priced.company.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await amountsOf(priced)).toEqual(US_AMOUNTS);
  });

  it("refuses a preview without a currency to preview", async () => {
    const response = await t.app.inject({
      url: `/api/companies/${actors.own.company.id}/currency-change`,
      headers: { cookie: actors.own.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: "currency",
      message: "Currency must be USD (US$) or XCD (EC$)",
    });
  });

  it("previews every amount above 0 beside its converted figure, and writes nothing", async () => {
    const priced = await pricedCompany();
    const response = await preview(priced.cookie, priced.company.id, "XCD");
    expect(response.statusCode, response.body).toBe(200);
    const vehicleOwner = { type: "vehicle", id: priced.vehicle.id, name: "Toyota RAV4 (2021)" };
    const placeOwner = { type: "place", id: priced.place?.id, kind: "douglas_charles_airport", name: null, area: null };
    const extraOwner = { type: "extra", id: priced.extra?.id, kind: "child_seat", name: null };
    expect(response.json()).toEqual({
      companyId: priced.company.id,
      from: "USD",
      to: "XCD",
      changes: [
        { owner: vehicleOwner, field: "dailyPrice", amount: 85, converted: 229.5 },
        { owner: vehicleOwner, field: "weeklyPrice", amount: 510, converted: 1377 },
        { owner: vehicleOwner, field: "deposit", amount: 300, converted: 810 },
        { owner: placeOwner, field: "fee", amount: 60, converted: 162 },
        { owner: placeOwner, field: "afterHoursFee", amount: 20, converted: 54 },
        { owner: extraOwner, field: "price", amount: 5, converted: 13.5 },
        { owner: extraOwner, field: "cap", amount: 35, converted: 94.5 },
        { owner: { type: "driver" }, field: "youngDriverFee", amount: 15, converted: 40.5 },
        { owner: { type: "driver" }, field: "permitFee", amount: 12, converted: 32.4 },
      ],
    });
    // The currency it already has affects nothing.
    expect((await preview(priced.cookie, priced.company.id, "USD")).json().changes).toEqual([]);
    expect(await amountsOf(priced)).toEqual(US_AMOUNTS);
  });

  it("converts every amount at the peg in one change; pending requests keep their price and currency", async () => {
    const priced = await pricedCompany();
    const response = await change(priced.cookie, priced.company.id, { currency: "XCD", amounts: "convert" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      companyId: priced.company.id,
      currency: "XCD",
      amounts: "convert",
      converted: 9,
    });
    expect(await amountsOf(priced)).toEqual({
      currency: "XCD",
      driver: { youngDriverFee: 40.5, permitFee: 32.4 },
      vehicle: { dailyPrice: 229.5, weeklyPrice: 1377, monthlyPrice: null, deposit: 810 },
      place: { fee: 162, afterHoursFee: 54 },
      extra: { price: 13.5, cap: 94.5 },
    });
    const [request] = await t.db.select().from(bookings).where(eq(bookings.id, priced.request.id));
    expect(request).toMatchObject({ totalPrice: priced.request.totalPrice, priceCurrency: "USD" });

    // Visitors read the new figures, and the price filters compare their US$ worth.
    const shown = await t.app.inject({ url: `/api/vehicles/${priced.vehicle.id}` });
    expect(shown.json()).toMatchObject({ currency: "XCD", dailyPrice: 229.5, deposit: 810 });

    // Sent again (a retry, a second tab), it converts nothing twice.
    const again = await change(priced.cookie, priced.company.id, { currency: "XCD", amounts: "convert" });
    expect(again.json()).toMatchObject({ currency: "XCD", converted: 0 });
    expect((await amountsOf(priced)).vehicle.dailyPrice).toBe(229.5);

    // And back: EC$ to US$, to the cent; a whole-dollar price comes back as it was.
    const back = await change(priced.cookie, priced.company.id, { currency: "USD", amounts: "convert" });
    expect(back.statusCode, back.body).toBe(200);
    expect((await amountsOf(priced)).vehicle).toEqual({
      dailyPrice: 85,
      weeklyPrice: 510,
      monthlyPrice: null,
      deposit: 300,
    });
  });

  it("keeps the numbers when the company says so", async () => {
    const priced = await pricedCompany();
    const response = await change(priced.cookie, priced.company.id, { currency: "XCD", amounts: "keep" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currency: "XCD", amounts: "keep", converted: 0 });
    expect(await amountsOf(priced)).toEqual({ ...US_AMOUNTS, currency: "XCD" });
  });

  it("refuses to convert an amount past 1,000,000, changing nothing", async () => {
    const priced = await pricedCompany();
    await t.db.update(vehicles).set({ deposit: 400_000 }).where(eq(vehicles.id, priced.vehicle.id));
    const response = await change(priced.cookie, priced.company.id, { currency: "XCD", amounts: "convert" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "amounts", message: CURRENCY_CHANGE_MESSAGES.tooLarge }]);
    const after = await amountsOf(priced);
    expect(after).toEqual({ ...US_AMOUNTS, vehicle: { ...US_AMOUNTS.vehicle, deposit: 400_000 } });
  });

  it("writes all of it or none: a refusal at the last amount leaves every other as it was", async () => {
    const priced = await pricedCompany();
    // The extras are written last; a rule that refuses this one's converted price fails the change there.
    await t.db.execute(
      sql.raw(
        `alter table company_extras add constraint test_refuses_converted_price check (company_id <> ${priced.company.id} or price < 10) not valid`,
      ),
    );
    try {
      const response = await change(priced.cookie, priced.company.id, { currency: "XCD", amounts: "convert" });
      expect(response.statusCode).toBe(400);
    } finally {
      await t.db.execute(sql`alter table company_extras drop constraint test_refuses_converted_price`);
    }
    expect(await amountsOf(priced)).toEqual(US_AMOUNTS);
  });
});
