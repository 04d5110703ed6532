import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { GALLERY_WRITE_INVALIDATES } from "./gallery-writes";

export const orderVehiclePhotos = ({ vehicleId, ids }: { vehicleId: number; ids: number[] }) =>
  call(vehicleEndpoints.orderImages, { params: { id: vehicleId }, body: { ids } });

export const useOrderVehiclePhotos = () =>
  useApiMutation({
    mutationFn: orderVehiclePhotos,
    errorFallback: "Failed to save the order of the photos",
    invalidates: GALLERY_WRITE_INVALIDATES,
  });
