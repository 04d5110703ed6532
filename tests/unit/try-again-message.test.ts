import { describe, expect, it } from "vitest";
import { english } from "../../src/domain/i18n/translate";
import { translateTryAgain, tryAgainMessage } from "../../src/domain/try-again-message";

describe("tryAgainMessage", () => {
  it.each([
    [1, "Too many attempts: try again in 1 minute"],
    [60, "Too many attempts: try again in 1 minute"],
    [0, "Too many attempts: try again in 1 minute"],
    [61, "Too many attempts: try again in 2 minutes"],
    [900, "Too many attempts: try again in 15 minutes"],
    [119 * 60, "Too many attempts: try again in 119 minutes"],
    [120 * 60, "Too many attempts: try again in 2 hours"],
    [22.75 * 3600, "Too many attempts: try again in 23 hours"],
  ])("%i seconds: %s", (seconds, message) => {
    expect(tryAgainMessage("Too many attempts", seconds)).toBe(message);
  });

  it("reads its reason and wait back, to say them in another language", () => {
    const seen: unknown[] = [];
    const t = (key: string, values?: Record<string, string | number>) => {
      seen.push([key, values]);
      return english(key, values);
    };
    translateTryAgain(tryAgainMessage("Too many attempts", 900), t);
    expect(seen).toEqual([
      ["Too many attempts", undefined],
      ["{{count}} minutes", { count: 15 }],
      ["{{reason}}: try again in {{wait}}", { reason: "Too many attempts", wait: "15 minutes" }],
    ]);
    expect(translateTryAgain("Invalid username or password", t)).toBeNull();
  });
});
