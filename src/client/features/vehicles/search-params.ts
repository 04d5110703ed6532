import type { Transmission, VehicleType } from "../../../domain/constants";
import type { VehicleFilters, VehicleSort } from "../../../domain/contracts/vehicles";

/** The filter form as the visitor edits it; "all"/"any"/"" mean no filter. */
export interface FilterState {
  q: string;
  type: string;
  doors: string;
  seats: string;
  /** As the URL carries them; "" for no filter. The form's checkboxes set "true" and "automatic". */
  is4x4: "" | "true" | "false";
  transmission: "" | Transmission;
  /** "" for the default order (featured first). */
  sort: "" | VehicleSort;
  startDate: string;
  endDate: string;
  /** A bound is undefined while its thumb sits at its end of the slider: the range then follows the fleet. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minDeposit: number | undefined;
  maxDeposit: number | undefined;
}

export function formFromFilters(filters: VehicleFilters): FilterState {
  return {
    q: filters.q ?? "",
    type: filters.type ?? "all",
    doors: filters.doors === undefined ? "any" : String(filters.doors),
    seats: filters.seats === undefined ? "any" : String(filters.seats),
    is4x4: filters.is4x4 ?? "",
    transmission: filters.transmission ?? "",
    sort: filters.sort ?? "",
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
    is4x4: form.is4x4 || undefined,
    transmission: form.transmission || undefined,
    ...(form.startDate && form.endDate && { start: form.startDate, end: form.endDate }),
    minPrice: form.minPrice,
    maxPrice: form.maxPrice,
    minDeposit: form.minDeposit,
    maxDeposit: form.maxDeposit,
    sort: form.sort || undefined,
  };
}

/** How many filters the form has set (the sort is not one): the phone's "Filters (n)" button. */
export function activeFilterCount(form: FilterState): number {
  const filters = filtersFromForm(form);
  const { start, end, minPrice, maxPrice, minDeposit, maxDeposit, sort, ...single } = filters;
  return (
    Object.values(single).filter((value) => value !== undefined).length +
    (start ? 1 : 0) +
    (minPrice !== undefined || maxPrice !== undefined ? 1 : 0) +
    (minDeposit !== undefined || maxDeposit !== undefined ? 1 : 0)
  );
}

/** A slider's maximum is the highest value among the vehicles rounded up to its step; 1000 when none. */
export function sliderMax(highest: number | null | undefined, step: number): number {
  return highest ? Math.ceil(highest / step) * step : 1000;
}
