import type { CalendarImport, CalendarImportBody } from "../../../../domain/contracts/calendar-feeds";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const addCalendarImport = (body: CalendarImportBody) =>
  apiRequest<CalendarImport>("POST", "/api/company/calendar-imports", body);

export const useAddCalendarImport = () =>
  useApiMutation({
    mutationFn: addCalendarImport,
    successToast: "External calendar added: press Sync now to bring in its events",
    errorFallback: "Failed to add the external calendar",
    invalidates: [queryKeys.calendarImports],
  });
