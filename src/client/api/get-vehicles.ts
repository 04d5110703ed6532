import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { VEHICLE_PAGE } from "../../domain/constants";
import type { PublicVehicle, VehicleFilters } from "../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { callWithHeaders } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export interface VehiclePage {
  vehicles: PublicVehicle[];
  /** How many vehicles match the search in all (`X-Total-Count`). */
  total: number;
}

/** One page of the public search (GET /api/vehicles: a plain list, paged; the total in a header). */
export async function getVehiclePage(
  filters: VehicleFilters,
  page: number,
  pageSize: number = VEHICLE_PAGE.defaultSize,
): Promise<VehiclePage> {
  const { data, headers } = await callWithHeaders(vehicleEndpoints.search, { query: { ...filters, page, pageSize } });
  return { vehicles: data, total: Number(headers.get("X-Total-Count")) };
}

export const vehicleSearchQuery = (filters: VehicleFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.vehicles.search(filters),
    queryFn: ({ pageParam }) => getVehiclePage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * VEHICLE_PAGE.defaultSize < lastPage.total ? lastPageParam + 1 : undefined,
  });

/**
 * The search a page at a time; while another search loads, the previous one stays on screen.
 * `vehicles` has each vehicle once: a vehicle added between two page loads shifts the pages by one.
 */
export function useVehicleSearch(filters: VehicleFilters) {
  const query = useInfiniteQuery({ ...vehicleSearchQuery(filters), placeholderData: keepPreviousData });
  const pages = query.data?.pages;
  const byId = new Map<number, PublicVehicle>();
  for (const vehicle of pages?.flatMap((page) => page.vehicles) ?? []) {
    if (!byId.has(vehicle.id)) byId.set(vehicle.id, vehicle);
  }
  const vehicles = [...byId.values()];
  return { ...query, vehicles, total: pages?.at(-1)?.total ?? 0 };
}
