import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { NO_WINDOW, type RateLimitStore } from "./store";

/** Milliseconds until the window ends, by the database's clock so that instances' clocks cannot disagree. */
const resetInMs = sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`.mapWith(Number);

/** The store shared by every instance on one PostgreSQL database (`rate_limits`, migration 0007). */
export function createPostgresStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const ended = sql`${rateLimits.resetAt} <= now()`;
      const newReset = sql`now() + ${windowMs} * interval '1 millisecond'`;
      // One statement, so concurrent hits from several instances each count exactly once.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: newReset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${ended} then ${newReset} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetInMs });
      if (!row) throw new Error("rate limit upsert returned nothing");
      return row;
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count, resetInMs })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
      return row ?? NO_WINDOW;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async deleteExpired() {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
    },
  };
}
