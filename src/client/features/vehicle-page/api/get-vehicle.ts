import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/vehicles/{id}: a listed vehicle (or the caller's own, or any for an admin) with its photos. */
export const getVehicle = (id: string) => call(vehicleEndpoints.get, { params: { id } });

export const vehicleQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.vehicles.detail(id), queryFn: () => getVehicle(id) });

export const useVehicle = (id: string) => useQuery(vehicleQuery(id));
