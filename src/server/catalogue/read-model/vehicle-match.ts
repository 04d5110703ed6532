import type { Transmission, VehicleType } from "../../../domain/constants";
import type { VehicleFilters } from "../../../domain/contracts/vehicles";
import type { IsoDate } from "../../../domain/dates";
import { type BusyRuns, dayNumber, isFreeBetween } from "./busy-days";

/** What the filters read of a listed vehicle. */
export interface Matchable {
  type: VehicleType;
  /** Make and model, lowered by the database. */
  name: string;
  doors: number;
  seats: number;
  is4x4: boolean;
  transmission: Transmission;
  dailyPrice: number;
  deposit: number;
  busy: BusyRuns | undefined;
  /** The company's notice in days from today, and its longest rental (docs/product-rules.md, "Availability rules"). */
  noticeDays: number;
  longestRentalDays: number;
  /** Its place in the search order, by which the busy-day index knows it (busy-day-index.ts). */
  slot: number;
}

const IS_4X4 = 1;
const AUTOMATIC = 2;

/**
 * A list of listings as columns: the fields the filters read, each in a typed array in the list's
 * order, and every listing's busy runs end to end in one array. A search walks these rather than
 * the listing objects: at 100k vehicles the objects are megabytes apart and the walk waits on memory
 * (docs/performance.md, "Catalogue read model").
 */
export class MatchColumns<T extends Matchable> {
  readonly dailyPrice: Float64Array;
  readonly deposit: Float64Array;
  readonly seats: Uint8Array;
  readonly doors: Uint8Array;
  readonly flags: Uint8Array;
  readonly names: string[];
  readonly slots: Int32Array;
  readonly noticeDays: Int32Array;
  readonly longestRentalDays: Int32Array;
  /** Listing i's runs are `runs[runStarts[i] … runStarts[i + 1])`. */
  readonly runStarts: Int32Array;
  readonly runs: Int32Array;

  constructor(readonly listings: readonly T[]) {
    const n = listings.length;
    this.dailyPrice = new Float64Array(n);
    this.deposit = new Float64Array(n);
    this.seats = new Uint8Array(n);
    this.doors = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.names = new Array(n);
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
      this.dailyPrice[i] = listing.dailyPrice;
      this.deposit[i] = listing.deposit;
      // Seats and doors are bounded far below 255 by the vehicle schema and the table's checks.
      this.seats[i] = listing.seats;
      this.doors[i] = listing.doors;
      this.flags[i] = (listing.is4x4 ? IS_4X4 : 0) | (listing.transmission === "automatic" ? AUTOMATIC : 0);
      this.names[i] = listing.name;
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

/** The filters as the column walk reads them: every bound a number, so each test is one comparison. */
export interface MatchCriteria {
  text: string | undefined;
  doors: number;
  minSeats: number;
  flagMask: number;
  flagValue: number;
  minPrice: number;
  maxPrice: number;
  minDeposit: number;
  maxDeposit: number;
  /** Day numbers; `dated` false when the search names no dates. */
  dated: boolean;
  start: number;
  end: number;
  /** Days from today to the start: a company whose notice takes more leaves its vehicles out. */
  daysAhead: number;
  /** The period's length in days. */
  days: number;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * The Vehicles page filters as `vehicleFilterConditions` (vehicles/listing-queries.ts) writes them
 * in SQL, for the column walk; the type is the view's (catalogue-model.ts). tests/api/catalogue-read-model.test.ts
 * holds the two to the same answers. Undefined for what the model cannot answer exactly, left to SQL:
 * a text search with letters beyond ASCII (the database's locale decides how those lower) and
 * dates before `firstDay`, the first day whose busy days the model keeps.
 */
export function matchCriteria(filters: VehicleFilters, firstDay: IsoDate, today: IsoDate): MatchCriteria | undefined {
  const q = filters.q || undefined;
  const dated = Boolean(filters.start && filters.end);
  if ((q && BEYOND_ASCII.test(q)) || (dated && (filters.start as IsoDate) < firstDay)) return undefined;
  const start = dated ? dayNumber(filters.start as IsoDate) : 0;
  const end = dated ? dayNumber(filters.end as IsoDate) : 0;
  const only4x4 = filters.is4x4 === undefined ? undefined : filters.is4x4 === "true";
  return {
    // `ilike '%q%'` with the pattern's wildcards escaped: a case-blind substring. ASCII letters
    // lower alike in every locale.
    text: q?.toLowerCase(),
    doors: filters.doors ?? 0,
    minSeats: filters.seats ?? 0,
    flagMask: (only4x4 === undefined ? 0 : IS_4X4) | (filters.transmission === undefined ? 0 : AUTOMATIC),
    flagValue: (only4x4 ? IS_4X4 : 0) | (filters.transmission === "automatic" ? AUTOMATIC : 0),
    minPrice: filters.minPrice ?? Number.NEGATIVE_INFINITY,
    maxPrice: filters.maxPrice ?? Number.POSITIVE_INFINITY,
    minDeposit: filters.minDeposit ?? Number.NEGATIVE_INFINITY,
    maxDeposit: filters.maxDeposit ?? Number.POSITIVE_INFINITY,
    dated,
    start,
    end,
    daysAhead: start - dayNumber(today),
    days: end - start + 1,
  };
}

/** Whether the listing at `i` passes every filter but the dates (and the type, which is the view's). */
export function matchesUndated<T extends Matchable>(columns: MatchColumns<T>, criteria: MatchCriteria, i: number) {
  const price = columns.dailyPrice[i] as number;
  if (price < criteria.minPrice || price > criteria.maxPrice) return false;
  const held = columns.deposit[i] as number;
  if (held < criteria.minDeposit || held > criteria.maxDeposit) return false;
  if ((columns.seats[i] as number) < criteria.minSeats) return false;
  if (criteria.doors !== 0 && columns.doors[i] !== criteria.doors) return false;
  if (((columns.flags[i] as number) & criteria.flagMask) !== criteria.flagValue) return false;
  return criteria.text === undefined || (columns.names[i] as string).includes(criteria.text);
}

/** One buffer for the matches' positions, grown as lists grow: a walk runs to its end before the next. */
let found = new Int32Array(1024);

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
  const n = columns.length;
  if (found.length < n) found = new Int32Array(Math.max(n, found.length * 2));
  const { slots, runStarts, runs, noticeDays, longestRentalDays } = columns;
  const { dated, start, end, daysAhead, days } = criteria;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (!matchesUndated(columns, criteria, i)) continue;
    if (dated) {
      if (daysAhead < (noticeDays[i] as number) || days > (longestRentalDays[i] as number)) continue;
      if (busy) {
        const slot = slots[i] as number;
        if (((busy[slot >>> 5] as number) >>> (slot & 31)) & 1) continue;
      } else if (!isFreeBetween(runs, start, end, runStarts[i] as number, runStarts[i + 1] as number)) continue;
    }
    found[count++] = i;
  }
  return { positions: found, count };
}
