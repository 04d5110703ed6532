import { unavailabilityEndpoints } from "../../../../domain/contracts/unavailability/endpoints";
import { unavailabilityPayload } from "../../../../domain/contracts/unavailability/unavailability-schema";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export type NewPeriod = Parameters<typeof unavailabilityPayload>[0];

/**
 * POST /api/vehicles/{id}/unavailability: the form's days, sent as the instants the API takes
 * (docs/product-rules.md, "Dates and Dominica's time zone").
 */
export const addUnavailability = (period: NewPeriod) =>
  call(unavailabilityEndpoints.add, { params: { id: period.vehicleId }, body: unavailabilityPayload(period) });

export const useAddUnavailability = () =>
  useApiMutation({
    mutationFn: addUnavailability,
    successToast: "Unavailability period added",
    errorFallback: "Failed to add unavailability period",
    invalidates: (period) => [queryKeys.periods(period.vehicleId), queryKeys.calendar.all],
  });
