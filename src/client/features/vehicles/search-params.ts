import { DOOR_OPTIONS, SEAT_OPTIONS, type VehicleType } from "../../../domain/constants";
import { type VehicleFilters, vehicleFiltersQuery } from "../../../domain/contracts/vehicles";

/** The filter form as the visitor edits it; "all"/"any"/"" mean no filter. */
export interface FilterState {
  q: string;
  type: string;
  doors: string;
  seats: string;
  startDate: string;
  endDate: string;
  /** A bound is undefined while its thumb sits at its end of the slider: the range then follows the fleet. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minDeposit: number | undefined;
  maxDeposit: number | undefined;
}

/** The URL's parameters, in the order a shared link shows them; the names are the API's. */
const FILTER_KEYS = [
  "type",
  "q",
  "doors",
  "seats",
  "start",
  "end",
  "minPrice",
  "maxPrice",
  "minDeposit",
  "maxDeposit",
] as const satisfies readonly (keyof VehicleFilters)[];

const isOneOf = (options: readonly number[], value: unknown) => typeof value === "number" && options.includes(value);

/**
 * The search a /vehicles URL asks for. Forgiving, as a hand-edited or stale link may be: a value the
 * form could not have produced is dropped rather than failing the page.
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
  // Spec §4: a period has both ends and ends after it starts.
  if (!result.start || !result.end || result.end <= result.start) {
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

export function formFromFilters(filters: VehicleFilters): FilterState {
  return {
    q: filters.q ?? "",
    type: filters.type ?? "all",
    doors: filters.doors === undefined ? "any" : String(filters.doors),
    seats: filters.seats === undefined ? "any" : String(filters.seats),
    startDate: filters.start ?? "",
    endDate: filters.end ?? "",
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minDeposit: filters.minDeposit,
    maxDeposit: filters.maxDeposit,
  };
}

/** What the form asks the server for: a period only once both dates are chosen. */
export function filtersFromForm(form: FilterState): VehicleFilters {
  return {
    q: form.q.trim() || undefined,
    // The type select offers only VEHICLE_TYPES and "all".
    type: form.type === "all" ? undefined : (form.type as VehicleType),
    doors: form.doors === "any" ? undefined : Number(form.doors),
    seats: form.seats === "any" ? undefined : Number(form.seats),
    ...(form.startDate && form.endDate && { start: form.startDate, end: form.endDate }),
    minPrice: form.minPrice,
    maxPrice: form.maxPrice,
    minDeposit: form.minDeposit,
    maxDeposit: form.maxDeposit,
  };
}

/** Spec §9: a slider's maximum is the highest value among the vehicles rounded up to its step; 1000 when none. */
export function sliderMax(highest: number | null | undefined, step: number): number {
  return highest ? Math.ceil(highest / step) * step : 1000;
}
