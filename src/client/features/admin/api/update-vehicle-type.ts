import type { VehicleBody } from "../../../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateVehicleType = ({ id, type }: { id: number; type: VehicleBody["type"] }) =>
  call(vehicleEndpoints.updateType, { params: { id }, body: { type } });

/** 'Update Type Only'. */
export const useUpdateVehicleType = () =>
  useApiMutation({
    mutationFn: updateVehicleType,
    successToast: "Vehicle type updated successfully",
    errorFallback: "Failed to update vehicle type",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
