import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, companies } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const termsOf = (companyId: number | string, cookie?: string) =>
  t.app.inject({ url: `/api/companies/${companyId}/rental-terms`, headers: cookie ? { cookie } : {} });

describe("a company's rental terms (issue 22)", () => {
  it("are public for a public company, in its currency, to anyone", async () => {
    await t.db.update(companies).set({ currency: "XCD" }).where(eq(companies.id, actors.own.company.id));
    for (const cookie of [undefined, actors.other.cookie, actors.own.cookie, actors.admin.cookie]) {
      const response = await termsOf(actors.own.company.id, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ companyId: actors.own.company.id, currency: "XCD" });
    }
    await t.db.update(companies).set({ currency: "USD" }).where(eq(companies.id, actors.own.company.id));
    expect((await termsOf(actors.own.company.id)).json().currency).toBe("USD");
  });

  it("answer 404 for an unknown, archived or not yet approved company, and 400 for a malformed id", async () => {
    const pending = await createCompany(t.db, { user: { isActive: false } });
    const archived = await createCompany(t.db, { isArchived: true });
    for (const id of [999_999, pending.company.id, archived.company.id]) {
      const response = await termsOf(id);
      expect(response.statusCode, `company ${id}`).toBe(404);
      expect(response.json().message).toBe("Company not found");
    }
    expect((await termsOf("abc")).statusCode).toBe(400);
  });
});

describe("a recorded request keeps how its total was reached", () => {
  it("stores the server's price lines beside the total", async () => {
    const vehicle = await createVehicle(t.db, {
      companyId: actors.own.company.id,
      dailyPrice: 50,
      weeklyPrice: 300,
      monthlyPrice: null,
    });
    const startDate = addDays(todayInDominica(), 10);
    const period = { startDate, endDate: addDays(startDate, 8) };
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicle.id, period),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(stored?.totalPrice).toBe(400);
    expect(stored?.priceLines).toEqual([
      expect.objectContaining({ kind: "weekly", quantity: 1, unitPrice: 300, amount: 300 }),
      expect.objectContaining({ kind: "daily", quantity: 2, unitPrice: 50, amount: 100 }),
    ]);
  });
});
