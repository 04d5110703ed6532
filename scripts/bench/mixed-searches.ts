import { VEHICLE_TYPES } from "../../src/domain/constants";
import { benchDay as day } from "./bench-day";

/** 240 distinct searches a crowd of visitors might make: types × date windows × price bands. */
export function mixedSearches(): string[] {
  const windows = [undefined, [3, 5], [10, 17], [28, 36], [60, 62]] as const;
  const prices = [undefined, [0, 60], [50, 120], [100, 200], [150, 1000], [0, 1000]] as const;
  const urls: string[] = [];
  for (const type of VEHICLE_TYPES)
    for (const window of windows)
      for (const price of prices) {
        const params = new URLSearchParams({ type });
        if (window) {
          params.set("start", day(window[0]));
          params.set("end", day(window[1]));
        }
        if (price) {
          params.set("minPrice", String(price[0]));
          params.set("maxPrice", String(price[1]));
        }
        urls.push(`/api/vehicles?${params}`);
      }
  return urls;
}
