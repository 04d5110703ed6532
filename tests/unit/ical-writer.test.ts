import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, writeCalendar } from "../../src/server/calendar-sync/ical-writer";

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", "a\\,b"],
    ["a;b", "a\\;b"],
    ["back\\slash", "back\\\\slash"],
    ["two\nlines", "two\\nlines"],
    ["windows\r\nline", "windows\\nline"],
    ["all ,;\\\n", "all \\,\\;\\\\\\n"],
  ])("%j → %j", (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = "x".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines so no physical line exceeds 75 octets, and unfolds to the original", () => {
    const line = `SUMMARY:${"abcdefghij".repeat(30)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });

  it("counts UTF-8 octets and never splits a character", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const physical = foldLine(line).split("\r\n");
    for (const part of physical) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(physical[0]).toBe(`SUMMARY:${"é".repeat(33)}`);
  });
});

describe("writeCalendar", () => {
  const text = writeCalendar({
    name: "Island Rentals, fleet",
    generatedAt: new Date("2030-01-02T03:04:05.678Z"),
    events: [
      {
        uid: "booking-1@example",
        startDate: "2030-03-12",
        endDate: "2030-03-14",
        summary: "Booked: Toyota Corolla",
        status: "CONFIRMED",
      },
      {
        uid: "period-2@example",
        startDate: "2030-12-31",
        endDate: "2030-12-31",
        summary: "Unavailable (Cleaning; inside, outside): Suzuki Jimny",
        description: "line one\nline two",
        status: "CONFIRMED",
      },
    ],
  });

  it("writes CRLF lines with the calendar's required properties", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    const lines = text.split("\r\n");
    expect(lines.slice(0, 4)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Dominica Car Rental Marketplace//Calendar feed//EN",
      "CALSCALE:GREGORIAN",
    ]);
    expect(lines).toContain("DTSTAMP:20300102T030405Z");
    expect(lines).toContain("X-WR-CALNAME:Island Rentals\\, fleet");
  });

  it("writes all-day events with an exclusive end, across a year's end", () => {
    const lines = text.split("\r\n");
    expect(lines).toContain("DTSTART;VALUE=DATE:20300312");
    expect(lines).toContain("DTEND;VALUE=DATE:20300315");
    expect(lines).toContain("DTSTART;VALUE=DATE:20301231");
    expect(lines).toContain("DTEND;VALUE=DATE:20310101");
  });

  it("reads back through an iCal parser as the same events", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate,
        summary: event.summary,
        description: event.description,
        status: vevent.getFirstPropertyValue("status"),
      };
    });
    expect(events).toEqual([
      {
        uid: "booking-1@example",
        start: "2030-03-12",
        end: "2030-03-15",
        isDate: true,
        summary: "Booked: Toyota Corolla",
        description: null,
        status: "CONFIRMED",
      },
      {
        uid: "period-2@example",
        start: "2030-12-31",
        end: "2031-01-01",
        isDate: true,
        summary: "Unavailable (Cleaning; inside, outside): Suzuki Jimny",
        description: "line one\nline two",
        status: "CONFIRMED",
      },
    ]);
  });
});
