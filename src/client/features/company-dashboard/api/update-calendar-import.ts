import type { CalendarImportOptionsBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { changedBySync, syncedToast } from "./sync-calendar-import";

type UpdateCalendarImport = CalendarImportOptionsBody & { id: number; vehicleId: number };

/** Sets the import's options; the server reads the calendar again with them, so the effect shows at once. */
export const updateCalendarImport = ({ id, vehicleId: _vehicleId, ...options }: UpdateCalendarImport) =>
  call(calendarEndpoints.updateImport, { params: { id }, body: options });

export const useUpdateCalendarImport = () => {
  const { t } = useI18n();
  return useApiMutation({
    mutationFn: updateCalendarImport,
    successToast: syncedToast(t),
    errorFallback: "Failed to change the external calendar",
    invalidates: changedBySync,
  });
};
