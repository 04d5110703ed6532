import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";

interface DeleteVehicleResponse {
  message?: string;
  details?: unknown;
}

export const deleteVehicle = (id: number) =>
  apiRequest<DeleteVehicleResponse | undefined>("DELETE", `/api/vehicles/${id}`);

/** Spec §8: 'Vehicle Deleted' with the server's details when it sends them as text. */
export const useDeleteVehicle = () =>
  useAdminMutation({
    mutationFn: deleteVehicle,
    successMessage: (response) => ({
      title: "Vehicle Deleted",
      description:
        typeof response?.details === "string"
          ? response.details
          : "The vehicle and all related data have been permanently removed.",
    }),
    failureMessage: "Failed to delete vehicle",
  });
