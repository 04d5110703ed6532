import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, vehicles } from "../../src/server/db/schema";
import { hogEventLoop } from "../helpers/event-loop-hog";
import { createVehicle } from "../helpers/factories";
import { validVehicleInput } from "../helpers/fixtures";
import { filledRequestForm } from "../helpers/request-form";
import { setUpActors, setUpTestApp } from "../helpers/test-app";

// The event loop lags (as under PGlite's own overload) while a burst arrives: the server refuses
// what it cannot take, and admits the rest as the burst thins out.
const t = setUpTestApp({ shedding: { maxEventLoopDelayMs: 100 } });
const actors = setUpActors(t);
const BURST = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `burst()`'s answers, sent while the event loop lags and the server has noticed it. */
async function whileLagging<T>(burst: () => Promise<T>): Promise<T> {
  const stop = hogEventLoop();
  try {
    await sleep(700);
    return await burst();
  } finally {
    stop();
    await sleep(500);
  }
}

const postVehicle = (key: string, model: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/vehicles",
    payload: validVehicleInput({ model }),
    headers: { cookie: actors.own.cookie, "idempotency-key": key },
  });
const vehicleModels = async () =>
  (
    await t.db.select({ model: vehicles.model }).from(vehicles).where(eq(vehicles.companyId, actors.own.company.id))
  ).map((row) => row.model);

describe("a burst of writes on a server that refuses the excess", () => {
  it("writes nothing for a 503, and each write retried with its key exists once", async () => {
    const keys = Array.from({ length: BURST }, (_, i) => `burst-${process.pid}-${i}-vehicle-key`);
    const answers = await whileLagging(() => Promise.all(keys.map((key, i) => postVehicle(key, `Burst ${i}`))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(503);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(answer.headers["retry-after"]).toBe("5");
    }
    // Only what was answered 201 exists.
    const created = answers.flatMap((answer, i) => (answer.statusCode === 201 ? [`Burst ${i}`] : []));
    expect((await vehicleModels()).sort()).toEqual(created.sort());

    // The client retries each submission with its own key until it is answered: one row each.
    for (const [i, key] of keys.entries()) {
      let answer = await postVehicle(key, `Burst ${i}`);
      while (answer.statusCode === 503) answer = await postVehicle(key, `Burst ${i}`);
      expect(answer.statusCode).toBe(201);
      if (answers[i]?.statusCode === 201) expect(answer.json()).toEqual(answers[i]?.json());
    }
    expect((await vehicleModels()).sort()).toEqual(keys.map((_, i) => `Burst ${i}`).sort());
  });

  it("refuses booking requests before their transaction too: a 503 records no request", async () => {
    const vehicle = await createVehicle(t.db, { companyId: actors.own.company.id });
    const answers = await whileLagging(() =>
      Promise.all(
        Array.from({ length: BURST }, (_, i) => {
          const start = addDays(todayInDominica(), 10 + 5 * i);
          const payload = filledRequestForm(vehicle.id, { startDate: start, endDate: addDays(start, 2) });
          return t.app.inject({ method: "POST", url: "/api/booking-requests", payload });
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(503);
    const recorded = await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id));
    expect(recorded).toHaveLength(statuses.filter((status) => status === 201).length);
  });

  it("keeps the catalogue's read model current after the burst: it is the server's own work, never shed", async () => {
    await whileLagging(() =>
      Promise.all(
        Array.from({ length: BURST }, (_, i) => postVehicle(`model-${process.pid}-${i}-after-burst`, `After ${i}`)),
      ),
    );
    await t.app.catalogue.model.idle();
    const health = await t.app.inject({ url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok", catalogue: "current" });
    // And it answers with every vehicle the burst created.
    const listed = await t.app.inject({ url: "/api/vehicles?q=After" });
    const created = (await vehicleModels()).filter((model) => model.startsWith("After"));
    expect(listed.statusCode).toBe(200);
    expect(created.length).toBeGreaterThan(0);
    expect(
      listed
        .json<{ model: string }[]>()
        .map((v) => v.model)
        .sort(),
    ).toEqual(created.sort());
  });
});
