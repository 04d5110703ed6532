import { translateCalendarImportMessage } from "../../../../domain/calendar-import-messages";
import type { CalendarImportFileBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call, errorMessage } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const uploadCalendarImport = (body: CalendarImportFileBody) => call(calendarEndpoints.addImportFile, { body });

/** The limit's refusal carries a number: said here in the screen's language (the toaster translates fixed texts). */
export const useUploadCalendarImport = () => {
  const { t } = useI18n();
  return useApiMutation({
    mutationFn: uploadCalendarImport,
    successToast: "Calendar file added",
    errorFallback: "Failed to add the calendar file",
    errorDescription: (error) =>
      translateCalendarImportMessage(errorMessage(error, "Failed to add the calendar file"), t),
    // The file was read with the upload: the calendar shows the events it brought in.
    invalidates: [queryKeys.calendarImports, queryKeys.calendar.all],
  });
};
