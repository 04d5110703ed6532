import type { CalendarImport, CalendarImportOptionsBody } from "../../../../domain/contracts/calendar-feeds";
import { apiRequest } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { changedBySync, syncedToast } from "./sync-calendar-import";

type UpdateCalendarImport = CalendarImportOptionsBody & { id: number; vehicleId: number };

/** Sets the import's options; the server reads the calendar again with them, so the effect shows at once. */
export const updateCalendarImport = ({ id, vehicleId: _vehicleId, ...options }: UpdateCalendarImport) =>
  apiRequest<CalendarImport>("PATCH", `/api/company/calendar-imports/${id}`, options);

export const useUpdateCalendarImport = () =>
  useApiMutation({
    mutationFn: updateCalendarImport,
    successToast: syncedToast,
    errorFallback: "Failed to change the external calendar",
    invalidates: changedBySync,
  });
