import { performance } from "node:perf_hooks";
import { Overloaded } from "../errors";

export interface GateOptions {
  /** Slots: holders at once. */
  concurrency: number;
  /** One who would wait longer than this for a slot is refused. */
  maxWaitMs: number;
}

/** Until the first holders are timed: an uncached search on PGlite under load. */
const INITIAL_HOLD_MS = 20;
/** Weight of the newest holder in the running average of how long a slot is held. */
const SMOOTHING = 0.1;

/**
 * At most `concurrency` slots held at once, the others waiting their turn in order; refuses (throws
 * `Overloaded`) whoever could not get one within `maxWaitMs`: at once when the queue ahead is
 * already that long (its length times the average hold, over the slots), else when their turn
 * comes late. A refusal costs microseconds, so an overloaded server answers every visitor quickly
 * — those it serves, and the others with a 503 — instead of letting everyone wait.
 */
export function createGate({ concurrency, maxWaitMs }: GateOptions) {
  let active = 0;
  let holdMs = INITIAL_HOLD_MS;
  const waiting: { since: number; start: (isLate: boolean) => void }[] = [];

  function release(started: number) {
    holdMs += SMOOTHING * (performance.now() - started - holdMs);
    // The leaving holder hands its slot to the next waiter still on time; late ones are refused.
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const isLate = performance.now() - next.since > maxWaitMs;
      next.start(isLate);
      if (!isLate) return;
    }
    active--;
  }

  /** Waits for a slot; returns the function that gives it back (once, however often called). */
  async function acquire(): Promise<() => void> {
    if (active < concurrency) active++;
    else {
      if (((waiting.length + 1) / concurrency) * holdMs > maxWaitMs) throw new Overloaded();
      const isLate = await new Promise<boolean>((start) => waiting.push({ since: performance.now(), start }));
      if (isLate) throw new Overloaded();
    }
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(started);
    };
  }

  return { acquire };
}
