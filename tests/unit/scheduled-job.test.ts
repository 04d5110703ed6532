import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/client";
import { scheduleJob, spreadOver } from "../../src/server/jobs/scheduled-job";

/** PGlite's side of the helper: one process, no pool, so no lock to take. */
const embedded = { kind: "pglite" } as Database;
const quietLog = { error: () => {} };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("spreadOver", () => {
  it("spreads the items over the window, one after another", async () => {
    const calls: number[] = [];
    const done = spreadOver([1, 2, 3, 4], 1_000, new AbortController().signal, async () => {
      calls.push(Date.now());
    });
    await vi.runAllTimersAsync();
    await done;
    const start = calls[0] ?? 0;
    expect(calls.map((at) => at - start)).toEqual([0, 250, 500, 750]);
  });

  it("stops at once when aborted", async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const done = spreadOver([1, 2, 3], 60_000, controller.signal, async (item) => {
      seen.push(item);
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await done;
    expect(seen).toEqual([1]);
  });
});

describe("scheduleJob", () => {
  it("runs a round about every interval, never two at once", async () => {
    let rounds = 0;
    let concurrent = 0;
    let most = 0;
    const job = scheduleJob(
      embedded,
      {
        name: "test",
        intervalMs: 60_000,
        run: async () => {
          rounds++;
          most = Math.max(most, ++concurrent);
          await new Promise((resolve) => setTimeout(resolve, 90_000)); // longer than the interval
          concurrent--;
        },
      },
      quietLog,
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // Stopping waits for the round in progress, which this job lets finish.
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    await stopping;
    expect(most).toBe(1);
    // Rounds of 90 s, each followed by a wait of 54–66 s.
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(rounds).toBeLessThanOrEqual(5);
  });

  it("retries a failed round after 30 s, then 60 s, then back to the interval once it succeeds", async () => {
    const at: number[] = [];
    let failing = 3;
    const start = Date.now();
    const job = scheduleJob(
      embedded,
      {
        name: "flaky",
        intervalMs: 15 * 60_000,
        run: async () => {
          at.push(Date.now() - start);
          if (failing-- > 0) throw new Error("database unreachable");
        },
      },
      quietLog,
    );
    await vi.advanceTimersByTimeAsync(40 * 60_000);
    await job.stop();
    const gaps = at.slice(1).map((t, i) => t - (at[i] ?? 0));
    expect(gaps.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    expect(gaps[3]).toBeGreaterThanOrEqual(0.9 * 15 * 60_000);
  });

  it("runs a round that starts after a change when asked during a round in flight", async () => {
    const seen: number[] = [];
    let changes = 0;
    const job = scheduleJob(
      embedded,
      {
        name: "outbox",
        intervalMs: 60 * 60_000,
        run: async () => {
          const looked = changes; // what the round sees is what was there when it started
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          seen.push(looked);
        },
      },
      quietLog,
    );
    const first = job.runOnce();
    changes = 1; // committed while the first round runs: it did not see it
    const joined = job.runOnce();
    const after = job.runAfterNow();
    await vi.advanceTimersByTimeAsync(3_000);
    await Promise.all([first, joined, after]);
    expect(seen).toEqual([0, 1]);
    await job.stop();
  });
});
