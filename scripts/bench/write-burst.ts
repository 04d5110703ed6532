// npm run bench's write burst: company owners adding vehicles and busy periods through the API, as
// they do from the fleet screen, before the distinct searches are measured again. A bulk seed builds
// the catalogue's read model once at start; a burst of writes through the API is what a live server
// sees, and the model must take in every one of them and answer as fast afterwards.
import { inArray } from "drizzle-orm";
import { unavailabilityPayload } from "../../src/domain/contracts/unavailability/unavailability-schema";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { hashPassword } from "../../src/server/auth/password";
import type { Database } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { validVehicleInput } from "../../tests/helpers/fixtures";
import { sidCookie } from "../../tests/helpers/server-process";

const PASSWORD = "bench write burst";

export interface WriteBurst {
  writes: number;
  seconds: number;
  /** Answers by status: a burst that wrote nothing must not pass for one that did. */
  statuses: Record<string, number>;
  vehiclesAdded: number;
  /** The first refusal's body, to say why. */
  firstRefusal?: string;
}

/** A vehicle's rates as an owner sets them: a week and a month cheaper by the day than single days. */
const burstPrices = (model: string, dailyPrice: number) => ({
  model,
  dailyPrice,
  weeklyPrice: dailyPrice * 6,
  monthlyPrice: dailyPrice * 25,
});

/** Logs in the first `writers` bench companies (bench0, bench1, …, all active) and returns their cookies. */
async function logInWriters(base: string, origin: string, db: Database["db"], writers: number): Promise<string[]> {
  const usernames = Array.from({ length: writers }, (_, w) => `bench${w}`);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(inArray(users.username, usernames));
  return Promise.all(
    usernames.map(async (username) => {
      const response = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      return sidCookie(response);
    }),
  );
}

/**
 * `writers` owners at once, each adding `perWriter` vehicles and a busy period on each: two writes
 * a step, each answered before the next, as a person's browser sends them.
 */
export async function writeBurst(options: {
  base: string;
  origin: string;
  db: Database["db"];
  writers: number;
  perWriter: number;
}): Promise<WriteBurst> {
  const { base, origin, db, writers, perWriter } = options;
  const cookies = await logInWriters(base, origin, db, writers);
  const statuses: Record<string, number> = {};
  let firstRefusal: string | undefined;
  let vehiclesAdded = 0;
  const count = async (response: Response) => {
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status >= 400) firstRefusal ??= await response.text();
  };
  const today = todayInDominica();
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, w) => {
      const headers = { cookie, origin, "content-type": "application/json" };
      for (let step = 0; step < perWriter; step++) {
        const created = await fetch(`${base}/api/vehicles`, {
          method: "POST",
          headers,
          body: JSON.stringify(validVehicleInput(burstPrices(`Burst ${w}-${step}`, 40 + (step % 90)), today)),
        });
        await count(created);
        if (created.status !== 201) continue;
        vehiclesAdded++;
        const { id } = (await created.json()) as { id: number };
        const start = addDays(today, 1 + (step % 120));
        const period = await fetch(`${base}/api/vehicles/${id}/unavailability`, {
          method: "POST",
          headers,
          body: JSON.stringify(
            unavailabilityPayload({
              vehicleId: id,
              startDate: start,
              endDate: addDays(start, step % 5),
              reason: "Scheduled Maintenance",
            }),
          ),
        });
        await count(period);
      }
    }),
  );
  const writes = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { writes, seconds: (performance.now() - started) / 1000, statuses, firstRefusal, vehiclesAdded };
}
