import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../src/server/db/schema";
import { createMemoryStore } from "../../src/server/rate-limits/memory-store";
import { createPostgresStore } from "../../src/server/rate-limits/postgres-store";
import { setUpTestApp } from "../helpers/test-app";

/**
 * The two rate-limit stores keep one contract: memory for the embedded database's single process,
 * the `rate_limits` table for instances sharing a PostgreSQL database (here on the test's engine).
 */
const t = setUpTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freshKey = () => `test:${randomBytes(4).toString("hex")}`;

describe.each([
  ["memory", () => createMemoryStore()],
  ["database table", () => createPostgresStore(t.db)],
])("the %s store", (_name, makeStore) => {
  it("counts hits in a fixed window and starts a new one once it has ended", async () => {
    const store = makeStore();
    const key = freshKey();
    expect((await store.hit(key, 300)).count).toBe(1);
    const second = await store.hit(key, 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    await sleep(350);
    expect(await store.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit(key, 300)).count).toBe(1);
  });

  it("peeks without counting, and clears a key", async () => {
    const store = makeStore();
    const key = freshKey();
    await store.hit(key, 60_000);
    expect((await store.peek(key)).count).toBe(1);
    expect((await store.peek(key)).count).toBe(1);
    await store.clear(key);
    expect((await store.peek(key)).count).toBe(0);
  });

  it("counts simultaneous hits once each", async () => {
    const store = makeStore();
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

it("sweeps ended windows out of the table, keeping running ones", async () => {
  const store = createPostgresStore(t.db);
  const prefix = freshKey();
  await store.hit(`${prefix}:ended`, 1);
  await store.hit(`${prefix}:running`, 60_000);
  await sleep(20);
  await store.deleteExpired();
  const left = await t.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}:%`));
  expect(left).toEqual([{ key: `${prefix}:running` }]);
});
