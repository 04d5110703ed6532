import { describe, expect, it } from "vitest";
import { addDays, type DayRange } from "../../src/domain/dates";
import { translator } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import {
  AVAILABILITY_WINDOW,
  availabilityForDates,
  availabilitySentence,
  formatDayRange,
  mergeBusyRanges,
  visitorCalendarWindow,
  windowDays,
} from "../../src/domain/vehicle-availability";

const r = (startDate: string, endDate: string): DayRange => ({ startDate, endDate });
const march = r("2026-03-01", "2026-03-31");

describe("mergeBusyRanges", () => {
  it.each<[string, DayRange[], DayRange[]]>([
    ["nothing", [], []],
    ["one range", [r("2026-03-05", "2026-03-07")], [r("2026-03-05", "2026-03-07")]],
    [
      "unsorted ranges",
      [r("2026-03-20", "2026-03-21"), r("2026-03-05", "2026-03-07")],
      [r("2026-03-05", "2026-03-07"), r("2026-03-20", "2026-03-21")],
    ],
    [
      "overlapping ranges",
      [r("2026-03-05", "2026-03-10"), r("2026-03-08", "2026-03-12")],
      [r("2026-03-05", "2026-03-12")],
    ],
    [
      "touching ranges",
      [r("2026-03-05", "2026-03-07"), r("2026-03-08", "2026-03-09")],
      [r("2026-03-05", "2026-03-09")],
    ],
    [
      "a range inside another",
      [r("2026-03-05", "2026-03-20"), r("2026-03-08", "2026-03-09")],
      [r("2026-03-05", "2026-03-20")],
    ],
    [
      "a one-day gap stays",
      [r("2026-03-05", "2026-03-07"), r("2026-03-09", "2026-03-09")],
      [r("2026-03-05", "2026-03-07"), r("2026-03-09", "2026-03-09")],
    ],
    [
      "identical ranges",
      [r("2026-03-05", "2026-03-07"), r("2026-03-05", "2026-03-07")],
      [r("2026-03-05", "2026-03-07")],
    ],
    [
      "a chain across a month end",
      [r("2026-02-27", "2026-02-28"), r("2026-03-01", "2026-03-02")],
      [r("2026-03-01", "2026-03-02")],
    ],
    [
      "ranges cut to the window",
      [r("2026-02-20", "2026-03-02"), r("2026-03-30", "2026-04-05")],
      [r("2026-03-01", "2026-03-02"), r("2026-03-30", "2026-03-31")],
    ],
    ["ranges outside the window dropped", [r("2026-02-01", "2026-02-28"), r("2026-04-01", "2026-04-02")], []],
  ])("%s", (_name, ranges, expected) => {
    expect(mergeBusyRanges(ranges, march)).toEqual(expected);
  });

  it("does not change its input", () => {
    const ranges = [r("2026-03-05", "2026-03-07"), r("2026-03-06", "2026-03-09")];
    mergeBusyRanges(ranges, march);
    expect(ranges).toEqual([r("2026-03-05", "2026-03-07"), r("2026-03-06", "2026-03-09")]);
  });
});

describe("formatDayRange", () => {
  it.each([
    [r("2026-03-12", "2026-03-12"), "12 March"],
    [r("2026-03-12", "2026-03-14"), "12–14 March"],
    [r("2026-03-30", "2026-04-02"), "30 March – 2 April"],
    [r("2026-12-30", "2027-01-02"), "30 December 2026 – 2 January 2027"],
  ])("%j reads %s", (range, text) => {
    expect(formatDayRange(range)).toBe(text);
  });
});

describe("availabilityForDates and its sentence", () => {
  const busy = [r("2026-03-12", "2026-03-14"), r("2026-03-18", "2026-03-18"), r("2026-03-29", "2026-03-31")];
  it.each<[string, DayRange, string | null]>([
    ["free dates", r("2026-03-15", "2026-03-17"), "Available for your dates"],
    ["a day between two stretches", r("2026-03-16", "2026-03-16"), "Available for your dates"],
    [
      "dates ending on a busy first day",
      r("2026-03-10", "2026-03-12"),
      "Not available on 12–14 March — next free from 15 March",
    ],
    ["dates inside a stretch", r("2026-03-13", "2026-03-13"), "Not available on 12–14 March — next free from 15 March"],
    [
      "dates over two stretches",
      r("2026-03-13", "2026-03-20"),
      "Not available on 12–14 March and 18 March — next free from 19 March",
    ],
    ["three stretches", r("2026-03-01", "2026-03-31"), "Not available on 12–14 March, 18 March and 29–31 March"],
    ["a stretch reaching the end of what is known", r("2026-03-30", "2026-04-03"), "Not available on 29–31 March"],
    ["dates beyond what is known", r("2026-04-01", "2026-04-03"), null],
    ["free dates before what is known", r("2026-02-27", "2026-03-02"), null],
  ])("%s", (_name, dates, sentence) => {
    expect(availabilitySentence(availabilityForDates(busy, march, dates))).toBe(sentence);
  });

  it("names the next free day only when it is known", () => {
    expect(availabilityForDates(busy, march, r("2026-03-12", "2026-03-12"))).toEqual({
      state: "booked",
      booked: [r("2026-03-12", "2026-03-14")],
      nextFree: "2026-03-15",
    });
    expect(availabilityForDates(busy, march, r("2026-03-30", "2026-03-30"))).toMatchObject({ nextFree: null });
  });
});

describe("visitorCalendarWindow", () => {
  it.each([
    ["2026-03-12", "2027-03-31"],
    ["2026-01-01", "2027-01-31"],
    ["2027-02-28", "2028-02-29"],
  ])("from %s runs to %s", (today, end) => {
    expect(visitorCalendarWindow(today)).toEqual({ startDate: today, endDate: end });
  });

  it("never asks for more than the server allows, leap years included", () => {
    for (let day = "2027-01-01"; day <= "2028-12-31"; day = addDays(day, 1)) {
      expect(windowDays(visitorCalendarWindow(day))).toBeLessThanOrEqual(AVAILABILITY_WINDOW.maxDays);
    }
  });
});

describe("the availability sentence in the visitor's language (issue 12)", () => {
  const french = { language: "fr" as const, t: translator("fr", fr) };
  const busy = [r("2026-03-12", "2026-03-14"), r("2026-03-18", "2026-03-18"), r("2026-03-29", "2026-03-31")];

  it("formats days in French", () => {
    expect(formatDayRange(r("2026-03-12", "2026-03-14"), "fr")).toBe("12–14 mars");
    expect(formatDayRange(r("2026-12-30", "2027-01-02"), "fr")).toBe("30 décembre 2026 – 2 janvier 2027");
  });

  it.each<[string, DayRange, string | null]>([
    ["free dates", r("2026-03-15", "2026-03-17"), "Disponible à vos dates"],
    [
      "dates over two stretches",
      r("2026-03-13", "2026-03-20"),
      "Indisponible : 12–14 mars et 18 mars — libre à partir du 19 mars",
    ],
    ["three stretches", r("2026-03-01", "2026-03-31"), "Indisponible : 12–14 mars, 18 mars et 29–31 mars"],
    ["dates beyond what is known", r("2026-04-01", "2026-04-03"), null],
  ])("%s", (_name, dates, sentence) => {
    expect(availabilitySentence(availabilityForDates(busy, march, dates), french)).toBe(sentence);
  });

  it("stays the spec's English without the visitor's language, for the company's message", () => {
    const availability = availabilityForDates(busy, march, r("2026-03-13", "2026-03-13"));
    expect(availabilitySentence(availability, french)).toBe("Indisponible : 12–14 mars — libre à partir du 15 mars");
    expect(availabilitySentence(availability)).toBe("Not available on 12–14 March — next free from 15 March");
  });
});
