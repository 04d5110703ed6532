import { describe, expect, it } from "vitest";
import { UNAVAILABILITY_REASONS } from "../../src/domain/calendar";
import {
  unavailabilityPayload,
  unavailabilitySchema,
} from "../../src/domain/contracts/unavailability/unavailability-schema";

const today = "2026-11-22";
const schema = unavailabilitySchema(() => today);
const valid = { vehicleId: 4, startDate: "2026-11-23", endDate: "2026-11-25", reason: "Cleaning" };

function firstIssue(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.join("."), message: issue?.message };
}

describe("unavailabilitySchema", () => {
  it.each([
    ["plain days", { startDate: "2026-11-23", endDate: "2026-11-25" }, "2026-11-23", "2026-11-25"],
    [
      "the spec's instants",
      { startDate: "2026-11-23T00:00:00.000Z", endDate: "2026-11-25T23:59:59.999Z" },
      "2026-11-23",
      "2026-11-25",
    ],
    ["one day starting today", { startDate: today, endDate: today }, today, today],
  ])("accepts %s and keeps calendar days", (_name, dates, start, end) => {
    const parsed = schema.parse({ ...valid, ...dates });
    expect(parsed).toMatchObject({ startDate: start, endDate: end });
  });

  it.each(UNAVAILABILITY_REASONS)("accepts the reason %s", (reason) => {
    expect(schema.parse({ ...valid, reason }).reason).toBe(reason);
  });

  it.each([
    ["no reason", {}],
    ["a null reason", { reason: null }],
  ])("accepts %s", (_name, overrides) => {
    const { reason: _reason, ...rest } = valid;
    expect(schema.safeParse({ ...rest, ...overrides }).success).toBe(true);
  });

  it.each([
    ["missing start", { startDate: undefined }, "startDate", "Please enter valid dates"],
    ["empty end", { endDate: "" }, "endDate", "Please enter valid dates"],
    ["unreadable start", { startDate: "next week" }, "startDate", "Please enter valid dates"],
    ["impossible day", { endDate: "2026-02-30" }, "endDate", "Please enter valid dates"],
    ["invalid instant", { endDate: "2026-13-01T00:00:00Z" }, "endDate", "Please enter valid dates"],
    [
      "end before start",
      { startDate: "2026-11-25", endDate: "2026-11-24" },
      "endDate",
      "End date must be after start date",
    ],
    ["start in the past", { startDate: "2026-11-21" }, "startDate", "Start date cannot be in the past"],
    ["no vehicle", { vehicleId: undefined }, "vehicleId", "No vehicle selected"],
    ["vehicle zero", { vehicleId: 0 }, "vehicleId", "No vehicle selected"],
    [
      "reason outside the five",
      { reason: "Holiday" },
      "reason",
      `Reason must be one of: ${UNAVAILABILITY_REASONS.join(", ")}`,
    ],
  ])("refuses %s", (_name, overrides, field, message) => {
    expect(firstIssue({ ...valid, ...overrides })).toEqual({ field, message });
  });
});

describe("unavailabilityPayload", () => {
  it("sends the start of the first day and the last instant of the last day in UTC", () => {
    expect(
      unavailabilityPayload({ vehicleId: 3, startDate: "2026-11-23", endDate: "2026-11-25", reason: null }),
    ).toEqual({
      vehicleId: 3,
      startDate: "2026-11-23T00:00:00.000Z",
      endDate: "2026-11-25T23:59:59.999Z",
    });
  });
});
