import { describe, expect, it } from "vitest";
import {
  breachedRule,
  documentsExpireOn,
  expiringDocuments,
  firstBookableDay,
  noticeRange,
  publicBusyRanges,
  visitorRules,
  withCleaningDays,
} from "../../src/domain/availability-rules";
import { availabilityRulesSchema } from "../../src/domain/availability-rules-schema";
import { CLEANING_DAYS_LABEL, calendarBlocks } from "../../src/domain/calendar";
import { addDays, formatLongDate, LAST_DAY, todayInDominica } from "../../src/domain/dates";
import { availabilityForDates, availabilitySentence } from "../../src/domain/vehicle-availability";

const today = "2026-03-10";
const noRules = { noticeHours: 0, cleaningDays: 0, longestRentalDays: 180 };

describe("advance notice, in whole Dominica days from today", () => {
  it.each([
    [0, "2026-03-10"],
    [1, "2026-03-11"],
    [23, "2026-03-11"],
    [24, "2026-03-11"],
    [25, "2026-03-12"],
    [48, "2026-03-12"],
    [336, "2026-03-24"],
  ])("%i hours: the first pick-up day is %s", (hours, first) => {
    expect(firstBookableDay(today, hours)).toBe(first);
    expect(breachedRule({ startDate: first, endDate: first }, { ...noRules, noticeHours: hours }, today)).toBeNull();
  });

  it("the day before the first pick-up day breaks it, naming the first day", () => {
    expect(
      breachedRule({ startDate: "2026-03-11", endDate: "2026-03-12" }, { ...noRules, noticeHours: 48 }, today),
    ).toEqual({
      field: "startDate",
      message: "This company needs 48 hours' notice: the earliest pick-up is March 12, 2026.",
    });
  });

  it("follows Dominica's day, not UTC's: 23:30 in Roseau is still the 10th", () => {
    const lateEvening = todayInDominica(new Date("2026-03-11T03:30:00Z"));
    expect(lateEvening).toBe("2026-03-10");
    expect(firstBookableDay(lateEvening, 24)).toBe("2026-03-11");
    expect(firstBookableDay(todayInDominica(new Date("2026-03-11T04:00:00Z")), 24)).toBe("2026-03-12");
  });

  it("keeps today to the day before the first pick-up day busy; nothing without notice", () => {
    expect(noticeRange(today, 48)).toEqual({ startDate: "2026-03-10", endDate: "2026-03-11" });
    expect(noticeRange(today, 0)).toBeNull();
  });
});

describe("cleaning days around a blocked stretch", () => {
  it("widen it on both sides", () => {
    expect(withCleaningDays({ startDate: "2026-03-20", endDate: "2026-03-22" }, 2)).toEqual({
      startDate: "2026-03-18",
      endDate: "2026-03-24",
    });
  });

  it("leave a rental ending two days before, or starting two days after, free; one day closer busy", () => {
    const busy = publicBusyRanges({
      blocked: [{ startDate: "2026-03-20", endDate: "2026-03-22" }],
      rules: { noticeHours: 0, cleaningDays: 2 },
      documentsExpireOn: LAST_DAY,
      today,
      window: { startDate: today, endDate: "2026-04-30" },
    });
    expect(busy).toEqual([{ startDate: "2026-03-18", endDate: "2026-03-24" }]);
  });

  it("merge two stretches whose cleaning days meet, with the notice and the papers' expiry", () => {
    const busy = publicBusyRanges({
      blocked: [
        { startDate: "2026-03-14", endDate: "2026-03-14" },
        { startDate: "2026-03-19", endDate: "2026-03-19" },
      ],
      rules: { noticeHours: 24, cleaningDays: 2 },
      documentsExpireOn: "2026-03-28",
      today,
      window: { startDate: today, endDate: "2026-03-31" },
    });
    expect(busy).toEqual([
      { startDate: "2026-03-10", endDate: "2026-03-10" },
      { startDate: "2026-03-12", endDate: "2026-03-21" },
      { startDate: "2026-03-28", endDate: "2026-03-31" },
    ]);
  });
});

describe("the longest rental", () => {
  it.each([
    [7, "2026-03-16", null],
    [7, "2026-03-17", "This company rents a vehicle for at most 7 days."],
    [1, "2026-03-10", null],
  ])("%i days, ending %s", (longestRentalDays, endDate, message) => {
    const breach = breachedRule({ startDate: today, endDate }, { ...noRules, longestRentalDays }, today);
    expect(breach?.message ?? null).toBe(message);
  });
});

describe("lapsed papers", () => {
  it("the earlier expiry counts; the expiry day itself is busy, the day before is not", () => {
    const vehicle = { insuranceExpiryDate: "2026-03-20", licenseExpiryDate: "2026-03-15" };
    expect(documentsExpireOn(vehicle)).toBe("2026-03-15");
    const busy = (startDate: string, endDate: string) =>
      publicBusyRanges({
        blocked: [],
        rules: noRules,
        documentsExpireOn: documentsExpireOn(vehicle),
        today,
        window: { startDate, endDate },
      });
    expect(busy("2026-03-14", "2026-03-14")).toEqual([]);
    expect(busy("2026-03-15", "2026-03-15")).toEqual([{ startDate: "2026-03-15", endDate: "2026-03-15" }]);
  });

  it("the dashboard warns 30 days ahead, soonest first, and marks the lapsed", () => {
    const vehicles = [
      { id: 1, insuranceExpiryDate: "2026-04-09", licenseExpiryDate: "2027-01-01" },
      { id: 2, insuranceExpiryDate: "2026-04-10", licenseExpiryDate: "2027-01-01" },
      { id: 3, insuranceExpiryDate: "2027-01-01", licenseExpiryDate: "2026-03-10" },
    ];
    expect(
      expiringDocuments(vehicles, today).map(({ vehicle, expiresOn, isExpired }) => [vehicle.id, expiresOn, isExpired]),
    ).toEqual([
      [3, "2026-03-10", true],
      [1, "2026-04-09", false],
    ]);
  });
});

describe("the settings' bounds", () => {
  it.each([
    [{ noticeHours: 336, cleaningDays: 14, longestRentalDays: 180 }, true],
    [{ noticeHours: 0, cleaningDays: 0, longestRentalDays: 1 }, true],
    [{ noticeHours: 337, cleaningDays: 0, longestRentalDays: 1 }, false],
    [{ noticeHours: 0, cleaningDays: 15, longestRentalDays: 1 }, false],
    [{ noticeHours: 0, cleaningDays: 0, longestRentalDays: 181 }, false],
    [{ noticeHours: 0.5, cleaningDays: 0, longestRentalDays: 1 }, false],
  ])("%j valid: %s", (rules, valid) => {
    expect(availabilityRulesSchema.safeParse(rules).success).toBe(valid);
  });
});

describe("the fleet calendar's cleaning days", () => {
  it("are drawn as cleaning beside each booking and period, clipped to the month", () => {
    const blocks = calendarBlocks({
      month: "2026-03",
      today,
      vehicle: { insuranceExpiryDate: "2027-01-01", licenseExpiryDate: "2027-01-01" },
      periods: [],
      bookings: [{ id: 7, startDate: "2026-03-01", endDate: "2026-03-03" }],
      cleaningDays: 2,
    });
    expect(
      blocks.map(({ key, startDate, endDate, status, label }) => [key, startDate, endDate, status, label]),
    ).toEqual([
      ["booking-7", "2026-03-01", "2026-03-03", "reserved", "Booked"],
      ["booking-7-after", "2026-03-04", "2026-03-05", "cleaning", CLEANING_DAYS_LABEL],
    ]);
  });
});

describe("what the dialogs and the vehicle page say of a rental longer than the company takes", () => {
  const window = { startDate: today, endDate: "2026-12-31" };
  it("free days beyond the longest rental read as too long; busy days still come first", () => {
    const tooLong = availabilityForDates(
      [],
      window,
      { startDate: "2026-03-12", endDate: "2026-03-19" },
      { longestRentalDays: 7 },
    );
    expect(tooLong).toEqual({ state: "tooLong", longestRentalDays: 7 });
    expect(availabilitySentence(tooLong)).toBe("This company rents a vehicle for at most 7 days.");
    expect(
      availabilityForDates([], window, { startDate: "2026-03-12", endDate: "2026-03-18" }, { longestRentalDays: 7 })
        .state,
    ).toBe("free");
    const busy = [{ startDate: "2026-03-15", endDate: "2026-03-15" }];
    expect(
      availabilityForDates(busy, window, { startDate: "2026-03-12", endDate: "2026-03-19" }, { longestRentalDays: 7 })
        .state,
    ).toBe("booked");
  });
});

describe("what the dialogs and the vehicle page say of a start within the company's notice", () => {
  const window = { startDate: today, endDate: "2026-12-31" };
  const rules = visitorRules({ noticeHours: 48, longestRentalDays: 180 }, today);
  // The public busy days include the notice's, but the sentence says what to change.
  const busy = [{ startDate: today, endDate: addDays(today, 1) }];

  it("says the notice and the earliest pick-up, the same sentence the request's refusal says", () => {
    const dates = { startDate: addDays(today, 1), endDate: addDays(today, 4) };
    const tooSoon = availabilityForDates(busy, window, dates, rules);
    expect(tooSoon).toEqual({ state: "tooSoon", noticeHours: 48, earliest: addDays(today, 2) });
    const earliest = formatLongDate(addDays(today, 2));
    expect(availabilitySentence(tooSoon)).toBe(
      `This company needs 48 hours' notice: the earliest pick-up is ${earliest}.`,
    );
    expect(availabilitySentence(tooSoon)).toBe(
      breachedRule(dates, { noticeHours: 48, longestRentalDays: 180 }, today)?.message,
    );
    expect(availabilitySentence(tooSoon, { language: "fr" })).toBe(
      breachedRule(dates, { noticeHours: 48, longestRentalDays: 180 }, today, "fr")?.message,
    );
  });

  it("lets a start on the first day the notice allows through, and no notice means none", () => {
    const dates = { startDate: addDays(today, 2), endDate: addDays(today, 4) };
    expect(availabilityForDates(busy, window, dates, rules).state).toBe("free");
    expect(visitorRules({ noticeHours: 0, longestRentalDays: 30 }, today)).toEqual({ longestRentalDays: 30 });
  });

  it("calls other busy days not available, never booked: cleaning days and lapsed papers are among them", () => {
    const later = [{ startDate: "2026-03-20", endDate: "2026-03-22" }];
    const dates = { startDate: "2026-03-21", endDate: "2026-03-21" };
    expect(availabilitySentence(availabilityForDates(later, window, dates, rules))).toBe(
      "Not available on 20–22 March — next free from 23 March",
    );
  });
});
