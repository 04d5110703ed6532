import type { PeriodProblem } from "../booking-period";
import {
  DOOR_OPTIONS,
  LIMITS,
  LOCATIONS,
  SEAT_OPTIONS,
  TRANSMISSIONS,
  VEHICLE_SORTS,
  VEHICLE_TYPES,
} from "../constants";
import { filterProblems, type ParamRule, paramsOf, type SearchFilter, type SearchParam } from "./filter-kinds";

/** The bounds of a search's parameters beyond each filter's own. */
export const SEARCH_LIMITS = { maxAmount: 1_000_000, maxTextLength: 100, lastPage: 10_000 } as const;

/**
 * The filters of /vehicles and `GET /api/vehicles`, each declared once, in the order a shared link
 * shows them. `name` is the query parameter's (the URL's, the API's and the form's); `listing` the
 * column of `listed_vehicles` it compares with (docs/decisions/listing-table.md); `blank` the form's
 * value for "no filter" (else ""). Read by the URL (`vehicle-search-url.ts`), the zod query
 * (contracts/vehicles/search-query.ts), the server's plain reader, the form (client
 * `features/vehicles/search-params.ts`), the SQL conditions (server `vehicles/listing-queries.ts`)
 * and the read model's match (`catalogue/read-model/vehicle-match.ts`). CONTRIBUTING.md, "A search filter".
 */
export const SEARCH_FILTERS = [
  { kind: "choice", name: "type", words: VEHICLE_TYPES, listing: "type", blank: "all" },
  { kind: "text", name: "q", maxLength: SEARCH_LIMITS.maxTextLength, listing: "name" },
  {
    kind: "count",
    name: "doors",
    min: LIMITS.doorsMin,
    max: LIMITS.doorsMax,
    options: DOOR_OPTIONS,
    compare: "equals",
    listing: "doors",
    blank: "any",
  },
  {
    kind: "count",
    name: "seats",
    min: LIMITS.seatsMin,
    max: LIMITS.seatsMax,
    options: SEAT_OPTIONS,
    // At least this many seats.
    compare: "atLeast",
    listing: "seats",
    blank: "any",
  },
  // "true": only 4×4s; "false": none. Kept as the query string carries it, so one search is one cache key.
  { kind: "flag", name: "is4x4", listing: "is4x4" },
  { kind: "choice", name: "transmission", words: TRANSMISSIONS, listing: "transmission" },
  { kind: "period", name: "period", params: ["start", "end"], form: ["startDate", "endDate"] },
  // A place where the vehicle's company hands over its vehicles, by `placeKey`: the spec's five
  // are the choices (docs/product-rules.md, "Search"); `pickupPlaces` holds the company's keys.
  { kind: "among", name: "pickup", words: LOCATIONS, listing: "pickupPlaces", blank: "any" },
  // Prices are daily; prices and deposits are compared in US$ whatever each company's currency
  // (docs/product-rules.md, "Search").
  {
    kind: "range",
    name: "price",
    params: ["minPrice", "maxPrice"],
    min: 0,
    max: SEARCH_LIMITS.maxAmount,
    listing: "dailyPriceUsd",
  },
  {
    kind: "range",
    name: "deposit",
    params: ["minDeposit", "maxDeposit"],
    min: 0,
    max: SEARCH_LIMITS.maxAmount,
    listing: "depositUsd",
  },
] as const satisfies readonly SearchFilter[];

/** The order of the results, the last parameter; without it, featured companies' vehicles first. */
export const SORT_PARAM = { name: "sort", rule: { kind: "word", words: VEHICLE_SORTS } } as const satisfies SearchParam;

/** Every parameter of a search but the page, in the URL's order. */
export const SEARCH_PARAMS: readonly SearchParam[] = [...SEARCH_FILTERS.flatMap(paramsOf), SORT_PARAM];

export type VehicleSort = (typeof VEHICLE_SORTS)[number];
/** One entry of the table, with its literal types: what the types below map. */
export type FilterEntry = (typeof SEARCH_FILTERS)[number];
type ValuesOf<F> = F extends { kind: "choice" | "among"; name: infer N extends string; words: readonly (infer W)[] }
  ? { [K in N]?: W }
  : F extends { kind: "flag"; name: infer N extends string }
    ? { [K in N]?: "true" | "false" }
    : F extends { kind: "text" | "count"; name: infer N extends string }
      ? { [K in N]?: F extends { kind: "text" } ? string : number }
      : F extends { kind: "range" | "period"; params: readonly [infer A extends string, infer B extends string] }
        ? { [K in A | B]?: F extends { kind: "range" } ? number : string }
        : never;
export type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The search as the client builds it and the server reads it: every filter's values, and the order. */
export type VehicleFilters = Flat<Intersection<ValuesOf<FilterEntry>> & { sort?: VehicleSort }>;
export type SearchParamName = keyof VehicleFilters;
/** The columns of `listed_vehicles` the filters compare with. */
export type ListingColumnName = Extract<FilterEntry, { listing: string }>["listing"];

/** The refusals across parameters, once each has read well, in the table's order. */
export function searchProblems(values: Record<string, unknown>): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  // A loop, not flatMap: the plain reader asks this of every search not answered from the cache.
  for (const filter of SEARCH_FILTERS) problems.push(...filterProblems(filter, values));
  return problems;
}

export type { ParamRule, SearchFilter, SearchParam };
