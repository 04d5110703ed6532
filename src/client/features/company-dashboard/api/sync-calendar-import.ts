import type { CalendarImport } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import type { ToastInput } from "../../../lib/toast";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const syncCalendarImport = ({ id }: { id: number; vehicleId: number }) =>
  call(calendarEndpoints.syncImport, { params: { id } });

/** A failed sync still answers 200 (the error is stored and shown): the toast says which it was. */
export const syncedToast = (result: CalendarImport): ToastInput =>
  result.lastError
    ? { title: "Sync failed", description: result.lastError, variant: "destructive" }
    : { title: "Calendar synced", description: `${result.periodCount} period(s) imported.` };

/** What a sync changes: the import's status, the fleet calendar and the vehicle's periods. */
export const changedBySync = (_data: CalendarImport, { vehicleId }: { vehicleId: number }) => [
  queryKeys.calendarImports,
  queryKeys.calendar.all,
  queryKeys.periods(vehicleId),
];

export const useSyncCalendarImport = () =>
  useApiMutation({
    mutationFn: syncCalendarImport,
    successToast: syncedToast,
    errorFallback: "Failed to sync the external calendar",
    invalidates: changedBySync,
  });
