import { describe, expect, it } from "vitest";
import { DEFAULT_SEND_OPTIONS, isPermanentRefusal, retryDelayMs } from "../../src/server/mail/send-queued-mails";

const MINUTE = 60_000;

describe("mail retries", () => {
  it("waits a minute, doubling after each failed attempt, up to six hours", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, DEFAULT_SEND_OPTIONS))).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
    ]);
    expect(retryDelayMs(20, DEFAULT_SEND_OPTIONS)).toBe(360 * MINUTE);
  });

  it("gives up only on a refusal the mail server will repeat", () => {
    expect(isPermanentRefusal(Object.assign(new Error("550 No such mailbox"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error("421 Try later"), { responseCode: 421 }))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(false);
  });
});
