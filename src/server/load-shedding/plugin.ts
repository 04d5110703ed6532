import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { Overloaded } from "../errors";
import { createGate } from "./gate";
import { gateDatabase } from "./gated-database";

export interface LoadSheddingOptions {
  /**
   * Above this mean event-loop delay, work for the database is refused (MAX_EVENT_LOOP_DELAY_MS); so
   * is it after a sample interval without a single tick of the loop. 0 turns this check off.
   */
  maxEventLoopDelayMs: number;
  /** Requests that may work with the database at once (MAX_DATABASE_REQUESTS). */
  maxDatabaseRequests: number;
  /** How long one more may wait for its turn before it is answered 503 (MAX_DATABASE_WAIT_MS). */
  maxWaitMs: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = {
  maxEventLoopDelayMs: 100,
  maxDatabaseRequests: 16,
  maxWaitMs: 500,
};

/** How often the event-loop delay is read: the refusals follow the load within this long. */
const SAMPLE_INTERVAL_MS = 200;

/**
 * The event loop's delay speaks of our own overload only while this many requests of ours are in
 * flight: below it, a slow loop is other processes' doing, and refusing a lone visitor helps nobody.
 */
export const OWN_LOAD_REQUESTS = 4;

declare module "fastify" {
  interface FastifyInstance {
    /** `select 1` that no shedding holds back, for the health check. */
    pingDatabase: () => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Never refused: answers that must not break under load (images, whose failure nobody retries). */
    neverShed?: boolean;
  }
}

/**
 * Sheds load instead of queueing it. A request is admitted at its first database query — so what
 * needs none (static files, cached answers, refusals of bad input) is always served — and refused
 * there (`Overloaded`: a 503 with Retry-After, errors.ts) — before anything is written, so a 503 means
 * nothing was — unless its route is marked `neverShed`:
 * - while the event loop lags by more than `maxEventLoopDelayMs` and at least `OWN_LOAD_REQUESTS`
 *   of our requests are in flight (a loop slowed by other processes alone refuses nobody). On PGlite the database runs on
 *   this thread, a query to its end in one go: requests never wait in a queue of ours but unread in
 *   their sockets, and the loop's delay is the only measure of that wait;
 * - when it could not get one of `maxDatabaseRequests` slots (each held until the answer is sent)
 *   within `maxWaitMs`: PostgreSQL's pool queues without blocking the loop.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, options: LoadSheddingOptions & { database: Database }) => {
    // Measures only: the refusal waits for the request's first query (the handler lets all through).
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      pressureHandler: () => {},
    });
    const gate = createGate({ concurrency: options.maxDatabaseRequests, maxWaitMs: options.maxWaitMs });
    const gated = gateDatabase(options.database);
    app.decorate("pingDatabase", gated.ping);
    let inFlight = 0;
    app.addHook("onRequest", (_request, reply, done) => {
      inFlight++;
      reply.raw.once("close", () => inFlight--);
      done();
    });
    // After the body is read: the scope must hold in the handler, which a body's stream events would lose.
    app.addHook("preHandler", (request, reply, done) => {
      if (request.routeOptions.config.neverShed) return done();
      const admit = async () => {
        if (inFlight >= OWN_LOAD_REQUESTS && app.isUnderPressure()) throw new Overloaded();
        const release = await gate.acquire();
        if (reply.raw.closed) release();
        else reply.raw.once("close", release);
      };
      gated.runAs({ admit, isOver: () => reply.sent || reply.raw.closed }, done);
    });
    app.addHook("onClose", async () => gated.ungate());
  },
  { name: "load-shedding" },
);
