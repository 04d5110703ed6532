import { periodProblems } from "./booking-period";
import { DOOR_OPTIONS, LIMITS, SEAT_OPTIONS, TRANSMISSIONS, VEHICLE_SORTS, VEHICLE_TYPES } from "./constants";
import type { VehicleFilters } from "./contracts/vehicles";
import { type DayRange, isIsoDate } from "./dates";

/** The URL's parameters, in the order a shared link shows them; the names are the API's. */
const FILTER_KEYS = [
  "type",
  "q",
  "doors",
  "seats",
  "is4x4",
  "transmission",
  "start",
  "end",
  "minPrice",
  "maxPrice",
  "minDeposit",
  "maxDeposit",
  "sort",
] as const satisfies readonly (keyof VehicleFilters)[];

const isOneOf = (options: readonly number[], value: unknown) => typeof value === "number" && options.includes(value);

const oneOf = (options: readonly string[]) => (raw: string) => (options.includes(raw) ? raw : undefined);
/** A number as zod's `z.coerce.number()` reads it, within bounds, optionally whole. */
const numberIn =
  (min: number, max: number, isWhole = false) =>
  (raw: string) => {
    const value = Number(raw);
    return Number.isFinite(value) && value >= min && value <= max && (!isWhole || Number.isInteger(value))
      ? value
      : undefined;
  };
const amount = numberIn(0, 1_000_000);
const day = (raw: string) => (isIsoDate(raw) ? raw : undefined);

/**
 * Each parameter read as `vehicleFiltersQuery` (src/domain/contracts/vehicles.ts) reads it, without
 * zod: the catalogue's first script does not load it (docs/performance.md, "First screen on a
 * phone"). tests/unit/vehicle-search-params.test.ts holds the two to the same answers.
 */
const READERS: Record<(typeof FILTER_KEYS)[number], (raw: string) => unknown> = {
  type: oneOf(VEHICLE_TYPES),
  q: (raw) => (raw.trim().length <= 100 ? raw.trim() : undefined),
  doors: numberIn(LIMITS.doorsMin, LIMITS.doorsMax, true),
  seats: numberIn(LIMITS.seatsMin, LIMITS.seatsMax, true),
  is4x4: oneOf(["true", "false"]),
  transmission: oneOf(TRANSMISSIONS),
  start: day,
  end: day,
  minPrice: amount,
  maxPrice: amount,
  minDeposit: amount,
  maxDeposit: amount,
  sort: oneOf(VEHICLE_SORTS),
};

/**
 * The search a /vehicles URL asks for. Forgiving, as a hand-edited or stale link may be: a value the
 * form could not have produced is dropped rather than failing the page, and an unknown parameter
 * (`utm_source`, `fbclid`) is ignored. The page and the server's render cache both read it.
 */
export function filtersFromSearch(search: string): VehicleFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const parsed = READERS[key](raw);
    if (parsed !== undefined && parsed !== "") filters[key] = parsed;
  }
  const result = filters as VehicleFilters;
  if (!isOneOf(DOOR_OPTIONS, result.doors)) delete result.doors;
  if (!isOneOf(SEAT_OPTIONS, result.seats)) delete result.seats;
  // A period has both ends, ends after it starts, and could be booked (not over, not too long): a
  // link shared yesterday shows today's search rather than an error.
  if (
    !result.start ||
    !result.end ||
    result.end <= result.start ||
    periodProblems({ startDate: result.start, endDate: result.end }, { start: "start", end: "end" }).length > 0
  ) {
    delete result.start;
    delete result.end;
  }
  if (result.minPrice !== undefined && result.maxPrice !== undefined && result.minPrice > result.maxPrice) {
    delete result.maxPrice;
  }
  if (result.minDeposit !== undefined && result.maxDeposit !== undefined && result.minDeposit > result.maxDeposit) {
    delete result.maxDeposit;
  }
  return result;
}

/** The query string (without "?") that `filtersFromSearch` reads back as these filters. */
export function searchFromFilters(filters: VehicleFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The rental dates an address carries in the catalogue's spelling (`start=…&end=…`): a vehicle page
 * reads them, so a card's link keeps the visitor's search; none when absent or not bookable.
 */
export function periodFromSearch(search: string): DayRange | undefined {
  const { start, end } = filtersFromSearch(search);
  return start && end ? { startDate: start, endDate: end } : undefined;
}

/** The query string (without "?") `periodFromSearch` reads back; empty without dates. */
export const searchFromPeriod = (period: DayRange | undefined): string =>
  period ? searchFromFilters({ start: period.startDate, end: period.endDate }) : "";
