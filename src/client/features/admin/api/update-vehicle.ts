import type { AdminVehicleEdit } from "../../../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** The edited fields of a row; image is a data URL when a new file was chosen. */
export const updateVehicle = ({ id, ...fields }: AdminVehicleEdit & { id: number }) =>
  call(vehicleEndpoints.adminEdit, { params: { id }, body: fields satisfies AdminVehicleEdit });

export const useUpdateVehicle = () =>
  useApiMutation({
    mutationFn: updateVehicle,
    successToast: "Vehicle updated successfully",
    errorFallback: "Failed to update vehicle",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
