import { describe, expect, it } from "vitest";
import { tryAgainMessage } from "../../src/domain/try-again-message";
import {
  FAILED_LOGINS_FOR_USERNAME,
  FAILED_LOGINS_FROM_ADDRESS,
  loginLockout,
  usernameLimits,
} from "../../src/server/accounts/login-lockout";
import { createMemoryStore } from "../../src/server/rate-limits/memory-store";
import { rateLimitsOn } from "../../src/server/rate-limits/rate-limits";

const MINUTE = 60_000;

describe("usernameLimits", () => {
  it("raises the ceiling and lengthens the wait in steps: 15 minutes, an hour, a day", () => {
    expect(usernameLimits(100)).toEqual([
      { max: 100, windowMs: 15 * MINUTE },
      { max: 200, windowMs: 60 * MINUTE },
      { max: 400, windowMs: 24 * 60 * MINUTE },
    ]);
  });
});

describe("loginLockout", () => {
  /** Fails `n` logins from distinct addresses; returns the refusal's message, if any. */
  async function guess(lockout: ReturnType<typeof loginLockout>, n: number, from: number) {
    for (let i = 0; i < n; i++) {
      const ip = `10.0.${Math.floor((from + i) / 250)}.${(from + i) % 250}`;
      await lockout.assertMayTry("owner", ip);
      await lockout.recordFailure("owner", ip);
    }
  }

  it("makes a guesser spread over many addresses wait longer at each ceiling", async () => {
    let clock = 0;
    const lockout = loginLockout(rateLimitsOn(createMemoryStore(() => clock)), {
      failuresPerAddress: 10,
      failuresPerUsername: 5,
    });
    await guess(lockout, 5, 0);
    await expect(lockout.assertMayTry("owner", "10.9.9.9")).rejects.toThrow(
      tryAgainMessage(FAILED_LOGINS_FOR_USERNAME, 15 * 60),
    );
    clock = 15 * MINUTE;
    await guess(lockout, 5, 100);
    // 10 in the hour: the hour's ceiling, waited out to its end 45 minutes on.
    await expect(lockout.assertMayTry("owner", "10.9.9.9")).rejects.toThrow(
      tryAgainMessage(FAILED_LOGINS_FOR_USERNAME, 45 * 60),
    );
    clock = 60 * MINUTE;
    await guess(lockout, 5, 200);
    await expect(lockout.assertMayTry("owner", "10.9.9.9")).rejects.toThrow(
      tryAgainMessage(FAILED_LOGINS_FOR_USERNAME, 15 * 60),
    );
    clock = 75 * MINUTE;
    await guess(lockout, 5, 300);
    // 20 in the day: the day's ceiling.
    await expect(lockout.assertMayTry("owner", "10.9.9.9")).rejects.toThrow(
      tryAgainMessage(FAILED_LOGINS_FOR_USERNAME, 23 * 3600),
    );
  });

  it("locks one address after its own failures and lets another in", async () => {
    const lockout = loginLockout(rateLimitsOn(createMemoryStore()), {
      failuresPerAddress: 2,
      failuresPerUsername: 100,
    });
    await lockout.recordFailure("owner", "10.0.0.1");
    await lockout.recordFailure("owner", "10.0.0.1");
    await expect(lockout.assertMayTry("owner", "10.0.0.1")).rejects.toThrow(
      tryAgainMessage(FAILED_LOGINS_FROM_ADDRESS, 15 * 60),
    );
    await expect(lockout.assertMayTry("Owner", "10.0.0.2")).resolves.toBeUndefined();
    await lockout.recordSuccess("OWNER", "10.0.0.1");
    await expect(lockout.assertMayTry("owner", "10.0.0.1")).resolves.toBeUndefined();
  });
});
