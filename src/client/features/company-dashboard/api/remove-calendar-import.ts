import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const removeCalendarImport = ({ id }: { id: number; vehicleId: number }) =>
  call(calendarEndpoints.removeImport, { params: { id } });

export const useRemoveCalendarImport = () =>
  useApiMutation({
    mutationFn: removeCalendarImport,
    successToast: "External calendar removed",
    errorFallback: "Failed to remove the external calendar",
    // Its periods go with it.
    invalidates: (_data, { vehicleId }) => [
      queryKeys.calendarImports,
      queryKeys.calendar.all,
      queryKeys.periods(vehicleId),
    ],
  });
