import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";
import type { AdminVehicle } from "./types";

export const archiveVehicle = ({ id, isArchived }: { id: number; isArchived: boolean }) =>
  apiRequest<AdminVehicle>("PATCH", `/api/vehicles/${id}/archive`, { isArchived });

export const useArchiveVehicle = () =>
  useAdminMutation({
    mutationFn: archiveVehicle,
    successMessage: "Vehicle archive status updated successfully",
    failureMessage: "Failed to update vehicle archive status",
  });
