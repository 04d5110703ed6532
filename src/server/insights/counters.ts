import { type IsoDate, todayInDominica } from "../../domain/dates";

/** A vehicle's counts of one Dominica day, as the flush adds them to `vehicle_daily_insights`. */
export interface DayCounts {
  vehicleId: number;
  day: IsoDate;
  views: number;
  quotes: number;
  lostSearches: number;
}

/** What one day holds: per vehicle its views, quotes and lost searches; and searches not yet spread per vehicle. */
interface DayTally {
  vehicles: Map<number, [views: number, quotes: number]>;
  /** Lost searches by vehicle id: a search adds to thousands at once, so a typed array, not the map. */
  lost: Uint32Array;
  /** A dated search's key (its filters and the catalogue's version), where its lost vehicles are kept, and its repeats not yet added. */
  searches: Map<string, { from: number; to: number; repeats: number }>;
  /**
   * The kept searches' lost vehicles, one after another: one array for all, not one per search (an
   * array per search made every new search pay for its allocation and the collector's sweeps).
   */
  kept: Int32Array;
  keptLength: number;
}

/** Searches whose vehicles are kept per day for their repeats, and their vehicles in all: bounds on memory (4 MB). */
const SEARCHES_KEPT = 500;
const VEHICLES_KEPT = 1 << 20;

const newTally = (): DayTally => ({
  vehicles: new Map(),
  lost: new Uint32Array(1024),
  searches: new Map(),
  kept: new Int32Array(4096),
  keptLength: 0,
});

/**
 * Counts in memory what visitors do with each vehicle, by Dominica day, naming nobody: no address,
 * cookie or account is read or kept (docs/product-rules.md, "Company insights"). The search path
 * stays fast: a dated search seen before in the same catalogue version (and flush) only adds 1 to
 * its key's count, and its vehicles are counted one by one when the counts are drained.
 */
export class InsightCounters {
  /** Off: nothing is counted (the bench compares the two). */
  isCounting = true;
  private days = new Map<IsoDate, DayTally>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  private tally(): DayTally {
    const day = todayInDominica(this.clock());
    let tally = this.days.get(day);
    if (!tally) {
      tally = newTally();
      this.days.set(day, tally);
    }
    return tally;
  }

  private add(tally: DayTally, vehicleId: number, column: 0 | 1, count = 1) {
    let counts = tally.vehicles.get(vehicleId);
    if (!counts) {
      counts = [0, 0];
      tally.vehicles.set(vehicleId, counts);
    }
    counts[column] += count;
  }

  /** A vehicle's page was shown once (its server-rendered page, or its API detail that the app shows). */
  view(vehicleId: number) {
    if (this.isCounting) this.add(this.tally(), vehicleId, 0);
  }

  /** A visitor asked the price of a vehicle for dates. */
  quote(vehicleId: number) {
    if (this.isCounting) this.add(this.tally(), vehicleId, 1);
  }

  /**
   * A search with dates: every vehicle that matched all its filters but was busy on those dates
   * lost it. `key` names the search within a catalogue version; `find` gives those vehicles' ids (read
   * before its next call only), or undefined when it cannot tell now (then the search is not counted).
   */
  lostSearch(key: string, find: () => Int32Array | undefined) {
    if (!this.isCounting) return;
    const tally = this.tally();
    const seen = tally.searches.get(key);
    if (seen) {
      seen.repeats++;
      return;
    }
    const vehicleIds = find();
    if (!vehicleIds) return;
    // Kept even when it lost nothing: its repeats then cost a lookup, not another look for its vehicles.
    addLost(tally, vehicleIds, 1);
    if (tally.searches.size >= SEARCHES_KEPT || tally.keptLength + vehicleIds.length > VEHICLES_KEPT) addRepeats(tally);
    tally.searches.set(key, { ...keep(tally, vehicleIds), repeats: 0 });
  }

  /** Everything counted since the last drain, per vehicle and day; the counters start again from 0. */
  drain(): DayCounts[] {
    const days = this.days;
    this.days = new Map();
    const rows: DayCounts[] = [];
    for (const [day, tally] of days) {
      addRepeats(tally);
      tally.lost.forEach((lost, vehicleId) => {
        if (lost > 0 && !tally.vehicles.has(vehicleId)) tally.vehicles.set(vehicleId, [0, 0]);
      });
      for (const [vehicleId, [views, quotes]] of tally.vehicles) {
        rows.push({ vehicleId, day, views, quotes, lostSearches: tally.lost[vehicleId] ?? 0 });
      }
    }
    return rows;
  }

  /** Puts back counts a flush could not write, so the next flush adds them. */
  restore(rows: readonly DayCounts[]) {
    for (const row of rows) {
      let tally = this.days.get(row.day);
      if (!tally) {
        tally = newTally();
        this.days.set(row.day, tally);
      }
      this.add(tally, row.vehicleId, 0, row.views);
      this.add(tally, row.vehicleId, 1, row.quotes);
      addLost(tally, Int32Array.of(row.vehicleId), row.lostSearches);
    }
  }
}

/** Adds `count` lost searches to each of the vehicles, growing the day's array to the largest id. */
function addLost(tally: DayTally, vehicleIds: Int32Array, count: number) {
  let largest = 0;
  for (let k = 0; k < vehicleIds.length; k++) largest = Math.max(largest, vehicleIds[k] as number);
  if (largest >= tally.lost.length) tally.lost = grown(tally.lost, largest + 1);
  const lost = tally.lost;
  for (let k = 0; k < vehicleIds.length; k++) {
    const id = vehicleIds[k] as number;
    lost[id] = (lost[id] as number) + count;
  }
}

/** Copies a search's lost vehicles after the kept ones; where they are. */
function keep(tally: DayTally, vehicleIds: Int32Array): { from: number; to: number } {
  const from = tally.keptLength;
  const to = from + vehicleIds.length;
  if (to > tally.kept.length) tally.kept = grown(tally.kept, to);
  tally.kept.set(vehicleIds, from);
  tally.keptLength = to;
  return { from, to };
}

/** A copy of `array` at least `length` long, doubling. */
function grown<T extends Uint32Array | Int32Array>(array: T, length: number): T {
  let size = array.length;
  while (size < length) size *= 2;
  const copy = new (array.constructor as new (size: number) => T)(size);
  copy.set(array);
  return copy;
}

/** Adds the kept searches' repeats to their vehicles and forgets the searches. */
function addRepeats(tally: DayTally) {
  for (const { from, to, repeats } of tally.searches.values()) {
    if (repeats > 0) addLost(tally, tally.kept.subarray(from, to), repeats);
  }
  tally.searches.clear();
  tally.keptLength = 0;
}
