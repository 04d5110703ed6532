import type { CalendarImportOptionsBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { changedBySync, syncedToast } from "./sync-calendar-import";

type UpdateCalendarImport = CalendarImportOptionsBody & { id: number; vehicleId: number };

/** Sets the import's options; the server reads the calendar again with them, so the effect shows at once. */
export const updateCalendarImport = ({ id, vehicleId: _vehicleId, ...options }: UpdateCalendarImport) =>
  call(calendarEndpoints.updateImport, { params: { id }, body: options });

export const useUpdateCalendarImport = () =>
  useApiMutation({
    mutationFn: updateCalendarImport,
    successToast: syncedToast,
    errorFallback: "Failed to change the external calendar",
    invalidates: changedBySync,
  });
