import type { CalendarImportFileBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const uploadCalendarImport = (body: CalendarImportFileBody) => call(calendarEndpoints.addImportFile, { body });

export const useUploadCalendarImport = () =>
  useApiMutation({
    mutationFn: uploadCalendarImport,
    successToast: "Calendar file added",
    errorFallback: "Failed to add the calendar file",
    // The file was read with the upload: the calendar shows the events it brought in.
    invalidates: [queryKeys.calendarImports, queryKeys.calendar.all],
  });
