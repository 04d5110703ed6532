import { DOOR_OPTIONS, SEAT_OPTIONS } from "./constants";
import { type VehicleFilters, vehicleFiltersQuery } from "./contracts/vehicles";
import type { DayRange } from "./dates";

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
    const parsed = vehicleFiltersQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") filters[key] = parsed.data;
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
    !vehicleFiltersQuery.safeParse({ start: result.start, end: result.end }).success
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
