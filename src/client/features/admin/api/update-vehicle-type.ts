import type { Vehicle, VehicleBody } from "../../../../domain/contracts/vehicles";
import { apiRequest } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateVehicleType = ({ id, type }: { id: number; type: VehicleBody["type"] }) =>
  apiRequest<Vehicle>("PATCH", `/api/admin/vehicles/${id}/type`, { type });

/** 'Update Type Only'. */
export const useUpdateVehicleType = () =>
  useApiMutation({
    mutationFn: updateVehicleType,
    successToast: "Vehicle type updated successfully",
    errorFallback: "Failed to update vehicle type",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
