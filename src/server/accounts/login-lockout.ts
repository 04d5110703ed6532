import { normalizeIP } from "@fastify/rate-limit";
import { tryAgainMessage } from "../../domain/try-again-message";
import { tooManyRequests } from "../errors";
import type { Limit, RateLimits } from "../rate-limits/rate-limits";

const MINUTE = 60_000;

export interface LockoutLimits {
  /** Wrong passwords for one username from one address before that address waits out 15 minutes. */
  failuresPerAddress: number;
  /** Wrong passwords for one username from all addresses together before everyone waits (see usernameLimits). */
  failuresPerUsername: number;
}

export const ADDRESS_WINDOW_MS = 15 * MINUTE;

/**
 * The per-username ceilings, for guessing spread over many addresses: `n` failures in 15 minutes,
 * `2n` in an hour, `4n` in a day. Each one reached means a longer wait, so a patient guesser gets
 * ever slower while the owner, below the address limit, is never held back by a stranger at one address.
 */
export function usernameLimits(n: number): Limit[] {
  return [
    { max: n, windowMs: 15 * MINUTE },
    { max: 2 * n, windowMs: 60 * MINUTE },
    { max: 4 * n, windowMs: 24 * 60 * MINUTE },
  ];
}

export const FAILED_LOGINS_FROM_ADDRESS = "Too many failed logins for this username from this address";
export const FAILED_LOGINS_FOR_USERNAME = "Too many failed logins for this username";

/**
 * Counts failed logins per username and address, and per username alone, on the app's shared
 * store. A lock refuses even the right password, so that guessing cannot go on behind it.
 */
export function loginLockout(rateLimits: RateLimits, limits: LockoutLimits) {
  const forUsername = usernameLimits(limits.failuresPerUsername);
  // An IPv6 /64 is one address: its owner holds all of it.
  const addressKey = (username: string, ip: string) => `login-failures:${username.toLowerCase()}@${normalizeIP(ip)}`;
  const usernameKey = (username: string, limit: Limit) => `login-failures:${username.toLowerCase()}/${limit.windowMs}`;

  return {
    /** Refuses while any count is at its ceiling, naming the longest wait: the one that decides. */
    async assertMayTry(username: string, ip: string) {
      const fromAddress = await rateLimits.peek(addressKey(username, ip), limits.failuresPerAddress);
      let refusal = fromAddress.allowed
        ? undefined
        : { wait: fromAddress.retryAfterSeconds, reason: FAILED_LOGINS_FROM_ADDRESS };
      for (const limit of forUsername) {
        const overall = await rateLimits.peek(usernameKey(username, limit), limit.max);
        if (!overall.allowed && overall.retryAfterSeconds > (refusal?.wait ?? 0)) {
          refusal = { wait: overall.retryAfterSeconds, reason: FAILED_LOGINS_FOR_USERNAME };
        }
      }
      if (refusal) throw tooManyRequests(tryAgainMessage(refusal.reason, refusal.wait), refusal.wait);
    },
    async recordFailure(username: string, ip: string) {
      await rateLimits.hit(addressKey(username, ip), { max: limits.failuresPerAddress, windowMs: ADDRESS_WINDOW_MS });
      for (const limit of forUsername) await rateLimits.hit(usernameKey(username, limit), limit);
    },
    /** The owner is in: their address starts afresh (the per-username counts stay, for the guesser elsewhere). */
    async recordSuccess(username: string, ip: string) {
      await rateLimits.clear(addressKey(username, ip));
    },
  };
}
