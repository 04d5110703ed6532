import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { EXTRA_CHOICE_MESSAGES, EXTRA_MESSAGES } from "../../src/domain/rental-extras";
import { bookings } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { type Actor, ownerOrAdminMatrix, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Issue 22, item 2: a company's extras, in its profile, the quote and the recorded request. */
const t = setUpTestApp();
const actors = setUpActors(t);
const cookieOf = (actor: Actor) => (actor === "anonymous" ? {} : { cookie: actors[actor].cookie });
const extrasUrl = (companyId: number) => `/api/companies/${companyId}/extras`;
const put = (actor: Actor, companyId: number, extras: unknown[]) =>
  t.app.inject({ method: "PUT", url: extrasUrl(companyId), headers: cookieOf(actor), payload: { extras } });
const childSeat = { kind: "child_seat", pricing: "per_day", price: 5, cap: 20, maxQuantity: 3, excludedVehicleIds: [] };
const cooler = { kind: "other", name: "Beach cooler", pricing: "per_rental", price: 12.5, maxQuantity: 1 };
const day = (n: number) => addDays(todayInDominica(), n);

/** A company of its own with two listed vehicles, its extras set by its own user. */
async function companyWithExtras(extras: (vehicleIds: number[]) => unknown[]) {
  const { company } = await createCompany(t.db);
  const first = await createVehicle(t.db, { companyId: company.id, dailyPrice: 50 });
  const second = await createVehicle(t.db, { companyId: company.id, dailyPrice: 50 });
  const saved = await replaceAsOwner(company.id, extras([first.id, second.id]));
  return { company, first, second, extras: saved };
}
/** The company's own write, straight through the server's function: its user has no session here. */
async function replaceAsOwner(companyId: number, extras: unknown[]) {
  const { replaceCompanyExtras } = await import("../../src/server/companies/extras");
  const { companyExtrasSchema } = await import("../../src/domain/rental-extras-schema");
  const saved = await replaceCompanyExtras(t.db, companyId, companyExtrasSchema.parse({ extras }).extras);
  if (!saved) throw new Error("no company");
  return saved.extras;
}
const quote = (vehicleId: number, extras: string) =>
  t.app.inject({ url: `/api/vehicles/${vehicleId}/quote?startDate=${day(10)}&endDate=${day(14)}&extras=${extras}` });

describe("the Extras settings", () => {
  it.each(ownerOrAdminMatrix(200))("GET: %s → %i", async (_name, actor, status) => {
    const response = await t.app.inject({ url: extrasUrl(actors.own.company.id), headers: cookieOf(actor) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ companyId: actors.own.company.id, extras: [] });
  });

  it.each([
    ["own company", "own", 200],
    ["another company", "other", 404],
    ["visitor", "anonymous", 401],
    ["admin, who may only look", "admin", 403],
  ] as const)("PUT: %s → %i", async (_name, actor, status) => {
    const response = await put(actor, actors.own.company.id, [childSeat]);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json().extras).toEqual([{ ...childSeat, id: expect.any(Number), name: null }]);
      expect((await put("own", actors.own.company.id, [])).json().extras).toEqual([]);
    }
  });

  it("answers 404 for a company that does not exist", async () => {
    const response = await t.app.inject({ url: extrasUrl(999_999), headers: cookieOf("admin") });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    [{ ...childSeat, kind: "jetpack" }, "extras.0.kind", EXTRA_MESSAGES.kind],
    [{ ...cooler, name: "" }, "extras.0.name", EXTRA_MESSAGES.nameRequired],
    [{ ...childSeat, price: -1 }, "extras.0.price", EXTRA_MESSAGES.price],
    [{ ...childSeat, cap: 4 }, "extras.0.cap", EXTRA_MESSAGES.capTooLow],
    [{ ...cooler, cap: 40 }, "extras.0.cap", EXTRA_MESSAGES.capPerRental],
    [{ ...childSeat, maxQuantity: 11 }, "extras.0.maxQuantity", EXTRA_MESSAGES.maxQuantity],
    [{ ...childSeat, id: 999_999 }, "extras.0.id", EXTRA_MESSAGES.unknownExtra],
  ])("refuses %j with 400 naming %s", async (extra, field, message) => {
    const response = await put("own", actors.own.company.id, [extra]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it("refuses a list of more than 20 or with an extra twice, and another company's vehicle", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...cooler, name: `Extra ${i}` }));
    expect((await put("own", actors.own.company.id, many)).json().errors).toEqual([
      { field: "extras", message: EXTRA_MESSAGES.tooMany },
    ]);
    expect((await put("own", actors.own.company.id, [childSeat, childSeat])).json().errors).toEqual([
      { field: "extras.1.kind", message: EXTRA_MESSAGES.listedTwice },
    ]);
    const theirs = await createVehicle(t.db, { companyId: actors.other.company.id });
    const response = await put("own", actors.own.company.id, [{ ...childSeat, excludedVehicleIds: [theirs.id] }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "extras.0.excludedVehicleIds", message: EXTRA_MESSAGES.excludedVehicles },
    ]);
  });

  it("replaces the list at once: an extra sent with its id keeps it, one left out goes, the order is the list's", async () => {
    const companyId = actors.own.company.id;
    const vehicle = await createVehicle(t.db, { companyId });
    const [seat, own] = (await put("own", companyId, [childSeat, cooler])).json().extras;
    const saved = await put("own", companyId, [
      { ...own, price: 15 },
      { ...childSeat, kind: "booster_seat", excludedVehicleIds: [vehicle.id, vehicle.id] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [kept, added] = saved.json().extras;
    expect(kept).toMatchObject({ id: own.id, price: 15, name: "Beach cooler" });
    expect(added).toMatchObject({ kind: "booster_seat", excludedVehicleIds: [vehicle.id] });
    expect(added.id).not.toBe(seat.id);
    const read = await t.app.inject({ url: extrasUrl(companyId), headers: cookieOf("admin") });
    expect(read.json().extras).toEqual(saved.json().extras);
    expect(read.json().vehicles).toContainEqual(expect.objectContaining({ id: vehicle.id }));
    await put("own", companyId, []);
  });
});

describe("the extras in the rental terms and the quote", () => {
  it("are public in the rental terms, and an edit shows in the next read", async () => {
    const { company } = await companyWithExtras(() => [childSeat]);
    const terms = await t.app.inject({ url: `/api/companies/${company.id}/rental-terms` });
    expect(terms.json().extras).toEqual([expect.objectContaining({ kind: "child_seat", price: 5, cap: 20 })]);
    await replaceAsOwner(company.id, [{ ...childSeat, price: 6 }]);
    const again = await t.app.inject({ url: `/api/companies/${company.id}/rental-terms` });
    expect(again.json().extras).toEqual([expect.objectContaining({ price: 6 })]);
  });

  it("quotes extras=3:2,7: a line per extra, capped where the cap applies, in the total", async () => {
    const { first, extras } = await companyWithExtras(() => [childSeat, cooler]);
    const [seat, own] = extras;
    const response = await quote(first.id, `${seat?.id}:2,${own?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      days: 5,
      total: 250 + 40 + 12.5,
      lines: [
        { kind: "daily", quantity: 5, amount: 250 },
        {
          kind: "extra",
          extraId: seat?.id,
          label: "Child seat × 2, 5 days at US$5.00 a day, capped at US$20.00 each",
          quantity: 2,
          days: 5,
          unitPrice: 5,
          cap: 20,
          amount: 40,
        },
        { kind: "extra", label: "Beach cooler at US$12.50 a rental", quantity: 1, amount: 12.5 },
      ],
    });
    // An edit reaches the next quote: the cached answer does not outlive it.
    await replaceAsOwner(first.companyId, [
      { ...childSeat, id: seat?.id, cap: null },
      { ...cooler, id: own?.id },
    ]);
    expect((await quote(first.id, `${seat?.id}:2`)).json().total).toBe(250 + 50);
  });

  it("refuses an unknown extra, one not for this vehicle, too many of one, and a malformed list, naming extras", async () => {
    const { first, second, extras } = await companyWithExtras(([, secondId]) => [
      childSeat,
      { ...cooler, excludedVehicleIds: [secondId] },
    ]);
    const [seat, own] = extras;
    const { extras: others } = await companyWithExtras(() => [childSeat]);
    for (const [vehicleId, text, message] of [
      [first.id, `${others[0]?.id}`, EXTRA_CHOICE_MESSAGES.unknown],
      [second.id, `${own?.id}`, EXTRA_CHOICE_MESSAGES.notForVehicle],
      [first.id, `${seat?.id}:4`, EXTRA_CHOICE_MESSAGES.overMaximum],
      [first.id, `${seat?.id}:11`, EXTRA_CHOICE_MESSAGES.overMaximum],
      [first.id, `${seat?.id},${seat?.id}:2`, EXTRA_CHOICE_MESSAGES.repeated],
      [first.id, Array.from({ length: 21 }, (_, i) => i + 1).join(","), EXTRA_CHOICE_MESSAGES.tooMany],
      [first.id, "seat", EXTRA_CHOICE_MESSAGES.format],
    ] as const) {
      const response = await quote(vehicleId, text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().errors, text).toEqual([{ field: "extras", message }]);
    }
    expect((await quote(second.id, `${seat?.id}:3`)).statusCode).toBe(200);
  });
});

describe("a request with extras", () => {
  it("stores the chosen extras and their lines, priced by the server", async () => {
    const { first, extras } = await companyWithExtras(() => [childSeat]);
    const chosen = [{ id: extras[0]?.id, quantity: 2 }];
    const period = { startDate: day(10), endDate: day(12) };
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(first.id, period, { extras: chosen }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().totalPrice).toBe(150 + 30);
    const text = decodeURIComponent(new URL(sent.json().whatsappUrl).searchParams.get("text") ?? "");
    expect(text).toContain("- Child seat × 2, 3 days at US$5.00 a day: US$30.00");
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.vehicleId, first.id));
    expect(stored?.renter?.extras).toEqual(chosen);
    expect(stored?.priceLines).toEqual([
      expect.objectContaining({ kind: "daily", amount: 150 }),
      expect.objectContaining({ kind: "extra", extraId: extras[0]?.id, quantity: 2, days: 3, amount: 30 }),
    ]);
  });

  it("is refused with 400 naming extras when the extra does not go with the vehicle or is over its most", async () => {
    const { second, extras } = await companyWithExtras(([, secondId]) => [
      { ...childSeat, excludedVehicleIds: [secondId] },
    ]);
    const send = (quantity: number, vehicleId: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/booking-requests",
        payload: filledRequestForm(
          vehicleId,
          { startDate: day(10), endDate: day(12) },
          {
            extras: [{ id: extras[0]?.id, quantity }],
          },
        ),
      });
    const refused = await send(1, second.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "extras", message: EXTRA_CHOICE_MESSAGES.notForVehicle }]);
    const tooMany = await send(11, second.id);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toMatch(/^extras/);
  });
});
