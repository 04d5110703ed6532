import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../src/domain/constants";
import { requestsSupersededBy } from "../../src/domain/requests/superseded";

const approved = {
  id: 1,
  vehicleId: 7,
  status: "pending" as BookingStatus,
  startDate: "2026-12-10",
  endDate: "2026-12-16",
};
const request = (
  id: number,
  startDate: string,
  endDate: string,
  overrides: { vehicleId?: number; status?: BookingStatus } = {},
) => ({
  id,
  vehicleId: 7,
  status: "pending" as BookingStatus,
  startDate,
  endDate,
  ...overrides,
});

describe("requestsSupersededBy", () => {
  it.each([
    ["sharing the last day", request(2, "2026-12-16", "2026-12-18"), true],
    ["sharing the first day", request(3, "2026-12-08", "2026-12-10"), true],
    ["inside it", request(4, "2026-12-12", "2026-12-13"), true],
    ["around it", request(5, "2026-12-01", "2026-12-31"), true],
    ["the day after", request(6, "2026-12-17", "2026-12-19"), false],
    ["the day before", request(7, "2026-12-05", "2026-12-09"), false],
    ["another vehicle", request(8, "2026-12-10", "2026-12-16", { vehicleId: 9 }), false],
    ["already confirmed", request(9, "2026-12-10", "2026-12-16", { status: "confirmed" }), false],
    ["already declined", request(10, "2026-12-10", "2026-12-16", { status: "rejected" }), false],
    ["the approved request itself", request(1, "2026-12-10", "2026-12-16"), false],
  ])("a pending request %s", (_name, other, declined) => {
    expect(requestsSupersededBy(approved, [other])).toEqual(declined ? [other] : []);
  });
});
