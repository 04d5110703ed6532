import { AVAILABILITY_STATUSES, STATUS_LABELS } from "../../../../domain/calendar";
import { useI18n } from "../../../lib/i18n";
import { STATUS_COLORS } from "./calendar-colors";

/** Which colour means what; available days are the plain, uncoloured cells. */
export function CalendarLegend() {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs" aria-label={t("Calendar legend")}>
      {AVAILABILITY_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-3 rounded-sm border"
            style={
              status === "available"
                ? undefined
                : { backgroundColor: STATUS_COLORS[status], borderColor: STATUS_COLORS[status] }
            }
          />
          {t(STATUS_LABELS[status])}
        </li>
      ))}
    </ul>
  );
}
