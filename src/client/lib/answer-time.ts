import { splitMinutes } from "../../domain/admin-actions";
import type { Translate } from "../../domain/i18n/translate";

/**
 * A time to answer in its two largest units: "45 min", "2 h 05 min", "3 d 4 h"; "—" when nothing was
 * answered yet. The admin's response figures and the company's insights both show it.
 */
export function formatAnswerTime(total: number | null, t: Translate): string {
  if (total === null) return "—";
  const { days, hours, minutes } = splitMinutes(total);
  if (days > 0) return t("{{days}} d {{hours}} h", { days, hours });
  if (hours > 0) return t("{{hours}} h {{minutes}} min", { hours, minutes: String(minutes).padStart(2, "0") });
  return t("{{minutes}} min", { minutes });
}
