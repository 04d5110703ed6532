import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/vehicles/{id}: the vehicle with its photos in order; its company and admins see an unlisted one. */
export const getVehicleGallery = (vehicleId: number) => call(vehicleEndpoints.get, { params: { id: vehicleId } });

export const vehicleGalleryQuery = (vehicleId: number) =>
  queryOptions({ queryKey: queryKeys.vehicles.detail(vehicleId), queryFn: () => getVehicleGallery(vehicleId) });

export const useVehicleGallery = (vehicleId: number) => useQuery(vehicleGalleryQuery(vehicleId));
