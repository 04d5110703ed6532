import { Worker } from "node:worker_threads";
import type { CalendarReading, ReadLimits } from "./ical-reader";
import type { ReaderMessage } from "./read-calendar-worker";
import { CalendarFetchError } from "./safe-fetch";

export interface ReaderBudget {
  /** Time the reading may take once the worker has loaded; it is terminated past it. */
  timeBudgetMs: number;
  /** The worker's heap: past it, the worker dies and the calendar is refused. */
  maxMemoryMb: number;
}

export const CALENDAR_TOO_SLOW = "This calendar took too long to read";
export const CALENDAR_TOO_LARGE = "This calendar is too large to read";

/** Loading tsx in a fresh worker takes a few hundred milliseconds, more on a busy machine: not the calendar's time. */
const STARTUP_LIMIT_MS = 30_000;
/** Readers at once: each holds a thread and up to `maxMemoryMb`; more wait their turn. */
const MAX_CONCURRENT_READS = 2;

let running = 0;
const waiting: (() => void)[] = [];
async function takeTurn(): Promise<() => void> {
  if (running >= MAX_CONCURRENT_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Reads a calendar in a worker thread, so that a rule ical.js loops on forever (or a calendar that
 * eats memory) costs that thread, never the server's: past the budget the worker is terminated.
 */
export async function readCalendarInWorker(
  text: string,
  limits: ReadLimits,
  budget: ReaderBudget,
): Promise<CalendarReading> {
  const done = await takeTurn();
  try {
    return await readInNewWorker(text, limits, budget);
  } finally {
    done();
  }
}

function readInNewWorker(text: string, limits: ReadLimits, budget: ReaderBudget): Promise<CalendarReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./read-calendar-worker.mjs", import.meta.url), {
      workerData: { text, limits },
      // Not the parent's flags: the worker registers its own loader.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: budget.maxMemoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    const tooSlow = () => finish(() => reject(new CalendarFetchError(CALENDAR_TOO_SLOW)));
    let timer = setTimeout(tooSlow, STARTUP_LIMIT_MS + budget.timeBudgetMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    worker.on("message", (message: ReaderMessage) => {
      if (message.type === "started") {
        clearTimeout(timer);
        timer = setTimeout(tooSlow, budget.timeBudgetMs);
      } else if (message.type === "read") {
        finish(() => resolve(message.reading));
      } else {
        finish(() => reject(new CalendarFetchError(message.message)));
      }
    });
    worker.on("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new CalendarFetchError(CALENDAR_TOO_LARGE) : error),
      ),
    );
    worker.on("exit", () => finish(() => reject(new Error("the calendar reader stopped without an answer"))));
  });
}
