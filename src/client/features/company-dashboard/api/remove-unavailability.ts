import { unavailabilityEndpoints } from "../../../../domain/contracts/unavailability/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const removeUnavailability = ({ vehicleId, periodId }: { vehicleId: number; periodId: number }) =>
  call(unavailabilityEndpoints.remove, { params: { vehicleId, periodId } });

export const useRemoveUnavailability = () =>
  useApiMutation({
    mutationFn: removeUnavailability,
    successToast: "Unavailability period removed",
    errorFallback: "Failed to remove unavailability period",
    invalidates: (_data, { vehicleId }) => [queryKeys.periods(vehicleId), queryKeys.calendar.all],
  });
