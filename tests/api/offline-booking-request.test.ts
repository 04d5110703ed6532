import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { PRICE_CHANGED } from "../../src/domain/requests/refusals";
import { bookings, mailOutbox, vehicles } from "../../src/server/db/schema";
import { createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

// A request written without a signal is kept on the phone (src/client/lib/send-when-online.ts) and
// sent when it returns, with its Idempotency-Key and the total the visitor read.
const t = setUpTestApp();
const actors = setUpActors(t);
let keys = 0;
const newKey = () => `offline-key-${process.pid}-${++keys}-abcdefgh`;

async function writtenOffline(dailyPrice = 60) {
  const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id, dailyPrice });
  const start = addDays(todayInDominica(), 30);
  const period = { startDate: start, endDate: addDays(start, 2) };
  const quote = await t.app.inject({
    method: "GET",
    url: `/api/vehicles/${vehicle.id}/quote?startDate=${period.startDate}&endDate=${period.endDate}`,
  });
  expect(quote.statusCode).toBe(200);
  const total = quote.json().total as number;
  return {
    vehicle,
    form: (expectedTotal?: unknown) =>
      filledRequestForm(vehicle.id, period, expectedTotal === undefined ? {} : { expectedTotal }),
    total,
  };
}

const send = (payload: object, key: string) =>
  t.app.inject({ method: "POST", url: "/api/booking-requests", payload, headers: { "idempotency-key": key } });
const requestsOf = (vehicleId: number) => t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicleId));
const mailsOf = async (vehicleId: number) => {
  const ids = (await requestsOf(vehicleId)).map((row) => row.id);
  const all = await t.db.select().from(mailOutbox);
  return all.filter((mail) => mail.bookingId !== null && ids.includes(mail.bookingId));
};

describe("a booking request kept on the phone and sent when the signal returns", () => {
  it("is recorded once however often the phone sends it with its key", async () => {
    const { vehicle, form, total } = await writtenOffline();
    const payload = form(total);
    const key = newKey();
    const first = await send(payload, key);
    expect(first.statusCode).toBe(201);
    // The phone lost the answer and tried again, twice.
    const again = await send(payload, key);
    const third = await send(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(third.json().reference).toBe(first.json().reference);
    expect(await requestsOf(vehicle.id)).toHaveLength(1);
    // One receipt, one notice to the company: the repeats queued no mail.
    expect(await mailsOf(vehicle.id)).toHaveLength(2);
    expect(first.json().totalPrice).toBe(total);
  });

  it("records nothing when the price changed since it was written, and names the field", async () => {
    const { vehicle, form, total } = await writtenOffline(60);
    await t.db.update(vehicles).set({ dailyPrice: 75 }).where(eq(vehicles.id, vehicle.id));
    const refused = await send(form(total), newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: PRICE_CHANGED,
      errors: [{ field: "expectedTotal", message: PRICE_CHANGED }],
    });
    expect(await requestsOf(vehicle.id)).toHaveLength(0);

    // The visitor confirms the new total: a new submission, a new key.
    const confirmed = await send(form(225), newKey());
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().totalPrice).toBe(225);
    expect(await requestsOf(vehicle.id)).toHaveLength(1);
  });

  it("is recorded as before without an expected total (a request sent online)", async () => {
    const { vehicle, form } = await writtenOffline();
    expect((await send(form(), newKey())).statusCode).toBe(201);
    expect(await requestsOf(vehicle.id)).toHaveLength(1);
  });

  it.each([
    ["not a number", "abc"],
    ["negative", -1],
    ["too large", 1e12],
  ])("refuses an expected total that is %s with 400 naming it", async (_case, value) => {
    const { vehicle, form } = await writtenOffline();
    const refused = await send(form(value), newKey());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "expectedTotal" })]),
    );
    expect(await requestsOf(vehicle.id)).toHaveLength(0);
  });
});
