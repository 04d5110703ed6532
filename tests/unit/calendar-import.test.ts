import { describe, expect, it } from "vitest";
import { readCalendar } from "../../src/server/calendar-sync/ical-reader";
import { isPublicAddress } from "../../src/server/calendar-sync/safe-fetch";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["2606:4700:4700::1111", true],
    ["2001:4860:4860::8888", true],
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", false],
    ["64:ff9b::7f00:1", false],
    ["2002:7f00:1::", false],
    ["ff02::1", false],
    ["localhost", false],
    ["", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", "UID:x@t", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"];
const limits = { today: "2030-03-10", maxEvents: 5, horizonDays: 60, importFreeEvents: false };
const readBusyRanges = (text: string, overrides: Partial<typeof limits> = {}) =>
  readCalendar(text, { ...limits, ...overrides }).ranges;

describe("readCalendar", () => {
  it("reads all-day events with an exclusive end, and a missing end as one day", () => {
    const text = calendar(
      ...event("DTSTART;VALUE=DATE:20300312", "DTEND;VALUE=DATE:20300315"),
      ...event("DTSTART;VALUE=DATE:20300320"),
    );
    expect(readBusyRanges(text)).toEqual([
      { startDate: "2030-03-12", endDate: "2030-03-14" },
      { startDate: "2030-03-20", endDate: "2030-03-20" },
    ]);
  });

  it("reads UTC and zoned times as Dominica days and a midnight end as exclusive", () => {
    const text = calendar(
      // 02:00 UTC on the 13th is still the 12th in Dominica (UTC−4).
      ...event("DTSTART:20300313T020000Z", "DTEND:20300313T230000Z"),
      ...event("DTSTART:20300320T100000", "DTEND:20300322T000000"),
      // 01:00 in Paris (UTC+1 in March) is 20:00 the day before in Dominica.
      ...event("DTSTART;TZID=Europe/Paris:20300325T010000", "DTEND;TZID=Europe/Paris:20300325T030000"),
      ...event('DTSTART;TZID="W. Europe Standard Time":20300328T020000'),
    );
    expect(readBusyRanges(text, { maxEvents: 10 })).toEqual([
      { startDate: "2030-03-12", endDate: "2030-03-13" },
      { startDate: "2030-03-20", endDate: "2030-03-21" },
      { startDate: "2030-03-24", endDate: "2030-03-24" },
      { startDate: "2030-03-27", endDate: "2030-03-27" },
    ]);
  });

  it("skips cancelled, free and past events, and cuts events at the horizon", () => {
    const text = calendar(
      ...event("DTSTART;VALUE=DATE:20300312", "STATUS:CANCELLED"),
      ...event("DTSTART;VALUE=DATE:20300313", "TRANSP:TRANSPARENT"),
      ...event("DTSTART;VALUE=DATE:20300101", "DTEND;VALUE=DATE:20300105"),
      ...event("DTSTART;VALUE=DATE:20300501", "DTEND;VALUE=DATE:20300701"),
      ...event("DTSTART;VALUE=DATE:20310101"),
    );
    expect(readCalendar(text, limits)).toEqual({
      ranges: [{ startDate: "2030-05-01", endDate: "2030-05-09" }],
      eventsRead: 5,
      daysBlocked: 9,
      skipped: [{ reason: "marked-free", count: 1 }],
    });
    expect(readBusyRanges(text, { importFreeEvents: true })).toContainEqual({
      startDate: "2030-03-13",
      endDate: "2030-03-13",
    });
  });

  it("expands a repeating event within the horizon", () => {
    const text = calendar(...event("DTSTART;VALUE=DATE:20300301", "RRULE:FREQ=WEEKLY;COUNT=4"));
    expect(readBusyRanges(text, { maxEvents: 10 })).toEqual([
      { startDate: "2030-03-15", endDate: "2030-03-15" },
      { startDate: "2030-03-22", endDate: "2030-03-22" },
    ]);
  });

  it("imports the earliest events up to the cap and counts the rest; refuses text that is not iCalendar", () => {
    const endless = calendar(...event("DTSTART;VALUE=DATE:20300311", "RRULE:FREQ=DAILY"));
    const reading = readCalendar(endless, limits);
    expect(reading.ranges.map((r) => r.startDate)).toEqual([
      "2030-03-11",
      "2030-03-12",
      "2030-03-13",
      "2030-03-14",
      "2030-03-15",
    ]);
    expect(reading.skipped).toEqual([{ reason: "over-limit", count: 55 }]);
    expect(() => readCalendar("<html></html>", limits)).toThrow("does not serve an iCalendar");
  });

  it("gives up on a rule that repeats too often, and on garbage, without failing the calendar", () => {
    const text = calendar(
      ...event("DTSTART:19700101T000000Z", "RRULE:FREQ=SECONDLY;COUNT=2000000000"),
      "BEGIN:VEVENT",
      "DTSTART:garbage",
      "END:VEVENT",
      "BEGIN:X-NONSENSE",
      ";;;:::",
      "END:X-NONSENSE",
      "END:VTODO",
      ...event("DTSTART;VALUE=DATE:20300312"),
    );
    expect(readCalendar(text, limits)).toMatchObject({
      ranges: [{ startDate: "2030-03-12", endDate: "2030-03-12" }],
      skipped: expect.arrayContaining([
        { reason: "repeats-too-often", count: 1 },
        { reason: "unreadable-event", count: 1 },
      ]),
    });
  });
});
