import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VehicleFilters } from "../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/vehicles/facets: price and deposit ranges and per-type summaries, without the listing. */
export const getVehicleFacets = (filters: VehicleFilters = {}) => call(vehicleEndpoints.facets, { query: filters });

export const vehicleFacetsQuery = (filters: VehicleFilters = {}) =>
  queryOptions({ queryKey: queryKeys.vehicles.facets(filters), queryFn: () => getVehicleFacets(filters) });

export const useVehicleFacets = (filters: VehicleFilters = {}) => useQuery(vehicleFacetsQuery(filters));
