import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, vehicles } from "../../src/server/db/schema";
import { notFoundMessage } from "../../src/server/errors";
import { createCompany, createUser, createVehicle } from "../helpers/factories";
import { login, setUpTestApp } from "../helpers/test-app";

/** Issue 38, point 5: a vehicle removed while a request is being made answers 404, never 500. */
const t = setUpTestApp();
const startDate = addDays(todayInDominica(), 12);
const onPostgres = Boolean(process.env.DATABASE_URL);

async function send(vehicleId: number) {
  const user = await createUser(t.db, { role: "renter", isActive: true });
  const cookie = await login(t.app, user.username, user.password);
  return t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { cookie },
    payload: { vehicleId, startDate, endDate: addDays(startDate, 2) },
  });
}

const newVehicle = async () => createVehicle(t.db, { companyId: (await createCompany(t.db)).company.id });

it("answers 404 when the vehicle is gone before the request is read", async () => {
  const vehicle = await newVehicle();
  await t.db.delete(vehicles).where(eq(vehicles.id, vehicle.id));
  const response = await send(vehicle.id);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().message).toBe(notFoundMessage("Vehicle", vehicle.id));
});

// Two connections at once: PGlite has one, and there a request and a deletion never overlap.
it.skipIf(!onPostgres)(
  "answers 404, recording nothing, when the vehicle is deleted after the request read it and before it is recorded",
  async () => {
    const vehicle = await newVehicle();
    let response: Awaited<ReturnType<typeof send>> | undefined;
    await t.db.transaction(async (tx) => {
      // The deletion holds the vehicle's row until it commits: the request reads the vehicle as it
      // was, and its insert waits on the row, then finds it gone.
      await tx.delete(vehicles).where(eq(vehicles.id, vehicle.id));
      const sending = send(vehicle.id).then((answer) => {
        response = answer;
      });
      for (let i = 0; i < 400; i++) {
        const [waiting] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0 || response) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Commit with the request still waiting; it is awaited after.
      void sending;
    });
    for (let i = 0; i < 400 && !response; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(response?.statusCode, response?.body).toBe(404);
    expect(await t.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toEqual([]);
  },
);
