import { z } from "zod";
import { VEHICLE_PAGE, VEHICLE_SORTS, VEHICLE_TYPES } from "../../constants";
import { isIsoDate } from "../../dates";
import {
  type ParamRule,
  SEARCH_LIMITS,
  SEARCH_PARAMS,
  type SearchParamName,
  searchProblems,
  type VehicleFilters,
} from "../../vehicle-search/filters";
import type { Wire } from "../common";

/** One parameter's zod field, with its messages; `paramReader` (vehicle-search/filter-kinds.ts) reads alike. */
function paramField(name: string, rule: ParamRule) {
  switch (rule.kind) {
    case "word":
      return z.enum(rule.words as [string, ...string[]], { error: `${name} must be one of ${rule.words.join(", ")}` });
    case "flag":
      return z.enum(["true", "false"], { error: `${name} must be true or false` });
    case "text":
      return z.string().trim().max(rule.maxLength, `${name} must be at most ${rule.maxLength} characters`);
    case "number": {
      const number = z.coerce.number({ error: `${name} must be a number` });
      if (!rule.whole) {
        return number
          .min(rule.min, `${name} must be ${rule.min} or more`)
          .max(rule.max, `${name} must be at most ${rule.max}`);
      }
      const between = `${name} must be between ${rule.min} and ${rule.max}`;
      return number.int(`${name} must be a whole number`).min(rule.min, between).max(rule.max, between);
    }
    case "day":
      return z.string().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`);
  }
}

type FilterShape = { [K in SearchParamName]-?: z.ZodOptional<z.ZodType<NonNullable<VehicleFilters[K]>>> };
/** Every filter's fields and the order, from the table (src/domain/vehicle-search/filters.ts). */
const filterFields = Object.fromEntries(
  SEARCH_PARAMS.map(({ name, rule }) => [name, paramField(name, rule).optional()]),
) as unknown as FilterShape;

/** The checks across filters, after each has passed its own (`searchProblems`). */
export function checkFilters(filters: VehicleFilters, ctx: z.RefinementCtx) {
  for (const { field, message } of searchProblems(filters)) ctx.addIssue({ code: "custom", path: [field], message });
}

/**
 * The Vehicles page filters as query parameters; prices are daily, and prices and deposits are in
 * US$ whatever each company's currency, so that every vehicle is compared alike.
 */
export const vehicleFiltersQuery = z.object(filterFields).superRefine(checkFilters);
export type { VehicleFilters };
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export { SEARCH_LIMITS, VEHICLE_PAGE, VEHICLE_SORTS };

/** The most vehicles a company's public fleet answer lists (its landing page). */
export const COMPANY_FLEET_LIMIT = 200;

/**
 * GET /api/vehicles query: the filters plus paging. The body stays a plain list; the total
 * travels in `X-Total-Count` and the neighbouring pages in `Link` (rel="next"/"prev").
 */
export const vehicleSearchQuery = z
  .object({
    ...filterFields,
    page: z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(SEARCH_LIMITS.lastPage, `page must be at most ${SEARCH_LIMITS.lastPage}`)
      .default(1),
    pageSize: z.coerce
      .number({ error: "pageSize must be a number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be between 1 and ${VEHICLE_PAGE.maxSize}`)
      .max(VEHICLE_PAGE.maxSize, `pageSize must be between 1 and ${VEHICLE_PAGE.maxSize}`)
      .default(VEHICLE_PAGE.defaultSize),
  })
  .superRefine(checkFilters);
export type VehicleSearch = z.input<typeof vehicleSearchQuery>;

/**
 * GET /api/vehicles/facets (same filters): what the search page sizes its sliders by and Home's
 * featured-by-type cards show, without downloading the listing.
 */
export const vehicleFacets = z.object({
  total: z.number(),
  /** Highest daily price and deposit among the matching vehicles, in US$; null when none match. */
  maxDailyPrice: z.number().nullable(),
  maxDeposit: z.number().nullable(),
  /** One entry per type that has matching vehicles: how many, the lowest daily price in US$, one image. */
  types: z.array(
    z.object({
      type: z.enum(VEHICLE_TYPES),
      count: z.number(),
      minDailyPrice: z.number(),
      image: z.string().nullable(),
    }),
  ),
});
export type VehicleFacets = Wire<typeof vehicleFacets>;
