import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { tooManyRequests } from "../errors";
import { createMemoryStore } from "./memory-store";
import { createPostgresStore } from "./postgres-store";
import type { RateLimitStore, WindowCount } from "./store";

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Decision {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until the window ends (the `Retry-After` value). */
  retryAfterSeconds: number;
}

/** Every limit of the app counts through this, on the one store: `app.rateLimits`. */
export interface RateLimits {
  /** Counts one more for `key` and says whether it is within `max` in its window. */
  hit(key: string, limit: Limit): Promise<Decision>;
  /** Whether one more would be within `max`, counting nothing (to count only failures, say). */
  peek(key: string, max: number): Promise<Decision>;
  clear(key: string): Promise<void>;
  /** `hit`, refusing past the limit with a 429 and `Retry-After`; `message` gets "a minute", "5 minutes"… */
  consume(key: string, limit: Limit, message: (wait: string) => string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const retryAfter = ({ resetInMs }: WindowCount) => Math.max(1, Math.ceil(resetInMs / 1000));

/** "a minute", "12 minutes", "3 hours": how long a refused caller waits, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return "a minute";
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function rateLimitsOn(store: RateLimitStore): RateLimits {
  const limits: RateLimits = {
    async hit(key, { max, windowMs }) {
      const count = await store.hit(key, windowMs);
      return count.count <= max
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: retryAfter(count) };
    },
    async peek(key, max) {
      const count = await store.peek(key);
      return count.count < max
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: retryAfter(count) };
    },
    clear: (key) => store.clear(key),
    async consume(key, limit, message) {
      const { allowed, retryAfterSeconds } = await limits.hit(key, limit);
      if (!allowed) throw tooManyRequests(message(waitText(retryAfterSeconds)), retryAfterSeconds);
    },
  };
  return limits;
}

/**
 * @fastify/rate-limit's per-IP route limits on our store. The plugin makes one child store per
 * route; each counts under its route's own keys, as the plugin's own store would.
 */
function pluginStore(store: RateLimitStore) {
  return class implements FastifyRateLimitStore {
    readonly prefix: string;
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
      return new (this.constructor as new (prefix: string) => FastifyRateLimitStore)(
        `ip:${route?.method} ${route?.url}:`,
      );
    }
  };
}

/** How often ended windows are swept out of the store. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The app's one rate-limit store — memory on the embedded database (one process), the
 * `rate_limits` table on PostgreSQL (any number of instances) — behind `app.rateLimits` and
 * @fastify/rate-limit's route option `config: { rateLimit }`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; perIpMessage: string }) => {
    const store = options.database.kind === "postgres" ? createPostgresStore(options.database.db) : createMemoryStore();
    app.decorate("rateLimits", rateLimitsOn(store));
    await app.register(fastifyRateLimit, {
      global: false,
      store: pluginStore(store),
      // Our words, not the plugin's, so the visitor's screen can say them in their language.
      errorResponseBuilder: () => ({ statusCode: 429, error: "Too Many Requests", message: options.perIpMessage }),
    });
    const sweep = setInterval(() => {
      store.deleteExpired().catch((error) => app.log.warn({ err: error }, "sweeping ended rate-limit windows failed"));
    }, SWEEP_EVERY_MS).unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  },
  { name: "rate-limits", dependencies: ["database"] },
);
