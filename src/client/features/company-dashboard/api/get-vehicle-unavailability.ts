import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Period } from "../../../../domain/contracts/unavailability";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getVehicleUnavailability = (vehicleId: number) =>
  apiRequest<Period[]>("GET", `/api/vehicles/${vehicleId}/unavailability`);

export const vehicleUnavailabilityQuery = (vehicleId: number) =>
  queryOptions({ queryKey: queryKeys.periods(vehicleId), queryFn: () => getVehicleUnavailability(vehicleId) });

export function useVehicleUnavailability(vehicleId: number | null) {
  return useQuery({ ...vehicleUnavailabilityQuery(vehicleId ?? 0), enabled: vehicleId !== null });
}
