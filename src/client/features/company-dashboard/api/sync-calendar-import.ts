import { translateCalendarImportMessage } from "../../../../domain/calendar-import-messages";
import type { CalendarImport } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import type { Translate } from "../../../../domain/i18n/translate";
import { call } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import type { ToastInput } from "../../../lib/toast";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const syncCalendarImport = ({ id }: { id: number; vehicleId: number }) =>
  call(calendarEndpoints.syncImport, { params: { id } });

/**
 * A failed sync still answers 200 (the error is stored and shown): the toast says which it was.
 * The count and the calendar's error are put into words here, in the screen's language: the toaster
 * translates only fixed texts.
 */
export const syncedToast =
  (t: Translate) =>
  (result: CalendarImport): ToastInput =>
    result.lastError
      ? {
          title: "Sync failed",
          description: translateCalendarImportMessage(result.lastError, t),
          variant: "destructive",
        }
      : { title: "Calendar synced", description: t("{{count}} periods imported.", { count: result.periodCount }) };

/** What a sync changes: the import's status, the fleet calendar and the vehicle's periods. */
export const changedBySync = (_data: CalendarImport, { vehicleId }: { vehicleId: number }) => [
  queryKeys.calendarImports,
  queryKeys.calendar.all,
  queryKeys.periods(vehicleId),
];

export const useSyncCalendarImport = () => {
  const { t } = useI18n();
  return useApiMutation({
    mutationFn: syncCalendarImport,
    successToast: syncedToast(t),
    errorFallback: "Failed to sync the external calendar",
    invalidates: changedBySync,
  });
};
