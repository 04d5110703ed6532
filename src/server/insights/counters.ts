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
  vehicles: Map<number, [views: number, quotes: number, lost: number]>;
  /** A dated search's key (its filters and the catalogue's version), the vehicles it lost, and how often it came. */
  searches: Map<string, { vehicleIds: Int32Array; count: number }>;
}

/**
 * Searches kept unspread per day before they are spread per vehicle early: a bound on memory (a
 * search that lost 2,500 vehicles keeps 10 KB).
 */
const SEARCHES_KEPT = 500;

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
      tally = { vehicles: new Map(), searches: new Map() };
      this.days.set(day, tally);
    }
    return tally;
  }

  private add(tally: DayTally, vehicleId: number, column: 0 | 1 | 2, count = 1) {
    let counts = tally.vehicles.get(vehicleId);
    if (!counts) {
      counts = [0, 0, 0];
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
   * lost it. `key` names the search within a catalogue version; `find` gives those vehicles' ids, or
   * undefined when it cannot tell now (then the search is not counted).
   */
  lostSearch(key: string, find: () => Int32Array | undefined) {
    if (!this.isCounting) return;
    const tally = this.tally();
    const seen = tally.searches.get(key);
    if (seen) {
      seen.count++;
      return;
    }
    const vehicleIds = find();
    if (!vehicleIds?.length) return;
    if (tally.searches.size >= SEARCHES_KEPT) this.spread(tally);
    tally.searches.set(key, { vehicleIds, count: 1 });
  }

  private spread(tally: DayTally) {
    for (const { vehicleIds, count } of tally.searches.values()) {
      for (const vehicleId of vehicleIds) this.add(tally, vehicleId, 2, count);
    }
    tally.searches.clear();
  }

  /** Everything counted since the last drain, per vehicle and day; the counters start again from 0. */
  drain(): DayCounts[] {
    const days = this.days;
    this.days = new Map();
    const rows: DayCounts[] = [];
    for (const [day, tally] of days) {
      this.spread(tally);
      for (const [vehicleId, [views, quotes, lostSearches]] of tally.vehicles) {
        rows.push({ vehicleId, day, views, quotes, lostSearches });
      }
    }
    return rows;
  }

  /** Puts back counts a flush could not write, so the next flush adds them. */
  restore(rows: readonly DayCounts[]) {
    for (const row of rows) {
      let tally = this.days.get(row.day);
      if (!tally) {
        tally = { vehicles: new Map(), searches: new Map() };
        this.days.set(row.day, tally);
      }
      this.add(tally, row.vehicleId, 0, row.views);
      this.add(tally, row.vehicleId, 1, row.quotes);
      this.add(tally, row.vehicleId, 2, row.lostSearches);
    }
  }
}
