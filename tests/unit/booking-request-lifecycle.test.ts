import { describe, expect, it } from "vitest";
import {
  isReference,
  makeReference,
  mayRenterCancel,
  REFERENCE_ALPHABET,
  requestExpiresAt,
  requestTimeline,
  requestTokenOf,
} from "../../src/domain/requests/lifecycle";

describe("request references", () => {
  it("are DR- and five characters nobody misreads", () => {
    let i = 0;
    const reference = makeReference((size) => i++ % size);
    expect(reference).toBe("DR-23456");
    expect(isReference(reference)).toBe(true);
    expect(makeReference((size) => size - 1)).toBe("DR-ZZZZZ");
    for (const confusable of "0O1ILU") expect(REFERENCE_ALPHABET).not.toContain(confusable);
    for (const wrong of ["DR-2345", "DR-234567", "dr-23456", "DR-0OIL1", "XX-23456"])
      expect(isReference(wrong)).toBe(false);
  });
});

describe("a status link's secret", () => {
  it.each([
    ["https://rent.example.dm/requests/abc_DEF-123", "abc_DEF-123"],
    ["http://127.0.0.1:5173/requests/xyz", "xyz"],
    ["https://rent.example.dm/base/requests/xyz?utm_source=mail#top", "xyz"],
  ])("%s ends with %s", (statusUrl, token) => {
    expect(requestTokenOf(statusUrl)).toBe(token);
  });
});

describe("request expiry", () => {
  const sentAt = new Date("2026-11-25T14:00:00Z"); // 10:00 in Dominica

  it("expires after the hours given when the rental is further away", () => {
    expect(requestExpiresAt(sentAt, "2026-12-10", 48).toISOString()).toBe("2026-11-27T14:00:00.000Z");
  });

  it("expires when its start day is over in Dominica, if that comes first", () => {
    // Start tomorrow: the day ends at midnight Dominica time, 04:00 UTC the day after.
    expect(requestExpiresAt(sentAt, "2026-11-26", 48).toISOString()).toBe("2026-11-27T04:00:00.000Z");
    // A request for today can still be answered today.
    expect(requestExpiresAt(sentAt, "2026-11-25", 48).toISOString()).toBe("2026-11-26T04:00:00.000Z");
  });
});

describe("renter cancelling", () => {
  it("is allowed while pending, and when confirmed only before the start day", () => {
    expect(mayRenterCancel("pending", "2026-12-01", "2026-12-05")).toBe(true);
    expect(mayRenterCancel("confirmed", "2026-12-01", "2026-11-30")).toBe(true);
    expect(mayRenterCancel("confirmed", "2026-12-01", "2026-12-01")).toBe(false);
    for (const status of ["rejected", "cancelled", "expired", "completed"] as const) {
      expect(mayRenterCancel(status, "2026-12-01", "2026-11-01")).toBe(false);
    }
  });
});

describe("request timeline", () => {
  const createdAt = new Date("2026-11-25T14:00:00Z");
  const seenAt = new Date("2026-11-25T15:00:00Z");
  const decidedAt = new Date("2026-11-25T16:00:00Z");

  it("lists sent, seen and how it ended, in order", () => {
    expect(requestTimeline({ status: "pending", createdAt, seenAt: null, decidedAt: null })).toEqual([
      { step: "sent", at: createdAt },
    ]);
    expect(requestTimeline({ status: "confirmed", createdAt, seenAt, decidedAt }).map((s) => s.step)).toEqual([
      "sent",
      "seen",
      "confirmed",
    ]);
    expect(requestTimeline({ status: "expired", createdAt, seenAt: null, decidedAt }).map((s) => s.step)).toEqual([
      "sent",
      "expired",
    ]);
  });
});
