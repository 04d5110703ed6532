import type { VehicleBody } from "../../../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const createVehicle = (body: VehicleBody) => call(vehicleEndpoints.create, { body });

/** After a fleet write the vehicle grids and the calendar rows are refetched. */
export const useCreateVehicle = () =>
  useApiMutation({
    mutationFn: createVehicle,
    successToast: "Vehicle added successfully",
    errorFallback: "Failed to add vehicle",
    // The form says why beside the field, or above its Save button: a toast would cover the button.
    errorToast: false,
    invalidates: [queryKeys.ownFleet, queryKeys.calendar.all],
  });
