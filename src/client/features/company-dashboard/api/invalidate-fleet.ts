import type { QueryClient } from "@tanstack/react-query";
import type { VehicleData } from "../../../../domain/vehicle-schema";
import { companyCalendarKey } from "./get-company-calendar";
import { companyVehiclesQuery } from "./get-company-vehicles";

/** Spec §7 payload of create and update: every vehicle field plus the company id. */
export type VehiclePayload = VehicleData & { companyId: number | null };

/** After a fleet write the vehicle grids and the calendar rows are refetched (spec §7). */
export function invalidateFleet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyVehiclesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: companyCalendarKey }),
  ]);
}
