import type { PoolClient } from "pg";
import type { Database } from "../db/client";
import { outsideRequests } from "../load-shedding/gated-database";

/** What a job's round gets: a signal that aborts when the server closes. */
export interface JobRound {
  signal: AbortSignal;
}

export interface ScheduledJob {
  /** Unique: the key of the job's lock across instances, and its name in the logs. */
  name: string;
  intervalMs: number;
  run(round: JobRound): Promise<void>;
}

export interface JobLog {
  error(details: object, message: string): void;
}

/** After a failed round, the next one comes this much sooner, doubling per failure up to the interval. */
const FIRST_RETRY_MS = 30_000;
/** Rounds start within ±10 % of the interval, so instances started together do not fire together. */
const JITTER = 0.1;

export interface RunningJob {
  /** Runs one round now, as the schedule would (lock included); resolves with whether it ran. */
  runOnce(): Promise<boolean>;
  /**
   * A round that starts after this call: `runOnce` joins a round in flight, which may have looked
   * before the caller's change; this waits for it and runs one more.
   */
  runAfterNow(): Promise<boolean>;
  /** Stops the schedule, aborts a round in progress and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `job` every interval on one instance at a time (docs/decisions/scheduled-jobs.md): with
 * PostgreSQL a round first takes a session advisory lock named after the job and skips when another
 * instance holds it; PGlite is one process. A failed round is retried after a backoff.
 */
export function scheduleJob(database: Database, job: ScheduledJob, log: JobLog): RunningJob {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let failures = 0;

  // A round asked for by a request (`runAfterNow`) is still the server's own: never shed with it.
  const runOnce = () => {
    running ??= outsideRequests(() => withJobLock(database, job.name, () => job.run({ signal: controller.signal })))
      .then((ran) => {
        failures = 0;
        return ran;
      })
      .catch((err) => {
        failures++;
        log.error({ err, job: job.name }, "scheduled job failed");
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  let queued: Promise<boolean> | undefined;
  const runAfterNow = () => {
    if (!running) return runOnce();
    queued ??= running.then(() => {
      queued = undefined;
      return runOnce();
    });
    return queued;
  };

  const next = () => {
    if (controller.signal.aborted) return;
    const delay =
      failures > 0
        ? Math.min(job.intervalMs, FIRST_RETRY_MS * 2 ** (failures - 1))
        : job.intervalMs * (1 - JITTER + 2 * JITTER * Math.random());
    timer = setTimeout(() => runOnce().finally(next), delay);
    timer.unref();
  };
  next();

  return {
    runOnce,
    runAfterNow,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Runs `work` while holding the job's lock; false (and `work` not run) when another instance holds
 * it. The lock is a session lock on one pooled connection, released with it even if the process dies.
 */
export async function withJobLock(database: Database, name: string, work: () => Promise<void>): Promise<boolean> {
  const pool = database.pool;
  if (!pool) {
    await work();
    return true;
  }
  const client: PoolClient = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked",
      [`job:${name}`],
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [`job:${name}`]);
    }
  } finally {
    client.release();
  }
}

/**
 * Calls `each` on the items one after another, spread over `windowMs` (a pause between two), so a
 * round's fetches reach their servers as a trickle rather than a burst. Stops when `signal` aborts.
 */
export async function spreadOver<T>(
  items: readonly T[],
  windowMs: number,
  signal: AbortSignal,
  each: (item: T) => Promise<void>,
): Promise<void> {
  const gap = items.length > 1 ? windowMs / items.length : 0;
  for (const [index, item] of items.entries()) {
    if (signal.aborted) return;
    const started = Date.now();
    await each(item);
    if (index < items.length - 1) await pause(gap - (Date.now() - started), signal);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
