import { describe, expect, it } from "vitest";
import { accountStatus } from "../../src/domain/account-status";

describe("accountStatus", () => {
  it.each([
    [{ isActive: false, approvedAt: null }, "pending"],
    [{ isActive: true, approvedAt: "2026-11-01T00:00:00Z" }, "active"],
    [{ isActive: false, approvedAt: new Date("2026-11-01T00:00:00Z") }, "suspended"],
    // An admin made by the operator is active without ever having been approved.
    [{ isActive: true, approvedAt: null }, "active"],
  ] as const)("%o is %s", (user, status) => {
    expect(accountStatus(user)).toBe(status);
  });
});
