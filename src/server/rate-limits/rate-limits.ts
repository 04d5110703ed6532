import { tryAgainMessage } from "../../domain/try-again-message";
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
 * `await app.rateLimits.consume(key, { max: 1, windowMs: 60_000 }, "Too many syncs of this calendar")`
 * answers a 429 with `Retry-After` past the limit; `hit` gives the decision to act on yourself.
 */
export interface RateLimits {
  /** Counts one more for `key` and says whether it is within `max` in its window. */
  hit(key: string, limit: Limit): Promise<Decision>;
  /** Whether one more would be within `max`, counting nothing (to count only failures, say). */
  peek(key: string, max: number): Promise<Decision>;
  clear(key: string): Promise<void>;
  /** `hit`, refusing past the limit with a 429 and `Retry-After`: "<reason>: try again in 5 minutes". */
  consume(key: string, limit: Limit, reason: string): Promise<void>;
}

const retryAfter = ({ resetInMs }: WindowCount) => Math.max(1, Math.ceil(resetInMs / 1000));

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
    async consume(key, limit, reason) {
      const { allowed, retryAfterSeconds } = await limits.hit(key, limit);
      if (!allowed) throw tooManyRequests(tryAgainMessage(reason, retryAfterSeconds), retryAfterSeconds);
    },
  };
  return limits;
}
