import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, idempotentAnswers, vehicles } from "../../src/server/db/schema";
import { createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { filledRequestForm } from "../helpers/request-form";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
let keys = 0;
/** A key as the client makes one: new per submission. */
const newKey = () => `test-key-${process.pid}-${++keys}-abcdefgh`;

const postVehicle = (key: string | undefined, payload: object = validVehicleInput()) =>
  t.app.inject({
    method: "POST",
    url: "/api/vehicles",
    payload,
    headers: { cookie: actors.own.cookie, ...(key !== undefined && { "idempotency-key": key }) },
  });
const vehicleCount = async () =>
  (await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, actors.own.company.id))).length;

describe("a write sent again with its Idempotency-Key", () => {
  it("gets the first answer again and writes nothing more", async () => {
    const before = await vehicleCount();
    const key = newKey();
    const first = await postVehicle(key);
    expect(first.statusCode).toBe(201);
    const again = await postVehicle(key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await vehicleCount()).toBe(before + 1);
  });

  it("writes again without a key, or with a new one: each submission is its own", async () => {
    const before = await vehicleCount();
    expect((await postVehicle(undefined)).statusCode).toBe(201);
    expect((await postVehicle(newKey())).statusCode).toBe(201);
    expect(await vehicleCount()).toBe(before + 2);
  });

  it("replays a refusal too: the same request gets the same answer", async () => {
    const key = newKey();
    const refused = await postVehicle(key, validVehicleInput({ dailyPrice: 0 }));
    expect(refused.statusCode).toBe(400);
    const again = await postVehicle(key, validVehicleInput({ dailyPrice: 0 }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
  });

  it("refuses the key with another body, or from another account, with 409", async () => {
    const key = newKey();
    expect((await postVehicle(key)).statusCode).toBe(201);
    const other = await postVehicle(key, validVehicleInput({ model: "Vitara" }));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This Idempotency-Key was already sent with another request");
    const otherAccount = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      payload: validVehicleInput(),
      headers: { cookie: actors.other.cookie, "idempotency-key": key },
    });
    expect(otherAccount.statusCode).toBe(409);
  });

  it.each([
    ["too short", "abc"],
    ["with a space", "a key with spaces in it"],
    ["too long", "k".repeat(101)],
  ])("refuses a key %s with 400 naming the header", async (_case, key) => {
    const before = await vehicleCount();
    const response = await postVehicle(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "Idempotency-Key", message: "Idempotency-Key must be 16 to 100 letters, digits, '-' or '_'" },
    ]);
    expect(await vehicleCount()).toBe(before);
  });

  it("keeps a visitor's request answer unreadable at rest: its status token is not in the stored row", async () => {
    const { company } = actors.own;
    const vehicle = await createVehicle(t.db, { companyId: company.id });
    const start = addDays(todayInDominica(), 20);
    const payload = filledRequestForm(vehicle.id, { startDate: start, endDate: addDays(start, 3) });
    const key = newKey();
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/booking-requests", payload, headers: { "idempotency-key": key } });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.json()).toEqual(first.json());
    const requests = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(requests).toHaveLength(1);
    const token = String(first.json().statusUrl).split("/").pop() ?? "";
    expect(token.length).toBeGreaterThan(10);
    const stored = await t.db.select().from(idempotentAnswers);
    const atRest = stored.map((row) => JSON.stringify(row) + Buffer.from(row.sealedBody ?? []).toString("latin1"));
    expect(atRest.join("\n")).not.toContain(token);
    expect(atRest.join("\n")).not.toContain(key);
  });

  it("answers a repeated registration with 409 'log in' rather than a second account or a cookie-less 201", async () => {
    const key = newKey();
    const payload = {
      username: `repeat${process.pid}`,
      password: "s3cret-pass",
      fullName: "Repeat Rentals Owner",
      email: `repeat${process.pid}@example.com`,
      phone: "7674401234",
      role: "company",
      companyName: "Repeat Rentals",
    };
    const register = () =>
      t.app.inject({ method: "POST", url: "/api/register", payload, headers: { "idempotency-key": key } });
    const first = await register();
    expect(first.statusCode, first.body).toBe(201);
    const again = await register();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This was already done. Log in to continue.");
  });
});

describe("reads", () => {
  beforeAll(async () => {
    await createVehicle(t.db, { companyId: actors.own.company.id });
  });

  it("ignore the header: a GET is always safe to repeat", async () => {
    const response = await t.app.inject({ url: "/api/vehicles", headers: { "idempotency-key": "bad" } });
    expect(response.statusCode).toBe(200);
  });
});
