import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/**
 * GET /api/vehicles/{id}: a listed vehicle with its photos in order, for anyone; its company and
 * admins also see one that is not listed (the vehicle page, the gallery manager).
 */
export const getVehicle = (id: number | string) => call(vehicleEndpoints.get, { params: { id } });

export const vehicleQuery = (id: number | string) =>
  queryOptions({ queryKey: queryKeys.vehicles.detail(id), queryFn: () => getVehicle(id) });

export const useVehicle = (id: number | string) => useQuery(vehicleQuery(id));
