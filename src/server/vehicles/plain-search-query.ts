import { VEHICLE_PAGE } from "../../domain/constants";
import { paramReader } from "../../domain/vehicle-search/filter-kinds";
import { SEARCH_LIMITS, SEARCH_PARAMS, searchProblems, type VehicleFilters } from "../../domain/vehicle-search/filters";

/** The search query as `vehicleSearchQuery` gives it: the filters and the page. */
export type SearchQuery = VehicleFilters & { page: number; pageSize: number };

type Reader = (value: string) => string | number | undefined;

/** Every parameter in the schema's order, the order zod writes them out in: the table's, then the page. */
const READERS: Record<string, Reader> = Object.fromEntries([
  ...SEARCH_PARAMS.map(({ name, rule }) => [name, paramReader(rule)]),
  ["page", paramReader({ kind: "number", min: 1, max: SEARCH_LIMITS.lastPage, whole: true })],
  ["pageSize", paramReader({ kind: "number", min: 1, max: VEHICLE_PAGE.maxSize, whole: true })],
]);
const KEYS = Object.keys(READERS);

/**
 * The search query as `vehicleSearchQuery` would parse it, read without zod when it is plain:
 * known parameters, each once, with a value zod accepts (each read as its zod field reads it,
 * `paramReader`); undefined for anything else, which zod then reads and words the errors of. A dated search
 * that nobody asked before pays for its validation on every request, and zod's generic walk cost
 * more than the model's search (docs/performance.md). tests/unit/plain-search-query.test.ts holds
 * the two to the same output.
 */
export function readPlainSearchQuery(query: unknown): SearchQuery | undefined {
  if (typeof query !== "object" || query === null) return undefined;
  const given = query as Record<string, unknown>;
  for (const key in given) if (!Object.hasOwn(READERS, key)) return undefined;
  const parsed: Record<string, string | number> = {};
  for (const key of KEYS) {
    const value = given[key];
    if (value === undefined) continue;
    if (typeof value !== "string") return undefined;
    const read = (READERS[key] as Reader)(value);
    if (read === undefined) return undefined;
    parsed[key] = read;
  }
  parsed.page ??= 1;
  parsed.pageSize ??= VEHICLE_PAGE.defaultSize;
  return searchProblems(parsed).length ? undefined : (parsed as SearchQuery);
}
