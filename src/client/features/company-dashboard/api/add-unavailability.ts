import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IsoDate } from "../../../../domain/dates";
import type { UnavailabilityPeriod } from "../../../../domain/unavailability-schema";
import { unavailabilityPayload } from "../../../../domain/unavailability-schema";
import { apiRequest } from "../../../lib/api";
import { companyCalendarKey } from "./get-company-calendar";
import { vehicleUnavailabilityQuery } from "./get-vehicle-unavailability";

export function useAddUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: { vehicleId: number; startDate: IsoDate; endDate: IsoDate; reason?: string | null }) =>
      apiRequest<UnavailabilityPeriod>(
        "POST",
        `/api/vehicles/${period.vehicleId}/unavailability`,
        unavailabilityPayload(period),
      ),
    onSuccess: (period) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleUnavailabilityQuery(period.vehicleId).queryKey }),
        queryClient.invalidateQueries({ queryKey: companyCalendarKey }),
      ]),
  });
}
