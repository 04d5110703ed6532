import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnavailabilityPeriod } from "../../../../domain/unavailability-schema";
import { apiRequest } from "../../../lib/api";

export const vehicleUnavailabilityQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: ["/api/vehicles", vehicleId, "unavailability"],
    queryFn: () => apiRequest<UnavailabilityPeriod[]>("GET", `/api/vehicles/${vehicleId}/unavailability`),
  });

export function useVehicleUnavailability(vehicleId: number | null) {
  return useQuery({ ...vehicleUnavailabilityQuery(vehicleId ?? 0), enabled: vehicleId !== null });
}
