import type { CalendarImport, CalendarImportOptionsBody } from "../../../../domain/contracts/calendar-feeds";
import { apiRequest } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { changedBySync, syncCalendarImport, syncedToast } from "./sync-calendar-import";

type UpdateCalendarImport = CalendarImportOptionsBody & { id: number; vehicleId: number };

/** Sets the import's options, then syncs it so that the dashboard shows their effect at once. */
export const updateCalendarImport = async ({ id, vehicleId, ...options }: UpdateCalendarImport) => {
  await apiRequest<CalendarImport>("PATCH", `/api/company/calendar-imports/${id}`, options);
  return syncCalendarImport({ id, vehicleId });
};

export const useUpdateCalendarImport = () =>
  useApiMutation({
    mutationFn: updateCalendarImport,
    successToast: syncedToast,
    errorFallback: "Failed to change the external calendar",
    invalidates: changedBySync,
  });
