import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";
import { useAdminMutation } from "./admin-mutation";

export const archiveVehicle = ({ id, isArchived }: { id: number; isArchived: boolean }) =>
  apiRequest<Vehicle>("PATCH", `/api/vehicles/${id}/archive`, { isArchived });

export const useArchiveVehicle = () =>
  useAdminMutation({
    mutationFn: archiveVehicle,
    successMessage: "Vehicle archive status updated successfully",
    failureMessage: "Failed to update vehicle archive status",
  });
