import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ReadLimits, readCalendar } from "../../src/server/calendar-sync/ical-reader";

/** Real exports (tests/fixtures/ical/README.md names their sources), read from a day of their time. */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), "utf8");
const read = (name: string, today: string, options: Partial<ReadLimits> = {}) =>
  readCalendar(fixture(name), { today, horizonDays: 60, maxEvents: 1000, importFreeEvents: false, ...options });
const startDays = (name: string, today: string, options: Partial<ReadLimits> = {}) =>
  read(name, today, options).ranges.map((range) => range.startDate);
const days = (month: string, ...list: number[]) => list.map((d) => `${month}-${String(d).padStart(2, "0")}`);

describe("real calendar exports", () => {
  it("Google: an unreadable EXDATE is skipped, its events still block their days", () => {
    const reading = read("google-bad-exdate.ics", "2008-03-01");
    // Daily from the 3rd to the 23rd, except the 11th (the readable EXDATE), in both events.
    expect(reading.ranges.map((r) => r.startDate)).toEqual(
      days("2008-03", 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23),
    );
    expect(reading).toMatchObject({
      eventsRead: 2,
      daysBlocked: 20,
      skipped: [{ reason: "unreadable-value", count: 1 }],
    });
  });

  it("Google: a moved occurrence listed before its repeating event replaces it", () => {
    expect(read("google-moved-occurrence.ics", "2026-02-01").ranges).toEqual([
      { startDate: "2026-02-10", endDate: "2026-02-10" },
      { startDate: "2026-02-11", endDate: "2026-02-11" },
      { startDate: "2026-02-12", endDate: "2026-02-12" },
    ]);
  });

  it("Zimbra: an occurrence moved to a later day, named by its UTC time, frees its own day", () => {
    // Monthly on the first Tuesday at 10:00 in Los Angeles, plus RDATEs; the 5 November RDATE
    // (RECURRENCE-ID 18:00 UTC) moved to 6 November 20:00, which is already the 7th in Dominica.
    expect(startDays("zimbra-moved-occurrence.ics", "2012-09-15", { horizonDays: 90 })).toEqual([
      "2012-10-02",
      ...days("2012-11", 6, 7, 10, 30),
    ]);
  });

  it("Exchange: a moved all-day occurrence blocks its new day only", () => {
    // Weekly on Wednesday and Friday; Friday 9 April moved to Saturday 10 April.
    expect(startDays("exchange-moved-all-day.ics", "2021-04-01", { horizonDays: 20 })).toEqual(
      days("2021-04", 2, 7, 10, 14, 16, 21),
    );
  });

  it("Exchange: all-day events marked free are counted, and imported when the company asks", () => {
    expect(read("exchange-free-moved-all-day.ics", "2026-02-18", { horizonDays: 14 })).toMatchObject({
      ranges: [],
      eventsRead: 2,
      skipped: [{ reason: "marked-free", count: 2 }],
    });
    // Tuesdays and Thursdays; Thursday 26 February moved to Friday 27.
    expect(
      startDays("exchange-free-moved-all-day.ics", "2026-02-18", { horizonDays: 14, importFreeEvents: true }),
    ).toEqual(["2026-02-19", "2026-02-24", "2026-02-27", "2026-03-03"]);
    expect(read("exchange-free-and-busy.ics", "2021-05-01")).toMatchObject({
      ranges: [{ startDate: "2021-05-21", endDate: "2021-05-21" }],
      skipped: [{ reason: "marked-free", count: 1 }],
    });
  });

  it("Exchange: Windows zone names are read, a misplaced quote included", () => {
    const reading = read("exchange-windows-zones.ics", "2020-06-01", { horizonDays: 120, importFreeEvents: true });
    expect(reading.skipped).toEqual([]);
    // The misquoted `TZID="W. Europe Standard Time:20200609T090000"` event starts on 9 June.
    expect(reading.ranges[0]).toEqual({ startDate: "2020-06-09", endDate: "2020-06-09" });
    expect(reading.ranges.map((r) => r.startDate)).toContain("2020-09-10");
  });

  it("Exchange/OWA: a time in Sydney is dated in Dominica, the day before", () => {
    // "(GMT+10:00) Canberra, Melbourne, Sydney" keeps Sydney's summer time: 13:30–15:00 on 28 October
    // is +11:00, 22:30 on the 27th to midnight in Dominica, so the 27th only.
    const ranges = read("exchange-owa-display-zones.ics", "2020-10-01").ranges;
    expect(ranges[0]).toEqual({ startDate: "2020-10-27", endDate: "2020-10-27" });
    expect(ranges[1]).toEqual({ startDate: "2020-10-28", endDate: "2020-10-28" });
  });

  it("Google: times in a zone the file never defines are read as Dominica time, and the company is told", () => {
    // Daily at 23:00 "Europe/Germany" (no such zone, no VTIMEZONE), four times, marked free; DTEND's
    // TZID even reads "TZID=Europe/Germany". Both names are reported, one event each.
    const reading = read("google-undefined-zone.ics", "2024-10-01", { importFreeEvents: true });
    expect(reading.ranges.map((r) => r.startDate)).toEqual(days("2024-10", 22, 23, 24, 25));
    expect(reading.skipped).toEqual([
      { reason: "unknown-zone", zone: "Europe/Germany", count: 1 },
      { reason: "unknown-zone", zone: "TZID=Europe/Germany", count: 1 },
    ]);
  });

  it("Outlook: a quoted display-name zone, with its EXDATEs honoured", () => {
    expect(startDays("outlook-quoted-zone.ics", "2015-07-01")).toEqual(days("2015-07", 6, 7, 9, 11, 12, 13, 14, 15));
  });

  it("Apple: tentative and confirmed events block, a cancelled one does not", () => {
    expect(startDays("apple-statuses.ics", "2022-07-01")).toEqual(days("2022-07", 4, 5, 7));
    expect(read("apple-icloud.ics", "2015-12-01", { horizonDays: 400 })).toMatchObject({ eventsRead: 4, skipped: [] });
  });

  it("Thunderbird: a cancelled occurrence frees its day", () => {
    expect(startDays("thunderbird-cancelled-occurrence.ics", "2020-01-01")).toEqual(days("2020-01", 28, 30));
  });

  it("Airbnb-style: stays with an exclusive end day", () => {
    expect(read("airbnb-style.ics", "2030-06-20")).toMatchObject({
      ranges: [
        { startDate: "2030-07-03", endDate: "2030-07-03" },
        { startDate: "2030-08-02", endDate: "2030-08-11" },
      ],
      eventsRead: 2,
      daysBlocked: 11,
    });
  });

  it("a byte-order mark, empty events and broken parameters are read, not refused", () => {
    expect(read("bom-empty.ics", "2030-01-01")).toEqual({ ranges: [], eventsRead: 0, daysBlocked: 0, skipped: [] });
    expect(read("garbage-empty-events.ics", "2030-01-01").skipped).toEqual([{ reason: "unreadable-event", count: 20 }]);
    expect(startDays("garbage-broken.ics", "2014-04-01")).toEqual(["2014-04-09"]);
    expect(startDays("google-birthdays.ics", "2012-12-01", { horizonDays: 400 })).toEqual(["2012-12-10", "2013-12-10"]);
  });
});
