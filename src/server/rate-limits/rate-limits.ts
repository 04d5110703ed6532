import { tooManyRequests } from "../errors";
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

/**
 * Every limit of the app counts through this, on the one store, as `app.rateLimits`. In a route,
 * `await app.rateLimits.consume(key, { max: 1, windowMs: 60_000 }, (wait) => "…: try again in " + wait)`
 * answers a 429 with `Retry-After` past the limit; `hit` gives the decision to act on yourself.
 */
export interface RateLimits {
  /** Counts one more for `key` and says whether it is within `max` in its window. */
  hit(key: string, limit: Limit): Promise<Decision>;
  /** Whether one more would be within `max`, counting nothing (to count only failures, say). */
  peek(key: string, max: number): Promise<Decision>;
  clear(key: string): Promise<void>;
  /** `hit`, refusing past the limit with a 429 and `Retry-After`; `message` gets "a minute", "5 minutes"… */
  consume(key: string, limit: Limit, message: (wait: string) => string): Promise<void>;
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
