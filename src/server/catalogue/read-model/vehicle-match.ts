import { BOOKING_LIMITS } from "../../../domain/constants";
import type { IsoDate } from "../../../domain/dates";
import { listingNumber, type SearchFilter, wantedOf } from "../../../domain/vehicle-search/filter-kinds";
import { SEARCH_FILTERS, type VehicleFilters } from "../../../domain/vehicle-search/filters";
import { type BusyRuns, dayNumber, hasFreeDayWithin, isFreeBetween } from "./busy-days";

/** The filters the walk compares as numbers (`listingNumber`), and those it compares as text, in the table's order. */
export const NUMBER_FILTERS: readonly SearchFilter[] = SEARCH_FILTERS.filter(
  (filter) => listingNumber(filter, 0) !== undefined,
);
export const TEXT_FILTERS: readonly SearchFilter[] = SEARCH_FILTERS.filter((filter) => filter.kind === "text");
/** Each filter of the table with its column among the number or the text filters, found once. */
const COLUMNS = SEARCH_FILTERS.map((filter) => ({
  filter,
  column: filter.kind === "text" ? TEXT_FILTERS.indexOf(filter) : NUMBER_FILTERS.indexOf(filter),
}));

/** What the filters read of a listed vehicle. */
export interface Matchable {
  /** Each of NUMBER_FILTERS' columns, as `listingNumber` gives it. */
  numbers: number[];
  /** Each of TEXT_FILTERS' columns, lowered by the database (load-catalogue.ts). */
  texts: string[];
  busy: BusyRuns | undefined;
  /** The company's notice in days from today, and its longest rental (docs/product-rules.md, "Availability rules"). */
  noticeDays: number;
  longestRentalDays: number;
  /** Its place in the search order, by which the busy-day index knows it (busy-day-index.ts). */
  slot: number;
}

/**
 * A list of listings as columns: the fields the filters read, each in a typed array in the list's
 * order, and every listing's busy runs end to end in one array. A search walks these rather than
 * the listing objects: at 100k vehicles the objects are megabytes apart and the walk waits on memory
 * (docs/performance.md, "Catalogue read model").
 */
export class MatchColumns<T extends Matchable> {
  /** One array per number filter: every column the same type, so the walk's loop stays monomorphic. */
  readonly numbers: Float64Array[];
  readonly texts: string[][];
  readonly slots: Int32Array;
  readonly noticeDays: Int32Array;
  readonly longestRentalDays: Int32Array;
  /** Listing i's runs are `runs[runStarts[i] … runStarts[i + 1])`. */
  readonly runStarts: Int32Array;
  readonly runs: Int32Array;

  constructor(readonly listings: readonly T[]) {
    const n = listings.length;
    this.numbers = NUMBER_FILTERS.map(() => new Float64Array(n));
    this.texts = TEXT_FILTERS.map(() => new Array(n));
    this.slots = new Int32Array(n);
    this.noticeDays = new Int32Array(n);
    this.longestRentalDays = new Int32Array(n);
    this.runStarts = new Int32Array(n + 1);
    let runLength = 0;
    for (const listing of listings) runLength += listing.busy?.length ?? 0;
    this.runs = new Int32Array(runLength);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const listing = listings[i] as T;
      for (let c = 0; c < this.numbers.length; c++) (this.numbers[c] as Float64Array)[i] = listing.numbers[c] as number;
      for (let c = 0; c < this.texts.length; c++) (this.texts[c] as string[])[i] = listing.texts[c] as string;
      this.slots[i] = listing.slot;
      this.noticeDays[i] = listing.noticeDays;
      this.longestRentalDays[i] = listing.longestRentalDays;
      this.runStarts[i] = at;
      if (listing.busy) {
        this.runs.set(listing.busy, at);
        at += listing.busy.length;
      }
    }
    this.runStarts[n] = at;
  }

  get length() {
    return this.listings.length;
  }
}

/**
 * The filters as the column walk reads them: a number filter is one pair of bounds, a set one a
 * bit, a text one a lowered needle.
 */
export interface MatchCriteria {
  /** `low ≤ numbers[column][i] ≤ high` for each set number filter. */
  bounds: { column: number; low: number; high: number }[];
  /** `numbers[column][i] & bit` for each set `among` filter: the listing's set holds the word. */
  bits: { column: number; bit: number }[];
  texts: { column: number; text: string }[];
  /** The same for two searches whose matches but the dates are the same (catalogue-model.ts's bitsets). */
  undatedKey: string;
  /** Day numbers; `dated` false when the search names no dates. */
  dated: boolean;
  start: number;
  end: number;
  /** Days from today to the start: a company whose notice takes more leaves its vehicles out. */
  daysAhead: number;
  /** The period's length in days. */
  days: number;
  /** Today and the booking horizon's last day, day numbers: a listing with no free day between is never a match. */
  today: number;
  horizonEnd: number;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * The Vehicles page filters as `vehicleFilterConditions` (vehicles/listing-queries.ts) writes them
 * in SQL, both from the table's `wantedOf`, for the column walk. tests/api/catalogue-read-model.test.ts
 * holds the two to the same answers. Undefined for what the model cannot answer exactly, left to SQL:
 * a text search with letters beyond ASCII (the database's locale decides how those lower) and
 * dates before `firstDay`, the first day whose busy days the model keeps.
 */
export function matchCriteria(filters: VehicleFilters, firstDay: IsoDate, today: IsoDate): MatchCriteria | undefined {
  const bounds: MatchCriteria["bounds"] = [];
  const bits: MatchCriteria["bits"] = [];
  const texts: MatchCriteria["texts"] = [];
  let period: { start: IsoDate; end: IsoDate } | undefined;
  for (const { filter, column } of COLUMNS) {
    const wanted = wantedOf(filter, filters);
    if (!wanted) continue;
    switch (wanted.compare) {
      case "freeBetween":
        period = wanted;
        break;
      case "contains":
        if (BEYOND_ASCII.test(wanted.text)) return undefined;
        // `ilike '%q%'` with the pattern's wildcards escaped: a case-blind substring. ASCII letters
        // lower alike in every locale.
        texts.push({ column, text: wanted.text.toLowerCase() });
        break;
      case "equals": {
        const value = listingNumber(filter, wanted.value) as number;
        bounds.push({ column, low: value, high: value });
        break;
      }
      case "includes":
        bits.push({ column, bit: listingNumber(filter, wanted.value) as number });
        break;
      case "atLeast":
        bounds.push({ column, low: wanted.value, high: Number.POSITIVE_INFINITY });
        break;
      case "between":
        bounds.push({
          column,
          low: wanted.min ?? Number.NEGATIVE_INFINITY,
          high: wanted.max ?? Number.POSITIVE_INFINITY,
        });
    }
  }
  if (period && period.start < firstDay) return undefined;
  const start = period ? dayNumber(period.start) : 0;
  const end = period ? dayNumber(period.end) : 0;
  // The texts last, as JSON: they alone may hold a separator.
  // Today too: which listings have a bookable day ahead moves with it.
  let undatedKey = `${today}|`;
  for (const { column, low, high } of bounds) undatedKey += `${column}:${low}:${high}|`;
  for (const { column, bit } of bits) undatedKey += `${column}&${bit}|`;
  if (texts.length) undatedKey += JSON.stringify(texts);
  return {
    bounds,
    bits,
    texts,
    undatedKey,
    dated: Boolean(period),
    start,
    end,
    daysAhead: start - dayNumber(today),
    days: end - start + 1,
    today: dayNumber(today),
    horizonEnd: dayNumber(today) + BOOKING_LIMITS.horizonDays,
  };
}

/** One buffer for the matches' positions, grown as lists grow: a walk runs to its end before the next. */
let found = new Int32Array(1024);

/**
 * The positions in `columns` of the listings that pass every filter but the dates and have a
 * bookable day in the horizon, in the list's order: `found[0 … count)`. A column at a time: the first bound picks from every listing, each
 * next one narrows the picks.
 */
export function undatedPositions<T extends Matchable>(
  columns: MatchColumns<T>,
  criteria: MatchCriteria,
): { positions: Int32Array; count: number } {
  const n = columns.length;
  if (found.length < n) found = new Int32Array(Math.max(n, found.length * 2));
  const positions = found;
  let count = 0;
  const [first, ...rest] = criteria.bounds;
  if (first) {
    const values = columns.numbers[first.column] as Float64Array;
    const { low, high } = first;
    for (let i = 0; i < n; i++) {
      const value = values[i] as number;
      if (value >= low && value <= high) positions[count++] = i;
    }
  } else {
    for (let i = 0; i < n; i++) positions[i] = i;
    count = n;
  }
  for (const { column, low, high } of rest) {
    const values = columns.numbers[column] as Float64Array;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const i = positions[k] as number;
      const value = values[i] as number;
      if (value >= low && value <= high) positions[kept++] = i;
    }
    count = kept;
  }
  for (const { column, bit } of criteria.bits) {
    const values = columns.numbers[column] as Float64Array;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const i = positions[k] as number;
      if ((values[i] as number) & bit) positions[kept++] = i;
    }
    count = kept;
  }
  for (const { column, text } of criteria.texts) {
    const values = columns.texts[column] as string[];
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const i = positions[k] as number;
      if ((values[i] as string).includes(text)) positions[kept++] = i;
    }
    count = kept;
  }
  // Only a vehicle with a bookable day in the horizon is available (`hasBookableDay` in listing-queries.ts).
  const { runs, runStarts, noticeDays } = columns;
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const i = positions[k] as number;
    const first = criteria.today + (noticeDays[i] as number);
    if (hasFreeDayWithin(runs, first, criteria.horizonEnd, runStarts[i] as number, runStarts[i + 1] as number)) {
      positions[kept++] = i;
    }
  }
  count = kept;
  return { positions, count };
}

/**
 * The positions in `columns` of the listings that match, in the list's order: `found[0 … count)`,
 * valid until the next call. A dated search reads `busy`, the bits (by slot) of the listings busy
 * in its period, when the busy-day index gives them, else each listing's runs; the notice and the
 * longest rental are columns, since the notice follows today and the runs do not.
 */
export function matchingPositions<T extends Matchable>(
  columns: MatchColumns<T>,
  criteria: MatchCriteria,
  busy?: Uint32Array,
): { positions: Int32Array; count: number } {
  const { positions, count: undated } = undatedPositions(columns, criteria);
  const { dated, start, end, daysAhead, days } = criteria;
  if (!dated) return { positions, count: undated };
  const { slots, runStarts, runs, noticeDays, longestRentalDays } = columns;
  let count = 0;
  for (let k = 0; k < undated; k++) {
    const i = positions[k] as number;
    if (daysAhead < (noticeDays[i] as number) || days > (longestRentalDays[i] as number)) continue;
    if (busy) {
      const slot = slots[i] as number;
      if (((busy[slot >>> 5] as number) >>> (slot & 31)) & 1) continue;
    } else if (!isFreeBetween(runs, start, end, runStarts[i] as number, runStarts[i + 1] as number)) continue;
    positions[count++] = i;
  }
  return { positions, count };
}
