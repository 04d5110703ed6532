import { splitMinutes } from "../../../domain/admin-actions";
import { useI18n } from "../../lib/i18n";

/** A median answer time in words: "45 min", "2 h 5 min", "3 d 4 h"; "—" when nothing was answered yet. */
export function useAnswerTime(): (minutes: number | null) => string {
  const { t } = useI18n();
  return (total) => {
    if (total === null) return "—";
    const { days, hours, minutes } = splitMinutes(total);
    if (days > 0) return t("{{days}} d {{hours}} h", { days, hours });
    if (hours > 0) return t("{{hours}} h {{minutes}} min", { hours, minutes });
    return t("{{minutes}} min", { minutes });
  };
}
