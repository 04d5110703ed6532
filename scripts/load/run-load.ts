// Runs the load generator (generator.ts) in its own process and reads its windows back.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What was answered in one window of a run. */
export interface LoadWindow {
  seconds: number;
  /** Each answered request's time in ms. */
  times: number[];
  statuses: Record<string, number>;
  /** Requests with no answer within the time limit. */
  timeouts: number;
  /** Connections that failed otherwise. */
  errors: number;
  /** A few failures, for the reader to start from. */
  examples: string[];
}

export interface GeneratorOptions {
  base: string;
  connections: number;
  seconds: number;
  /** One window per this many seconds; the last one ends when every connection has. */
  windowSeconds: number;
  /** A request without an answer by then is a timeout. */
  timeoutMs: number;
  /**
   * The plan runs this long, untimed, before the clock starts: a fresh generator process (and a
   * server that has not yet run this code) is slow for its first two seconds or so, and the bench
   * times steady answers. Only for plans that never run out (a pass over a fixed list would be spent).
   */
  warmupSeconds: number;
  /** A module whose default export is a PlanFactory (plan.ts), and the options it is given. */
  plan: { module: string; options: unknown };
}

const generator = fileURLToPath(new URL("./generator.ts", import.meta.url));

/** The line the generator prints, between its windows, when its clock starts (after any warm-up). */
export const CLOCK_STARTS = "clock starts";

export function runLoad(
  options: Omit<GeneratorOptions, "windowSeconds" | "timeoutMs" | "warmupSeconds"> & Partial<GeneratorOptions>,
  onWindow: (window: LoadWindow, index: number) => void = () => {},
  onClockStart: () => void = () => {},
): Promise<LoadWindow[]> {
  const full: GeneratorOptions = { windowSeconds: options.seconds, timeoutMs: 10_000, warmupSeconds: 0, ...options };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", generator, JSON.stringify(full)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const windows: LoadWindow[] = [];
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk;
      for (let newline = pending.indexOf("\n"); newline >= 0; newline = pending.indexOf("\n")) {
        const window = JSON.parse(pending.slice(0, newline)) as LoadWindow | typeof CLOCK_STARTS;
        pending = pending.slice(newline + 1);
        if (window === CLOCK_STARTS) {
          onClockStart();
          continue;
        }
        windows.push(window);
        onWindow(window, windows.length - 1);
      }
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(windows) : reject(new Error(`the load generator exited with code ${code}`)),
    );
  });
}

/** Several windows (or runs) as one. */
export function joined(windows: LoadWindow[]): LoadWindow {
  return {
    seconds: windows.reduce((sum, w) => sum + w.seconds, 0),
    times: windows.flatMap((w) => w.times),
    statuses: windows.reduce<Record<string, number>>((all, w) => {
      for (const [status, n] of Object.entries(w.statuses)) all[status] = (all[status] ?? 0) + n;
      return all;
    }, {}),
    timeouts: windows.reduce((sum, w) => sum + w.timeouts, 0),
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    examples: windows.flatMap((w) => w.examples),
  };
}

/** The p-quantile of response times in ms (0 when there are none). */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
