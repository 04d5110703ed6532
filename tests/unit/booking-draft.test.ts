import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetRememberedRenter,
  readDraft,
  readRememberedRenter,
  requestSent,
  saveDraft,
} from "../../src/client/features/booking-inquiry/booking-draft";

const DAY_MS = 86_400_000;

/** The browser's storage as a Map, so the rules run without a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the booking form's draft and remembered renter", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a vehicle's draft for a week, then forgets it", () => {
    const savedAt = Date.UTC(2027, 1, 1);
    saveDraft(7, { fullName: "Zoë" }, savedAt);
    expect(readDraft(7, savedAt + 7 * DAY_MS)).toEqual({ fullName: "Zoë" });
    expect(readDraft(7, savedAt + 7 * DAY_MS + 1)).toBeUndefined();
    expect(readDraft(8, savedAt)).toBeUndefined();
  });

  it("forgets the draft once sent and remembers only the renter's own details", () => {
    saveDraft(7, { fullName: "Zoë" });
    requestSent(7, {
      fullName: "Zoë Renter",
      email: "zoe@example.com",
      driverLicenseNumber: "X1",
      startDate: "2027-02-01",
      pickupLocation: "roseau",
      extras: [{ id: 1, quantity: 1 }],
    });
    expect(readDraft(7)).toBeUndefined();
    expect(readRememberedRenter()).toEqual({
      fullName: "Zoë Renter",
      email: "zoe@example.com",
      driverLicenseNumber: "X1",
    });
    forgetRememberedRenter();
    expect(readRememberedRenter()).toEqual({});
  });

  it("works without storage (private browsing): nothing kept, nothing thrown", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => saveDraft(1, { fullName: "A" })).not.toThrow();
    expect(readDraft(1)).toBeUndefined();
    expect(() => requestSent(1, { fullName: "A" })).not.toThrow();
    expect(readRememberedRenter()).toEqual({});
  });
});
