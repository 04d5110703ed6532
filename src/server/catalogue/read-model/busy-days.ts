import type { DayRange, IsoDate } from "../../../domain/dates";

/**
 * A vehicle's busy days as the read model keeps them: its blocked stretches (periods and confirmed
 * bookings) merged into maximal runs — none overlaps or touches the next — sorted, as pairs of day
 * numbers [first, last, first, last, …], both days included. Merged runs answer both questions
 * exactly: "is [start, end] free?" and the visitors' busy days, which merge after clipping to the
 * window (`mergeBusyRanges`) — clipping maximal runs keeps them maximal.
 */
export type BusyRuns = Int32Array;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a "YYYY-MM-DD" day. */
export function dayNumber(day: IsoDate): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

export function isoDay(dayNumber: number): IsoDate {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Reads PostgreSQL's text of a `datemultirange` — `{[2026-03-01,2026-03-05),[2026-04-02,2026-04-03)}`,
 * canonical: each range half-open, merged with those it overlaps or touches — as runs.
 */
export function parseBusyRuns(multirange: string): BusyRuns {
  const days = multirange.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  const runs = new Int32Array(days.length);
  for (let i = 0; i < days.length; i += 2) {
    runs[i] = dayNumber(days[i] as IsoDate);
    runs[i + 1] = dayNumber(days[i + 1] as IsoDate) - 1;
  }
  return runs;
}

/**
 * Index of the first run ending on or after `day` among the runs `runs[from … to)` (as a run's
 * number within them; their count when none does).
 */
function firstRunEndingFrom(runs: BusyRuns, day: number, from = 0, to = runs.length): number {
  let low = 0;
  let high = (to - from) / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((runs[from + middle * 2 + 1] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Past this many runs a binary search beats walking forward; most vehicles have a handful. */
const SHORT_RUNS = 16;

/**
 * No run of `runs[from … to)` (the runs of one vehicle, within a search's columns; all of them
 * unless told) shares a day with [start, end] (day numbers).
 */
export function isFreeBetween(
  runs: BusyRuns | undefined,
  start: number,
  end: number,
  from = 0,
  to = runs?.length ?? 0,
): boolean {
  if (!runs || to <= from) return true;
  if (to - from <= SHORT_RUNS * 2) {
    for (let at = from; at < to; at += 2) {
      if ((runs[at + 1] as number) < start) continue;
      return (runs[at] as number) > end;
    }
    return true;
  }
  const at = from + firstRunEndingFrom(runs, start, from, to) * 2;
  return at >= to || (runs[at] as number) > end;
}

/**
 * Some day of [first, last] (day numbers) is in no run of `runs[from … to)`. Runs are maximal, so
 * the days are all busy only when the one run holding `first` reaches `last`.
 */
export function hasFreeDayWithin(
  runs: BusyRuns | undefined,
  first: number,
  last: number,
  from = 0,
  to = runs?.length ?? 0,
): boolean {
  if (!runs || to <= from) return true;
  const at = from + firstRunEndingFrom(runs, first, from, to) * 2;
  return at >= to || (runs[at] as number) > first || (runs[at + 1] as number) < last;
}

/** The runs that share a day with `window`, cut to it: what `mergeBusyRanges` gives for the window. */
export function busyRangesWithin(runs: BusyRuns | undefined, window: DayRange): DayRange[] {
  if (!runs) return [];
  const start = dayNumber(window.startDate);
  const end = dayNumber(window.endDate);
  const ranges: DayRange[] = [];
  for (let run = firstRunEndingFrom(runs, start); run * 2 < runs.length; run++) {
    const first = runs[run * 2] as number;
    if (first > end) break;
    const last = runs[run * 2 + 1] as number;
    ranges.push({ startDate: isoDay(Math.max(first, start)), endDate: isoDay(Math.min(last, end)) });
  }
  return ranges;
}
