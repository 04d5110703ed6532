import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const archiveVehicle = ({ id, isArchived }: { id: number; isArchived: boolean }) =>
  call(vehicleEndpoints.archive, { params: { id }, body: { isArchived } });

export const useArchiveVehicle = () =>
  useApiMutation({
    mutationFn: archiveVehicle,
    successToast: "Vehicle archive status updated successfully",
    errorFallback: "Failed to update vehicle archive status",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
