import { queryOptions, useQuery } from "@tanstack/react-query";
import { unavailabilityEndpoints } from "../../../../domain/contracts/unavailability/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getVehicleUnavailability = (vehicleId: number) =>
  call(unavailabilityEndpoints.list, { params: { id: vehicleId } });

export const vehicleUnavailabilityQuery = (vehicleId: number) =>
  queryOptions({ queryKey: queryKeys.periods(vehicleId), queryFn: () => getVehicleUnavailability(vehicleId) });

export function useVehicleUnavailability(vehicleId: number | null) {
  return useQuery({ ...vehicleUnavailabilityQuery(vehicleId ?? 0), enabled: vehicleId !== null });
}
