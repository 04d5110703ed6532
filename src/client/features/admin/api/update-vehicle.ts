import type { AdminVehicleEdit, Vehicle } from "../../../../domain/contracts/vehicles";
import { apiRequest } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** The edited fields of a row; image is a data URL when a new file was chosen. */
export const updateVehicle = ({ id, ...fields }: AdminVehicleEdit & { id: number }) =>
  apiRequest<Vehicle>("PATCH", `/api/admin/vehicles/${id}`, fields satisfies AdminVehicleEdit);

export const useUpdateVehicle = () =>
  useApiMutation({
    mutationFn: updateVehicle,
    successToast: "Vehicle updated successfully",
    errorFallback: "Failed to update vehicle",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
