import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { call } from "../lib/api";
import { ADMIN_WRITE_INVALIDATES, queryKeys } from "../lib/query-keys";
import { useApiMutation } from "../lib/use-api-mutation";

/** PATCH /api/vehicles/{id}/archive, from Admin Vehicles and from the dashboard's refused deletion. */
export const archiveVehicle = ({ id, isArchived }: { id: number; isArchived: boolean }) =>
  call(vehicleEndpoints.archive, { params: { id }, body: { isArchived } });

export const useArchiveVehicle = () =>
  useApiMutation({
    mutationFn: archiveVehicle,
    successToast: "Vehicle archive status updated successfully",
    errorFallback: "Failed to update vehicle archive status",
    // Archiving declines the vehicle's waiting requests: the inbox changes with the fleet.
    invalidates: [queryKeys.ownFleet, queryKeys.bookings.all, ...ADMIN_WRITE_INVALIDATES],
  });
