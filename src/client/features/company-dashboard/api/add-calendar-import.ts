import { translateCalendarImportMessage } from "../../../../domain/calendar-import-messages";
import type { CalendarImportBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call, errorMessage } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const addCalendarImport = (body: CalendarImportBody) => call(calendarEndpoints.addImport, { body });

/** The limit's refusal carries a number: said here in the screen's language (the toaster translates fixed texts). */
export const useAddCalendarImport = () => {
  const { t } = useI18n();
  return useApiMutation({
    mutationFn: addCalendarImport,
    successToast: "External calendar added",
    errorFallback: "Failed to add the external calendar",
    errorDescription: (error) =>
      translateCalendarImportMessage(errorMessage(error, "Failed to add the external calendar"), t),
    // Its first sync ran with it: the calendar shows the events it brought in.
    invalidates: [queryKeys.calendarImports, queryKeys.calendar.all],
  });
};
