import { type AvailabilityRules, noticeDays, noticeRange } from "../../../domain/availability-rules";
import { VEHICLE_TYPES, type VehicleType } from "../../../domain/constants";
import type { VehicleFacets, VehicleFilters, VehicleSort } from "../../../domain/contracts/vehicles";
import { type DayRange, type IsoDate, todayInDominica } from "../../../domain/dates";
import { mergeBusyRanges } from "../../../domain/vehicle-availability";
import { listingNumber, listingOf } from "../../../domain/vehicle-search/filter-kinds";
import type { VehiclePage } from "../../vehicles/listing-queries";
import { BusyDayIndex } from "./busy-day-index";
import { type BusyRuns, busyRangesWithin, dayNumber, isFreeBetween } from "./busy-days";
import {
  bookableBits,
  countSlots,
  forEachSlot,
  freeOf,
  idsOfSlots,
  type SlotBits,
  takenOf,
  undatedBits,
  wordsFor,
} from "./slot-bits";
import {
  type Matchable,
  MatchColumns,
  type MatchCriteria,
  matchCriteria,
  matchingPositions,
  NUMBER_FILTERS,
  TEXT_FILTERS,
  undatedPositions,
} from "./vehicle-match";

/** A row of the listing table as the model loads it (load-catalogue.ts). */
export interface ListingRow {
  id: number;
  /** The filters' columns by name (`listing` in src/domain/vehicle-search/filters.ts), a text one lowered. */
  filters: Record<string, unknown>;
  /** What the views and the facets read: the type, the daily price and deposit in US$. */
  type: VehicleType;
  dailyPrice: number;
  deposit: number;
  longestRentalDays: number;
  /** The company's advance notice. */
  noticeHours: number;
  companyId: number;
  isFeatured: boolean;
  /** When it was listed, as text that sorts as the instants do (load-catalogue.ts). */
  createdAt: string;
  image: string | null;
  /** The company's shown rating (null: "New") and count, as the listing table keeps them. */
  companyRating: number | null;
  companyReviewCount: number;
  /** The vehicle's public answer, as the SQL search writes it. */
  json: string;
}

type Listing = Omit<ListingRow, "filters"> & Matchable & { typeIndex: number };

/** The search order: featured companies' vehicles first, then by id (as `searchListedVehicles`). */
const searchOrder = (a: Listing, b: Listing) => Number(b.isFeatured) - Number(a.isFeatured) || a.id - b.id;

/** The other orders a search may ask for, as `SEARCH_ORDERS` in listing-queries.ts writes them. */
const searchOrders: Record<VehicleSort, (a: Listing, b: Listing) => number> = {
  price: (a, b) => a.dailyPrice - b.dailyPrice || a.id - b.id,
  newest: (a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? 1 : -1),
  // "New" (null) goes after every rated company, as `nulls last` does.
  rating: (a, b) =>
    (b.companyRating ?? -1) - (a.companyRating ?? -1) ||
    b.companyReviewCount - a.companyReviewCount ||
    searchOrder(a, b),
};

/** Text compared as the database's `collate "C"` does: by code point (JavaScript's `<` is by UTF-16 unit). */
function isBeforeInCodePoints(a: string, b: string): boolean {
  for (let i = 0; i < a.length && i < b.length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (U+D800–DFFF) stand for code points above U+FFFF: move them above U+E000–FFFF.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y;
  }
  return a.length < b.length;
}

/**
 * The public catalogue in memory: the listed vehicles in search order, and every vehicle's busy days
 * from `firstDay` on. It answers the public search, the facets, a company's fleet and a vehicle's
 * busy days as the SQL queries would, byte for byte (docs/decisions/catalogue-read-model.md);
 * `undefined` from a question means "ask SQL". Changes replace whole vehicles or companies.
 */
export class CatalogueModel {
  private listings: Listing[] = [];
  /** Each slot's listing id, for the lost-demand count: no listing object is read per lost vehicle. */
  private slotIds = new Int32Array(0);
  /** The last search's filters and what they came to: its lost demand, asked next, reads them again. */
  private lastSearch: { filters: VehicleFilters; today: IsoDate; criteria: MatchCriteria } | undefined;
  /**
   * The listings in an order and of one type (or all), made when first asked for after a change: a
   * search of one type walks only that type's vehicles.
   */
  private views = new Map<string, Listing[]>();
  /** Each view as the columns a search walks, made when first asked for after a change of listings or busy days. */
  private columns = new Map<string, MatchColumns<Listing>>();
  /** Made when a dated search first asks after a change of listings or busy days. */
  private busyIndex: BusyDayIndex | undefined;
  /**
   * The slots that pass a search's filters but the dates (and have a bookable day in the horizon),
   * by those filters and today, made when first asked for after a change of listings or busy days;
   * and the slots whose companies take a rental so far ahead and so long, by those two numbers,
   * made after a change of listings (busy days do not change it). The least recently used go first.
   */
  private readonly undated = new BoundedMap<SlotBits>(BITSETS_KEPT);
  private readonly bookable = new BoundedMap<SlotBits>(BITSETS_KEPT);
  /** The largest notice and longest rental among the listings: past them every listing answers alike. */
  private bounds: { noticeDays: number; longestRentalDays: number } | undefined;
  private readonly byId = new Map<number, Listing>();
  private readonly busy = new Map<number, BusyRuns>();

  constructor(
    /** Busy days before it are not kept: questions about earlier days go to SQL. */
    readonly firstDay: IsoDate,
  ) {}

  get vehicleCount() {
    return this.listings.length;
  }

  get busyRunCount() {
    let runs = 0;
    for (const vehicleRuns of this.busy.values()) runs += vehicleRuns.length / 2;
    return runs;
  }

  /**
   * Replaces the listings of these vehicles and companies (all, without a scope) by `rows`, the
   * listing table's rows for the same scope: a vehicle or company without rows is no longer listed.
   */
  replaceListings(rows: ListingRow[], scope?: { vehicleIds: Iterable<number>; companyIds: Iterable<number> }) {
    let kept: Listing[] = [];
    if (scope) {
      // A row's vehicle may have been listed under another company before: it goes too.
      const vehicleIds = new Set([...scope.vehicleIds, ...rows.map((row) => row.id)]);
      const companyIds = new Set(scope.companyIds);
      const replaced = (listing: Listing) => vehicleIds.has(listing.id) || companyIds.has(listing.companyId);
      for (const listing of this.listings) if (replaced(listing)) this.byId.delete(listing.id);
      kept = this.listings.filter((listing) => !replaced(listing));
    } else {
      this.byId.clear();
    }
    const added = rows.map((row) => this.listing(row)).sort(searchOrder);
    for (const listing of added) this.byId.set(listing.id, listing);
    this.listings = mergeSorted(kept, added);
    this.listings.forEach((listing, slot) => {
      listing.slot = slot;
    });
    this.slotIds = Int32Array.from(this.listings, (listing) => listing.id);
    this.views.clear();
    this.columns.clear();
    this.busyIndex = undefined;
    this.undated.clear();
    this.bookable.clear();
    this.bounds = undefined;
  }

  private columnsOf(sort: VehicleSort | undefined, type: VehicleType | undefined): MatchColumns<Listing> {
    const key = `${sort ?? ""}/${type ?? ""}`;
    let columns = this.columns.get(key);
    if (!columns) {
      columns = new MatchColumns(this.view(sort, type));
      this.columns.set(key, columns);
    }
    return columns;
  }

  /** The listings busy in a dated search's period, by slot, when the busy-day index answers it. */
  private busyBetween(criteria: MatchCriteria): Uint32Array | undefined {
    if (!criteria.dated) return undefined;
    this.busyIndex ??= new BusyDayIndex(
      dayNumber(this.firstDay),
      this.listings.map((listing) => listing.busy),
    );
    return this.busyIndex.busyBetween(criteria.start, criteria.end);
  }

  /** The slots that pass a search's filters but the dates, as bits (kept per filters). */
  private undatedSlots(criteria: MatchCriteria, type: VehicleType | undefined): SlotBits {
    // The type is in the key too, for the view it walks: `undatedKey` has every filter's bounds.
    return this.undated.get(criteria.undatedKey, () =>
      undatedBits(this.columnsOf(undefined, type), criteria, wordsFor(this.listings.length)),
    );
  }

  /** The slots whose companies take a dated search's rental: its notice and its longest rental. */
  private bookableSlots(criteria: MatchCriteria): SlotBits {
    this.bounds ??= this.listings.reduce(
      (most, listing) => ({
        noticeDays: Math.max(most.noticeDays, listing.noticeDays),
        longestRentalDays: Math.max(most.longestRentalDays, listing.longestRentalDays),
      }),
      { noticeDays: 0, longestRentalDays: 0 },
    );
    // Past the bounds every listing answers alike: so few keys, however far ahead visitors look.
    const daysAhead = Math.max(-1, Math.min(criteria.daysAhead, this.bounds.noticeDays));
    const days = Math.min(criteria.days, this.bounds.longestRentalDays + 1);
    return this.bookable.get(`${daysAhead}|${days}`, () =>
      bookableBits(this.columnsOf(undefined, undefined), daysAhead, days, wordsFor(this.listings.length)),
    );
  }

  /**
   * The slots of the listings that match, as bits, when the busy-day index answers the period (or
   * there is none); valid until the next search.
   */
  private matchingSlots(criteria: MatchCriteria, type: VehicleType | undefined): SlotBits | undefined {
    const busy = this.busyBetween(criteria);
    if (criteria.dated && !busy) return undefined;
    const undated = this.undatedSlots(criteria, type);
    return busy ? freeOf(undated, this.bookableSlots(criteria), busy) : undated;
  }

  private view(sort: VehicleSort | undefined, type: VehicleType | undefined): Listing[] {
    const key = `${sort ?? ""}/${type ?? ""}`;
    let view = this.views.get(key);
    if (!view) {
      if (type) view = this.view(sort, undefined).filter((listing) => listing.type === type);
      else view = sort ? [...this.listings].sort(searchOrders[sort]) : this.listings;
      this.views.set(key, view);
    }
    return view;
  }

  /**
   * Every field written out in one order: the filters' loop then sees one object shape. (Objects
   * made by spreading a row read about fifteen times slower in that loop.)
   */
  private listing(row: ListingRow): Listing {
    return {
      id: row.id,
      companyId: row.companyId,
      isFeatured: row.isFeatured,
      createdAt: row.createdAt,
      type: row.type,
      typeIndex: VEHICLE_TYPES.indexOf(row.type),
      numbers: NUMBER_FILTERS.map((filter) => listingNumber(filter, row.filters[listingOf(filter)]) as number),
      texts: TEXT_FILTERS.map((filter) => row.filters[listingOf(filter)] as string),
      dailyPrice: row.dailyPrice,
      deposit: row.deposit,
      image: row.image,
      companyRating: row.companyRating,
      companyReviewCount: row.companyReviewCount,
      json: row.json,
      noticeHours: row.noticeHours,
      noticeDays: noticeDays(row.noticeHours),
      longestRentalDays: row.longestRentalDays,
      busy: this.busy.get(row.id),
      slot: -1,
    };
  }

  /** Replaces the busy days of these vehicles (all, without ids) by `runs`; a vehicle missing from it has none. */
  replaceBusyDays(runs: Map<number, BusyRuns>, vehicleIds?: Iterable<number>) {
    if (vehicleIds) for (const id of vehicleIds) this.busy.delete(id);
    else this.busy.clear();
    for (const [id, vehicleRuns] of runs) this.busy.set(id, vehicleRuns);
    const touched = vehicleIds ?? this.byId.keys();
    for (const id of touched) {
      const listing = this.byId.get(id);
      if (listing) listing.busy = this.busy.get(id);
    }
    this.columns.clear();
    this.busyIndex = undefined;
    // Whether a listing has a bookable day at all follows its busy days.
    this.undated.clear();
  }

  /** `searchListedVehicles`: one page of the matches as the JSON list, and how many match. */
  search(
    filters: VehicleFilters,
    paging: VehiclePage,
    today = todayInDominica(),
  ): { json: string; total: number } | undefined {
    const criteria = matchCriteria(filters, this.firstDay, today);
    if (!criteria) return undefined;
    this.lastSearch = { filters, today, criteria };
    const page: string[] = [];
    const skip = (paging.page - 1) * paging.pageSize;
    // In the default order a slot's order is the search's: the bits give the page and the count.
    const slots = filters.sort ? undefined : this.matchingSlots(criteria, filters.type);
    if (slots) {
      forEachSlot(slots, (slot) => page.push((this.listings[slot] as Listing).json), skip, paging.pageSize);
      return { json: `[${page.join(",")}]`, total: countSlots(slots) };
    }
    const columns = this.columnsOf(filters.sort, filters.type);
    const { positions, count } = matchingPositions(columns, criteria, this.busyBetween(criteria));
    const to = Math.min(skip + paging.pageSize, count);
    for (let k = skip; k < to; k++) page.push((columns.listings[positions[k] as number] as Listing).json);
    return { json: `[${page.join(",")}]`, total: count };
  }

  /**
   * The vehicles a dated search's other filters, the notice and the longest rental let through but
   * that are busy on its dates: the search's lost demand (src/server/insights/), valid until the next
   * call. Empty for an undated search; undefined when the model cannot answer it (ask nobody: it is
   * not counted).
   */
  busyMatches(filters: VehicleFilters, today = todayInDominica()): Int32Array | undefined {
    const last = this.lastSearch;
    const criteria =
      last?.filters === filters && last.today === today ? last.criteria : matchCriteria(filters, this.firstDay, today);
    if (!criteria) return undefined;
    if (!criteria.dated) return new Int32Array(0);
    const busy = this.busyBetween(criteria);
    if (busy) {
      // The search's own bitsets and busy days, made for its answer: a few hundred words ANDed.
      return idsOfSlots(
        takenOf(this.undatedSlots(criteria, filters.type), this.bookableSlots(criteria), busy),
        this.slotIds,
      );
    }
    const ids: number[] = [];
    const columns = this.columnsOf(undefined, filters.type);
    const { positions, count } = undatedPositions(columns, criteria);
    const { runStarts, runs, noticeDays, longestRentalDays } = columns;
    for (let k = 0; k < count; k++) {
      const i = positions[k] as number;
      if (criteria.daysAhead < (noticeDays[i] as number) || criteria.days > (longestRentalDays[i] as number)) continue;
      if (!isFreeBetween(runs, criteria.start, criteria.end, runStarts[i] as number, runStarts[i + 1] as number)) {
        ids.push((columns.listings[i] as Listing).id);
      }
    }
    return Int32Array.from(ids);
  }

  /** Calls `visit` with every listing that matches, in the search order. */
  private eachMatch(criteria: MatchCriteria, type: VehicleType | undefined, visit: (listing: Listing) => void) {
    const slots = this.matchingSlots(criteria, type);
    if (slots) {
      forEachSlot(slots, (slot) => visit(this.listings[slot] as Listing));
      return;
    }
    const columns = this.columnsOf(undefined, type);
    const { positions, count } = matchingPositions(columns, criteria, this.busyBetween(criteria));
    for (let k = 0; k < count; k++) visit(columns.listings[positions[k] as number] as Listing);
  }

  /** `listedVehicleFacets`: per type the count, lowest price and first image; the highest price and deposit. */
  facets(filters: VehicleFilters, today = todayInDominica()): VehicleFacets | undefined {
    const criteria = matchCriteria(filters, this.firstDay, today);
    if (!criteria) return undefined;
    const counts = new Int32Array(VEHICLE_TYPES.length);
    const minDailyPrices = new Float64Array(VEHICLE_TYPES.length);
    const images: (string | null)[] = VEHICLE_TYPES.map(() => null);
    let total = 0;
    let maxDailyPrice: number | null = null;
    let maxDeposit: number | null = null;
    this.eachMatch(criteria, filters.type, (listing) => {
      total++;
      if (maxDailyPrice === null || listing.dailyPrice > maxDailyPrice) maxDailyPrice = listing.dailyPrice;
      if (maxDeposit === null || listing.deposit > maxDeposit) maxDeposit = listing.deposit;
      const type = listing.typeIndex;
      const count = counts[type] ?? 0;
      if (count === 0 || listing.dailyPrice < (minDailyPrices[type] ?? 0)) minDailyPrices[type] = listing.dailyPrice;
      counts[type] = count + 1;
      const image = images[type] ?? null;
      if (
        listing.image !== image &&
        listing.image !== null &&
        (image === null || isBeforeInCodePoints(listing.image, image))
      ) {
        images[type] = listing.image;
      }
    });
    const types = VEHICLE_TYPES.flatMap((type, i) => {
      const count = counts[i] ?? 0;
      return count ? [{ type, count, minDailyPrice: minDailyPrices[i] ?? 0, image: images[i] ?? null }] : [];
    });
    return { total, maxDailyPrice, maxDeposit, types };
  }

  /** `listCompanyListedVehicles`: the company's listed vehicles, cheapest first, as the JSON list. */
  companyFleet(companyId: number, limit: number): { json: string; count: number } {
    const fleet = this.listings
      .filter((listing) => listing.companyId === companyId)
      .sort((a, b) => a.dailyPrice - b.dailyPrice || a.id - b.id)
      .slice(0, limit);
    return { json: `[${fleet.map((listing) => listing.json).join(",")}]`, count: fleet.length };
  }

  /**
   * `findListedVehicleAvailability`: the listed vehicle's busy days within `window` as visitors see
   * them — its runs and the notice's days from `today`, merged — and its longest rental; null when
   * visitors may not see it, undefined when the window starts before the days the model keeps.
   */
  availability(
    vehicleId: number,
    window: DayRange,
    today: IsoDate,
  ): { busy: DayRange[]; rules: Pick<AvailabilityRules, "noticeHours" | "longestRentalDays"> } | null | undefined {
    if (window.startDate < this.firstDay) return undefined;
    const listing = this.byId.get(vehicleId);
    if (!listing) return null;
    const runs = busyRangesWithin(listing.busy, window);
    const notice = noticeRange(today, listing.noticeHours);
    return {
      busy: notice ? mergeBusyRanges([notice, ...runs], window) : runs,
      rules: { noticeHours: listing.noticeHours, longestRentalDays: listing.longestRentalDays },
    };
  }
}

/** Bitsets kept per kind: at 100k listings one is 11 KB. */
const BITSETS_KEPT = 128;

/** A map of at most `limit` entries, made on demand; the least recently used goes first. */
class BoundedMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    } else {
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/** Two lists each in search order as one. */
function mergeSorted(a: Listing[], b: Listing[]): Listing[] {
  if (b.length === 0) return a;
  const merged: Listing[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++) {
    merged[k] =
      j >= b.length || (i < a.length && searchOrder(a[i] as Listing, b[j] as Listing) < 0)
        ? (a[i++] as Listing)
        : (b[j++] as Listing);
  }
  return merged;
}
