import type { VehicleType } from "../../../../domain/constants";
import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";
import type { AdminVehicle } from "./types";

export const updateVehicleType = ({ id, type }: { id: number; type: VehicleType }) =>
  apiRequest<AdminVehicle>("PATCH", `/api/admin/vehicles/${id}/type`, { type });

export const useUpdateVehicleType = () =>
  useAdminMutation({
    mutationFn: updateVehicleType,
    successMessage: "Vehicle type updated successfully",
    failureMessage: "Failed to update vehicle type",
  });
