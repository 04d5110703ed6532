import { describe, expect, it } from "vitest";
import { STATUS_COLORS } from "../../src/client/features/company-dashboard/components/calendar-colors";
import {
  AVAILABILITY_STATUSES,
  calendarBlocks,
  dayStatus,
  daysOfMonth,
  documentsExpiredBlock,
  expiryState,
  expiryWarnings,
  lastDayOfMonth,
  STATUS_LABELS,
  shiftMonth,
  statusForReason,
} from "../../src/domain/calendar";

describe("statusForReason", () => {
  it.each([
    ["Reserved", "reserved"],
    ["Scheduled Maintenance", "in-service"],
    ["Repairs Needed", "out-of-service"],
    ["Cleaning", "cleaning"],
    ["Inspection", "inspection-due"],
    ["  cleaning ", "cleaning"],
    ["scheduled maintenance", "in-service"],
    ["Holiday", "reserved"],
    ["", "reserved"],
    [null, "reserved"],
    [undefined, "reserved"],
    ["Documents Expired", "reserved"],
    ["Available", "reserved"],
    ["External calendar", "external-calendar"],
  ])("%j reads as %s", (reason, status) => {
    expect(statusForReason(reason)).toBe(status);
  });
});

describe("status labels and colours", () => {
  it.each([
    ["available", "Available"],
    ["reserved", "Reserved"],
    ["in-service", "Scheduled Maintenance"],
    ["out-of-service", "Repairs Needed"],
    ["cleaning", "Cleaning"],
    ["inspection-due", "Inspection"],
    ["documents-expired", "Documents Expired"],
    ["external-calendar", "External calendar"],
  ] as const)("%s is labelled %s", (status, label) => {
    expect(STATUS_LABELS[status]).toBe(label);
  });

  it("gives every status its own colour", () => {
    const colours = AVAILABILITY_STATUSES.map((s) => STATUS_COLORS[s]);
    expect(new Set(colours).size).toBe(AVAILABILITY_STATUSES.length);
  });
});

describe("expiryState (30-day warning)", () => {
  const today = "2026-11-22";
  it.each([
    ["2026-11-21", "expired"],
    ["2025-01-01", "expired"],
    ["2026-11-22", "expiring"],
    ["2026-12-22", "expiring"],
    ["2026-12-23", null],
    ["2027-06-01", null],
  ])("%s is %s", (date, state) => {
    expect(expiryState(date, today)).toBe(state);
  });

  it("flags each document separately", () => {
    expect(expiryWarnings({ insuranceExpiryDate: "2026-11-01", licenseExpiryDate: "2026-12-01" }, today)).toEqual([
      { document: "Insurance", state: "expired", date: "2026-11-01" },
      { document: "License", state: "expiring", date: "2026-12-01" },
    ]);
    expect(expiryWarnings({ insuranceExpiryDate: "2027-11-01", licenseExpiryDate: "2027-12-01" }, today)).toEqual([]);
  });
});

describe("documentsExpiredBlock", () => {
  it.each([
    ["insurance in the past", "2026-11-21", "2027-01-01", { startDate: "2026-11-22", endDate: "2026-11-30" }],
    ["license in the past", "2027-01-01", "2026-01-01", { startDate: "2026-11-22", endDate: "2026-11-30" }],
    ["expiring today is not past", "2026-11-22", "2026-11-22", null],
    ["both valid", "2027-01-01", "2027-01-01", null],
  ])("%s", (_name, insuranceExpiryDate, licenseExpiryDate, block) => {
    expect(documentsExpiredBlock({ insuranceExpiryDate, licenseExpiryDate }, "2026-11-22")).toEqual(block);
  });
});

describe("months", () => {
  it.each([
    ["2026-02", "2026-02-28", 28],
    ["2028-02", "2028-02-29", 29],
    ["2026-11", "2026-11-30", 30],
    ["2026-12", "2026-12-31", 31],
  ])("%s ends on %s with %i days", (month, last, count) => {
    expect(lastDayOfMonth(month)).toBe(last);
    const days = daysOfMonth(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(last);
  });

  it.each([
    ["2026-12", 1, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-06", 0, "2026-06"],
  ])("%s shifted by %i is %s", (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});

describe("calendarBlocks", () => {
  const valid = { insuranceExpiryDate: "2027-01-01", licenseExpiryDate: "2027-01-01" };

  it("clips to the month, colours periods by reason, shows bookings as reserved and stacks overlaps", () => {
    const blocks = calendarBlocks({
      month: "2026-11",
      today: "2026-11-22",
      vehicle: valid,
      periods: [
        { id: 1, startDate: "2026-10-28", endDate: "2026-11-02", reason: "Cleaning" },
        { id: 2, startDate: "2026-11-10", endDate: "2026-11-12", reason: "Oil change" },
        { id: 3, startDate: "2026-12-01", endDate: "2026-12-03", reason: "Inspection" },
      ],
      bookings: [{ id: 7, startDate: "2026-11-11", endDate: "2026-12-04" }],
    });
    expect(blocks).toEqual([
      {
        key: "period-1",
        startDate: "2026-11-01",
        endDate: "2026-11-02",
        status: "cleaning",
        label: "Cleaning",
        lane: 0,
      },
      {
        key: "period-2",
        startDate: "2026-11-10",
        endDate: "2026-11-12",
        status: "reserved",
        label: "Reserved",
        lane: 0,
      },
      {
        key: "booking-7",
        startDate: "2026-11-11",
        endDate: "2026-11-30",
        status: "reserved",
        label: "Booked",
        lane: 1,
      },
    ]);
    expect(dayStatus(blocks, "2026-11-02")).toEqual({ status: "cleaning", label: "Cleaning" });
    expect(dayStatus(blocks, "2026-11-05")).toEqual({ status: "available", label: "Available" });
  });

  it("adds the Documents Expired block from today to the end of the current month only", () => {
    const expired = { insuranceExpiryDate: "2026-11-01", licenseExpiryDate: "2027-01-01" };
    const input = { today: "2026-11-22", vehicle: expired, periods: [], bookings: [] };
    expect(calendarBlocks({ ...input, month: "2026-11" })).toEqual([
      {
        key: "documents-expired",
        startDate: "2026-11-22",
        endDate: "2026-11-30",
        status: "documents-expired",
        label: "Documents Expired",
        lane: 0,
      },
    ]);
    expect(calendarBlocks({ ...input, month: "2026-12" })).toEqual([]);
  });
});
