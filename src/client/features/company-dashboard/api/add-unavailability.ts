import type { Period } from "../../../../domain/contracts/unavailability";
import { unavailabilityPayload } from "../../../../domain/contracts/unavailability/unavailability-schema";
import type { DayRange } from "../../../../domain/dates";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export type NewPeriod = DayRange & { vehicleId: number; reason?: string | null };

/**
 * POST /api/vehicles/{id}/unavailability: the form's days, sent as the instants the API takes
 * (docs/product-rules.md, "Dates and Dominica's time zone").
 */
export const addUnavailability = (period: NewPeriod) =>
  apiRequest<Period>("POST", `/api/vehicles/${period.vehicleId}/unavailability`, unavailabilityPayload(period));

export const useAddUnavailability = () =>
  useApiMutation({
    mutationFn: addUnavailability,
    successToast: "Unavailability period added",
    errorFallback: "Failed to add unavailability period",
    invalidates: (period) => [queryKeys.periods(period.vehicleId), queryKeys.calendar.all],
  });
