import type { VehicleType } from "../../../../domain/constants";
import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";
import { useAdminMutation } from "./admin-mutation";

export const updateVehicleType = ({ id, type }: { id: number; type: VehicleType }) =>
  apiRequest<Vehicle>("PATCH", `/api/admin/vehicles/${id}/type`, { type });

export const useUpdateVehicleType = () =>
  useAdminMutation({
    mutationFn: updateVehicleType,
    successMessage: "Vehicle type updated successfully",
    failureMessage: "Failed to update vehicle type",
  });
