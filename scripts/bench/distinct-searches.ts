// A load plan (plan.ts): dated searches no request repeats, as visitors picking their own dates
// make them. The n-th search is worked out from n: every connection takes the next n, from `from`.
import { VEHICLE_TYPES } from "../../src/domain/constants";
import type { PlanFactory } from "../load/plan";
import { benchDay as day } from "./bench-day";

export const distinctSearchesPlan = new URL("./distinct-searches.ts", import.meta.url);

const STARTS = 180;
const LENGTHS = 14;
const TYPES = [undefined, ...VEHICLE_TYPES];
const PRICES = [undefined, [0, 60], [50, 120], [100, 200], [150, 1000], [40, 90]] as const;
/** Searches before the first one repeats on another page. */
const DISTINCT = STARTS * LENGTHS * TYPES.length * PRICES.length;

/** The n-th search: a start within six months, 1–14 days, maybe a type, maybe a price band; page 1 for the first 136,080. */
export function distinctSearch(n: number): string {
  let rest = n % DISTINCT;
  const digit = (base: number) => {
    const value = rest % base;
    rest = Math.floor(rest / base);
    return value;
  };
  const start = 1 + digit(STARTS);
  const length = digit(LENGTHS);
  const type = TYPES[digit(TYPES.length)];
  const price = PRICES[digit(PRICES.length)];
  const params = new URLSearchParams({ start: day(start), end: day(start + length) });
  if (type) params.set("type", type);
  if (price) {
    params.set("minPrice", String(price[0]));
    params.set("maxPrice", String(price[1]));
  }
  const page = 1 + Math.floor(n / DISTINCT);
  if (page > 1) params.set("page", String(page));
  return `/api/vehicles?${params}`;
}

const distinctSearches: PlanFactory<{ from: number }> = ({ from }) => {
  let next = from;
  return async (send) => {
    await send({ path: distinctSearch(next++) });
  };
};
export default distinctSearches;
