import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VehicleFilters } from "../../../../domain/contracts/vehicles";
import { getVehiclePage } from "../../../api/get-vehicles";
import { queryKeys } from "../../../lib/query-keys";

/** How many similar vehicles a vehicle page shows. */
export const SIMILAR_COUNT = 4;

/**
 * The first vehicles of the same type (free on the chosen dates, when there are some), one more
 * than shown: the vehicle itself may be among them.
 */
export const similarVehiclesQuery = (filters: VehicleFilters) =>
  queryOptions({
    queryKey: queryKeys.vehicles.similar(filters),
    queryFn: async () => (await getVehiclePage(filters, 1, SIMILAR_COUNT + 1)).vehicles,
  });

export const useSimilarVehicles = (filters: VehicleFilters) => useQuery(similarVehiclesQuery(filters));
