import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, type DayRange } from "../../src/domain/dates";
import { mergeBusyRanges } from "../../src/domain/vehicle-availability";
import {
  busyRangesWithin,
  dayNumber,
  isFreeBetween,
  isoDay,
  parseBusyRuns,
} from "../../src/server/catalogue/read-model/busy-days";

const D = "2026-03-01";
const day = (n: number) => addDays(D, n);

/** PostgreSQL's text of the datemultirange holding `ranges` (both ends included), as range_agg writes it. */
function multirange(ranges: DayRange[]): string {
  const merged = mergeBusyRanges(ranges, { startDate: "1900-01-01", endDate: "2100-12-31" });
  return `{${merged.map((range) => `[${range.startDate},${addDays(range.endDate, 1)})`).join(",")}}`;
}

describe("day numbers", () => {
  it.each(["1970-01-01", "2026-02-28", "2028-02-29", "2100-12-31", "1900-01-01"])("%s there and back", (iso) => {
    expect(isoDay(dayNumber(iso))).toBe(iso);
  });
  it("counts days", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber(day(10)) - dayNumber(D)).toBe(10);
  });
});

describe("busy runs", () => {
  const runs = parseBusyRuns("{[2026-03-03,2026-03-06),[2026-03-10,2026-03-11)}");

  it("reads range_agg's half-open ranges as first and last busy day", () => {
    expect([...runs].map(isoDay)).toEqual(["2026-03-03", "2026-03-05", "2026-03-10", "2026-03-10"]);
    expect(parseBusyRuns("{}")).toHaveLength(0);
  });

  it.each([
    ["before the first run", 0, 1, true],
    ["ending on the first run's first day", 0, 2, false],
    ["starting on a run's last day", 4, 6, false],
    ["between the runs", 5, 8, true],
    ["on the one-day run", 9, 9, false],
    ["spanning both runs", 0, 20, false],
    ["after the last run", 10, 30, true],
  ])("free %s: %s", (_name, start, end, free) => {
    expect(isFreeBetween(runs, dayNumber(day(start)), dayNumber(day(end)))).toBe(free);
  });

  it("a vehicle without busy days is free", () => {
    expect(isFreeBetween(undefined, 0, 10)).toBe(true);
    expect(busyRangesWithin(undefined, { startDate: D, endDate: day(9) })).toEqual([]);
  });

  it("gives the visitors' busy days of any window as mergeBusyRanges does", () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 6 }))
      .map(([start, length]) => ({ startDate: day(start), endDate: day(start + length) }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 12 }), range, (ranges, window) => {
        const known = parseBusyRuns(multirange(ranges));
        expect(busyRangesWithin(known, window)).toEqual(mergeBusyRanges(ranges, window));
        const free = !ranges.some((r) => r.startDate <= window.endDate && r.endDate >= window.startDate);
        expect(isFreeBetween(known, dayNumber(window.startDate), dayNumber(window.endDate))).toBe(free);
      }),
      { numRuns: 500 },
    );
  });

  it("answers free or not alike for a vehicle of many runs (binary search) and for its runs within a search's columns", () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 3 }))
      .map(([start, length]) => ({ startDate: day(start), endDate: day(start + length) }));
    fc.assert(
      fc.property(fc.array(range, { minLength: 20, maxLength: 80 }), range, fc.nat(6), (ranges, window, padding) => {
        const known = parseBusyRuns(multirange(ranges));
        const free = !ranges.some((r) => r.startDate <= window.endDate && r.endDate >= window.startDate);
        const [start, end] = [dayNumber(window.startDate), dayNumber(window.endDate)];
        expect(isFreeBetween(known, start, end)).toBe(free);
        // The same runs between other vehicles' runs, as MatchColumns keeps them.
        const columns = new Int32Array(known.length + padding * 4);
        columns.fill(dayNumber(window.startDate), 0, padding * 2);
        columns.set(known, padding * 2);
        columns.fill(dayNumber(window.endDate), padding * 2 + known.length);
        expect(isFreeBetween(columns, start, end, padding * 2, padding * 2 + known.length)).toBe(free);
      }),
      { numRuns: 500 },
    );
  });
});
