import type { CalendarImportBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const addCalendarImport = (body: CalendarImportBody) => call(calendarEndpoints.addImport, { body });

export const useAddCalendarImport = () =>
  useApiMutation({
    mutationFn: addCalendarImport,
    successToast: "External calendar added",
    errorFallback: "Failed to add the external calendar",
    // Its first sync ran with it: the calendar shows the events it brought in.
    invalidates: [queryKeys.calendarImports, queryKeys.calendar.all],
  });
