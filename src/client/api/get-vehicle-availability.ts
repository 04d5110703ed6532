import { queryOptions, useQuery } from "@tanstack/react-query";
import { unavailabilityEndpoints } from "../../domain/contracts/unavailability/endpoints";
import type { DayRange } from "../../domain/dates";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/vehicles/{id}/availability: the busy days of a listed vehicle between two days. */
export const getVehicleAvailability = (vehicleId: number, window: DayRange) =>
  call(unavailabilityEndpoints.availability, {
    params: { id: vehicleId },
    query: { from: window.startDate, to: window.endDate },
  });

export const vehicleAvailabilityQuery = (vehicleId: number, window: DayRange) =>
  queryOptions({
    queryKey: queryKeys.vehicles.availability(vehicleId, window.startDate, window.endDate),
    queryFn: () => getVehicleAvailability(vehicleId, window),
    // The server lets browsers keep the answer for a minute; asking again sooner gains nothing.
    staleTime: 60_000,
  });

export const useVehicleAvailability = (vehicleId: number, window: DayRange) =>
  useQuery(vehicleAvailabilityQuery(vehicleId, window));
