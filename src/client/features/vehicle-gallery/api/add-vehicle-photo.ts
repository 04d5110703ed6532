import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { callWithUploadProgress } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { GALLERY_WRITE_INVALIDATES } from "./gallery-writes";

export interface PhotoUpload {
  vehicleId: number;
  /** The picked file as a data URL (readImageFile). */
  image: string;
  onProgress: (sent: number) => void;
}

export const addVehiclePhoto = ({ vehicleId, image, onProgress }: PhotoUpload) =>
  callWithUploadProgress(vehicleEndpoints.addImage, { params: { id: vehicleId }, body: { image } }, onProgress);

/** The gallery shows each file's failure beside it, so no toast. */
export const useAddVehiclePhoto = () =>
  useApiMutation({
    mutationFn: addVehiclePhoto,
    errorToast: false,
    errorFallback: "Failed to upload photo",
    invalidates: GALLERY_WRITE_INVALIDATES,
  });
