import { paramReader } from "../../../domain/vehicle-search/filter-kinds";
import {
  type FilterEntry,
  type Flat,
  type Intersection,
  SEARCH_FILTERS,
  SEARCH_PARAMS,
  type VehicleFilters,
  type VehicleSort,
} from "../../../domain/vehicle-search/filters";

/** Each filter's fields in the form: a select or a box holds text, a slider's bounds numbers, the period two days. */
type FormOf<F> = F extends { kind: "choice" | "among"; name: infer N extends string; blank: string }
  ? { [K in N]: string }
  : F extends { kind: "choice"; name: infer N extends string; words: readonly (infer W)[] }
    ? { [K in N]: "" | W }
    : F extends { kind: "flag"; name: infer N extends string }
      ? { [K in N]: "" | "true" | "false" }
      : F extends { kind: "text" | "count"; name: infer N extends string }
        ? { [K in N]: string }
        : F extends { kind: "range"; params: readonly [infer A extends string, infer B extends string] }
          ? { [K in A | B]: number | undefined }
          : F extends { kind: "period"; form: readonly [infer A extends string, infer B extends string] }
            ? { [K in A | B]: string }
            : never;

/**
 * The filter form as the visitor edits it, from the table (src/domain/vehicle-search/filters.ts):
 * a filter's `blank` ("all", "any", else "") means no filter; the checkboxes set "true" and
 * "automatic"; a slider's bound is undefined while its thumb sits at its end (the range then
 * follows the fleet); "" for the default order (featured first).
 */
export type FilterState = Flat<Intersection<FormOf<FilterEntry>> & { sort: "" | VehicleSort }>;

const blankOf = (filter: FilterEntry): string => ("blank" in filter ? filter.blank : "");
const READERS = Object.fromEntries(SEARCH_PARAMS.map(({ name, rule }) => [name, paramReader(rule)]));

export function formFromFilters(filters: VehicleFilters): FilterState {
  const values = filters as Record<string, unknown>;
  const form: Record<string, unknown> = { sort: filters.sort ?? "" };
  for (const filter of SEARCH_FILTERS) {
    if (filter.kind === "range") for (const name of filter.params) form[name] = values[name];
    else if (filter.kind === "period") {
      const [start, end] = filter.params;
      const [startKey, endKey] = filter.form;
      form[startKey] = values[start] ?? "";
      form[endKey] = values[end] ?? "";
    } else form[filter.name] = values[filter.name] === undefined ? blankOf(filter) : String(values[filter.name]);
  }
  return form as FilterState;
}

/** What the form asks the server for, each field read as the URL reads it: a period only once both dates are chosen. */
export function filtersFromForm(form: FilterState): VehicleFilters {
  const fields = form as Record<string, unknown>;
  const filters: Record<string, unknown> = { sort: form.sort || undefined };
  for (const filter of SEARCH_FILTERS) {
    if (filter.kind === "range") for (const name of filter.params) filters[name] = fields[name];
    else if (filter.kind === "period") {
      const [start, end] = filter.form.map((key) => fields[key]);
      if (start && end) [filters[filter.params[0]], filters[filter.params[1]]] = [start, end];
    } else {
      const raw = fields[filter.name] as string;
      const value = raw === blankOf(filter) ? undefined : READERS[filter.name]?.(raw);
      filters[filter.name] = value === "" ? undefined : value;
    }
  }
  return filters as VehicleFilters;
}

/** How many filters the form has set (a range or a period is one; the sort is none): the "Filters (n)" button. */
export function activeFilterCount(form: FilterState): number {
  const filters = filtersFromForm(form) as Record<string, unknown>;
  const params = (filter: FilterEntry) => ("params" in filter ? filter.params : [filter.name]);
  return SEARCH_FILTERS.filter((filter) => params(filter).some((name) => filters[name] !== undefined)).length;
}

/** A slider's maximum is the highest value among the vehicles rounded up to its step; 1000 when none. */
export function sliderMax(highest: number | null | undefined, step: number): number {
  return highest ? Math.ceil(highest / step) * step : 1000;
}
