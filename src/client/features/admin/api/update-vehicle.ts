import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";
import { useAdminMutation } from "./admin-mutation";

/** The edited fields of a row; image is a data URL when a new file was chosen. */
export type VehicleEdit = Partial<Omit<Vehicle, "id" | "company" | "companyId">> & { id: number };

export const updateVehicle = ({ id, ...fields }: VehicleEdit) =>
  apiRequest<Vehicle>("PATCH", `/api/admin/vehicles/${id}`, fields);

export const useUpdateVehicle = () =>
  useAdminMutation({
    mutationFn: updateVehicle,
    successMessage: "Vehicle updated successfully",
    failureMessage: "Failed to update vehicle",
  });
