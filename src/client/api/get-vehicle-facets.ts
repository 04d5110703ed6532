import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VehicleFacets, VehicleFilters } from "../../domain/contracts/vehicles";
import { apiRequest, queryString } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/vehicles/facets: price and deposit ranges and per-type summaries, without the listing. */
export const getVehicleFacets = (filters: VehicleFilters = {}) =>
  apiRequest<VehicleFacets>("GET", `/api/vehicles/facets${queryString(filters)}`);

export const vehicleFacetsQuery = (filters: VehicleFilters = {}) =>
  queryOptions({ queryKey: queryKeys.vehicles.facets(filters), queryFn: () => getVehicleFacets(filters) });

export const useVehicleFacets = (filters: VehicleFilters = {}) => useQuery(vehicleFacetsQuery(filters));
