import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tryAgainMessage } from "../../domain/try-again-message";
import type { Database } from "../db/client";
import { createMemoryStore } from "./memory-store";
import { createPostgresStore } from "./postgres-store";
import { type RateLimits, rateLimitsOn } from "./rate-limits";
import type { RateLimitStore } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/**
 * @fastify/rate-limit's per-IP route limits on our store. The plugin makes one child store per
 * route; each counts under its route's own keys, as the plugin's own store would.
 */
function pluginStore(store: RateLimitStore) {
  class PluginStore implements FastifyRateLimitStore {
    readonly prefix: string;
    // The plugin builds the first one with its options; children get their route's prefix.
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === "string" ? prefix : "ip:";
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PluginStore(`ip:${route?.method} ${route?.url}:`);
    }
  }
  return PluginStore;
}

/** How often ended windows are swept out of the store. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The app's one rate-limit store — memory on the embedded database (one process), the
 * `rate_limits` table on PostgreSQL (any number of instances) — behind `app.rateLimits` and
 * @fastify/rate-limit's route option `config: { rateLimit }`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; perIpReason: string }) => {
    const store = options.database.kind === "postgres" ? createPostgresStore(options.database.db) : createMemoryStore();
    app.decorate("rateLimits", rateLimitsOn(store));
    await app.register(fastifyRateLimit, {
      global: false,
      store: pluginStore(store),
      // Our words, not the plugin's, so the visitor's screen can say them in their language.
      errorResponseBuilder: (_request, { ttl }) => ({
        statusCode: 429,
        error: "Too Many Requests",
        message: tryAgainMessage(options.perIpReason, ttl / 1000),
      }),
    });
    const sweep = setInterval(() => {
      store.deleteExpired().catch((error) => app.log.warn({ err: error }, "sweeping ended rate-limit windows failed"));
    }, SWEEP_EVERY_MS).unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  },
  { name: "rate-limits", dependencies: ["database"] },
);
