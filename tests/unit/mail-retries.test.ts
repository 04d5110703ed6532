import { describe, expect, it } from "vitest";
import { isPermanentRefusal, retryDelayMs } from "../../src/server/mail/send-queued-mails";

describe("mail retries", () => {
  it("waits longer after each failed attempt, up to the cap", () => {
    const options = { firstRetryMs: 30_000, maxRetryMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, options))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, options)).toBe(3_600_000);
  });

  it("gives up only on a refusal the mail server will repeat", () => {
    expect(isPermanentRefusal(Object.assign(new Error("550 No such mailbox"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error("421 Try later"), { responseCode: 421 }))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(false);
  });
});
