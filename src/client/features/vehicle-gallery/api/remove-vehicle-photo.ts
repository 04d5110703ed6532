import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { GALLERY_WRITE_INVALIDATES } from "./gallery-writes";

export const removeVehiclePhoto = ({ vehicleId, imageId }: { vehicleId: number; imageId: number }) =>
  call(vehicleEndpoints.removeImage, { params: { id: vehicleId, imageId } });

export const useRemoveVehiclePhoto = () =>
  useApiMutation({
    mutationFn: removeVehiclePhoto,
    errorFallback: "Failed to remove photo",
    invalidates: GALLERY_WRITE_INVALIDATES,
  });
