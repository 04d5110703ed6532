import type { RefinementCtx } from "zod";
import { LIMITS, TRANSMISSIONS, VEHICLE_TYPES } from "../../domain/constants";
import {
  checkFilters,
  SEARCH_LIMITS,
  VEHICLE_PAGE,
  VEHICLE_SORTS,
  type VehicleFilters,
} from "../../domain/contracts/vehicles";
import { isIsoDate } from "../../domain/dates";

/** The search query as `vehicleSearchQuery` gives it: the filters and the page. */
export type SearchQuery = VehicleFilters & { page: number; pageSize: number };

/** How one parameter reads when it is plain; undefined sends the whole query to zod. */
type Reader = (value: string) => string | number | undefined;

const oneOf =
  (values: readonly string[]): Reader =>
  (value) =>
    values.includes(value) ? value : undefined;
const DIGITS = /^[0-9]{1,7}$/;
const whole =
  (min: number, max: number): Reader =>
  (value) => {
    if (!DIGITS.test(value)) return undefined;
    const n = Number(value);
    return n >= min && n <= max ? n : undefined;
  };
const DECIMAL = /^[0-9]{1,7}(\.[0-9]{1,6})?$/;
const amount: Reader = (value) => {
  if (!DECIMAL.test(value)) return undefined;
  const n = Number(value);
  return n <= SEARCH_LIMITS.maxAmount ? n : undefined;
};
const day: Reader = (value) => (isIsoDate(value) ? value : undefined);

/** Every parameter of the search, in the schema's order (the order zod writes them out in). */
const READERS: Record<string, Reader> = {
  type: oneOf(VEHICLE_TYPES),
  q: (value) => {
    const q = value.trim();
    return q.length <= SEARCH_LIMITS.maxTextLength ? q : undefined;
  },
  doors: whole(LIMITS.doorsMin, LIMITS.doorsMax),
  seats: whole(LIMITS.seatsMin, LIMITS.seatsMax),
  is4x4: oneOf(["true", "false"]),
  transmission: oneOf(TRANSMISSIONS),
  minPrice: amount,
  maxPrice: amount,
  minDeposit: amount,
  maxDeposit: amount,
  start: day,
  end: day,
  sort: oneOf(VEHICLE_SORTS),
  page: whole(1, SEARCH_LIMITS.lastPage),
  pageSize: whole(1, VEHICLE_PAGE.maxSize),
};
const KEYS = Object.keys(READERS);

/**
 * The search query as `vehicleSearchQuery` would parse it, read without zod when it is plain:
 * known parameters, each once, with a value zod accepts as it is written (digits, a listed word, a
 * date); undefined for anything else, which zod then reads and words the errors of. A dated search
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
  let refused = false;
  const ctx = {
    value: parsed,
    addIssue: () => {
      refused = true;
    },
  } as unknown as RefinementCtx;
  checkFilters(parsed as VehicleFilters, ctx);
  return refused ? undefined : (parsed as SearchQuery);
}
