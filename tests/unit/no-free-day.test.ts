import { describe, expect, it } from "vitest";
import { hasNoFreeDay } from "../../src/domain/vehicle-availability";

const window = { startDate: "2027-01-01", endDate: "2027-06-30" };

describe("hasNoFreeDay: a vehicle that cannot be booked in the whole window", () => {
  it.each([
    ["nothing busy", [], false],
    ["busy over the whole window", [{ startDate: "2026-12-01", endDate: "2027-07-31" }], true],
    ["busy exactly the window", [window], true],
    ["a free first day", [{ startDate: "2027-01-02", endDate: "2027-06-30" }], false],
    ["a free last day", [{ startDate: "2027-01-01", endDate: "2027-06-29" }], false],
    [
      "two stretches with a free day between",
      [
        { startDate: "2027-01-01", endDate: "2027-03-01" },
        { startDate: "2027-03-03", endDate: "2027-06-30" },
      ],
      false,
    ],
  ])("%s", (_case, busy, expected) => {
    expect(hasNoFreeDay(busy, window)).toBe(expected);
  });
});
