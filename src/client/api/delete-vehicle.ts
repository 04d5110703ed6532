import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { call } from "../lib/api";
import { ADMIN_WRITE_INVALIDATES, queryKeys } from "../lib/query-keys";
import { useApiMutation } from "../lib/use-api-mutation";

/** DELETE /api/vehicles/{id}, from the company dashboard and from Admin Vehicles alike. */
export const deleteVehicle = (id: number) => call(vehicleEndpoints.delete, { params: { id } });

/**
 * 'Vehicle Deleted' with the server's details. `errorToast: false` for a screen that shows the
 * refusal itself, beside what to do instead.
 */
export const useDeleteVehicle = (options: { errorToast?: false } = {}) =>
  useApiMutation({
    ...options,
    mutationFn: deleteVehicle,
    successToast: (deleted) => ({
      title: "Vehicle Deleted",
      description: deleted?.details || "The vehicle and all related data have been permanently removed.",
    }),
    errorFallback: "Failed to delete vehicle",
    // The vehicle's periods and bookings went with it.
    invalidates: [queryKeys.ownFleet, queryKeys.calendar.all, ...ADMIN_WRITE_INVALIDATES],
  });
