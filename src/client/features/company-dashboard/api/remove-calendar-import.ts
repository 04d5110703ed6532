import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const removeCalendarImport = ({ id }: { id: number; vehicleId: number }) =>
  apiRequest<{ message: string }>("DELETE", `/api/company/calendar-imports/${id}`);

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
