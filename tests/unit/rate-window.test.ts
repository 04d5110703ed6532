import { describe, expect, it } from "vitest";
import { createRateWindow } from "../../src/server/rate-window";

describe("createRateWindow", () => {
  it("allows max attempts per key in a window, then refuses until the next window", () => {
    let clock = 0;
    const allow = createRateWindow(2, 60_000, () => clock);
    expect([allow("ana"), allow("ana"), allow("ana"), allow("ben")]).toEqual([true, true, false, true]);
    clock = 59_999;
    expect(allow("ana")).toBe(false);
    clock = 60_000;
    expect(allow("ana")).toBe(true);
  });
});
