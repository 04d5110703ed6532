// The load generator's own process (started by run-load.ts), so that its work is not counted
// against the server's event loop. `connections` loops, each on its own keep-alive socket, run the
// plan's steps (after `warmupSeconds` of them untimed) until `seconds` have passed; every
// `windowSeconds` it prints one JSON line with what was answered in that window, and a last one when
// every loop has ended.
import http from "node:http";
import { pathToFileURL } from "node:url";
import type { LoadRequest, LoadResponse, Step } from "./plan";
import { CLOCK_STARTS, type GeneratorOptions, type LoadWindow } from "./run-load";

const options = JSON.parse(process.argv[2] ?? "{}") as GeneratorOptions;
const { base, connections, seconds, windowSeconds, timeoutMs, warmupSeconds } = options;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const planModule = (await import(pathToFileURL(options.plan.module).href)) as {
  default: (options: unknown) => Step;
};
const step = planModule.default(options.plan.options);

/** How many failures of each kind a window keeps as examples ("503 GET /api/vehicles?…"). */
const EXAMPLES = 5;

const emptyWindow = (): LoadWindow => ({
  seconds: 0,
  times: [],
  statuses: {},
  timeouts: 0,
  errors: 0,
  examples: [],
});
let current = emptyWindow();
let windowStart = 0;

function flush() {
  const now = Date.now();
  current.seconds = (now - windowStart) / 1000;
  process.stdout.write(`${JSON.stringify(current)}\n`);
  current = emptyWindow();
  windowStart = now;
}

function note(example: string) {
  if (current.examples.length < EXAMPLES) current.examples.push(example);
}

function send(request: LoadRequest): Promise<LoadResponse | null> {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const method = request.method ?? "GET";
    const what = `${method} ${request.path.slice(0, 80)}`;
    let settled = false;
    let timedOut = false;
    const settle = (response: LoadResponse | null, failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (response) {
        current.times.push(Math.round(Number(process.hrtime.bigint() - t0) / 1e4) / 100);
        current.statuses[response.status] = (current.statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) note(`${response.status} ${what}`);
      } else if (timedOut) {
        current.timeouts++;
        note(`timeout ${what}`);
      } else {
        current.errors++;
        note(`${failure} ${what}`);
      }
      resolve(response);
    };
    const req = http.request(
      base + request.path,
      { method, agent, headers: { "accept-encoding": "br, gzip", ...request.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (request.keepBody) chunks.push(chunk);
        });
        res.on("error", (error) => settle(null, error.message));
        res.on("end", () =>
          settle({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: request.keepBody ? Buffer.concat(chunks) : undefined,
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy();
    }, timeoutMs);
    req.on("error", (error) => settle(null, error.message));
    // A connection that closes mid-answer ends the request without an "error" on it.
    req.on("close", () => settle(null, "connection closed"));
    req.end(request.body);
  });
}

// The sockets are opened (one /healthz each) before the clock starts: a burst of new connections to
// a busy server is accepted only after its work in hand, which would time the accept queue.
await Promise.all(Array.from({ length: connections }, () => send({ path: "/healthz" })));

/** Every connection runs the plan's steps until `until` (ms since the epoch) or its plan ends. */
const runUntil = (until: number) =>
  Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (Date.now() < until) if ((await step(send, connection)) === false) return;
    }),
  );

// What the warm-up answered is dropped with the window: no request is in flight between the two.
if (warmupSeconds > 0) await runUntil(Date.now() + warmupSeconds * 1000);
// Tells run-load.ts that the clock starts (the bench reads the server's CPU time from here).
process.stdout.write(`${JSON.stringify(CLOCK_STARTS)}\n`);
current = emptyWindow();
windowStart = Date.now();
const end = windowStart + seconds * 1000;
const ticker = setInterval(() => {
  if (Date.now() + windowSeconds * 500 < end) flush();
}, windowSeconds * 1000);

await runUntil(end);
clearInterval(ticker);
// The last window takes the answers that arrived after the clock stopped.
flush();
agent.destroy();
