import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { companyCalendarKey } from "./get-company-calendar";
import { vehicleUnavailabilityQuery } from "./get-vehicle-unavailability";

export function useRemoveUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, periodId }: { vehicleId: number; periodId: number }) =>
      apiRequest<{ message: string }>("DELETE", `/api/vehicles/${vehicleId}/unavailability/${periodId}`),
    onSuccess: (_data, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleUnavailabilityQuery(vehicleId).queryKey }),
        queryClient.invalidateQueries({ queryKey: companyCalendarKey }),
      ]),
  });
}
