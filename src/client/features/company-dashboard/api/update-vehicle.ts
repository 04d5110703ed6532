import type { VehicleBody } from "../../../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateVehicle = ({ id, body }: { id: number; body: VehicleBody }) =>
  call(vehicleEndpoints.update, { params: { id }, body });

export const useUpdateVehicle = () =>
  useApiMutation({
    mutationFn: updateVehicle,
    successToast: "Vehicle updated successfully",
    errorFallback: "Failed to update vehicle",
    // The form says why beside the field, or above its Save button: a toast would cover the button.
    errorToast: false,
    invalidates: [queryKeys.ownFleet, queryKeys.calendar.all],
  });
