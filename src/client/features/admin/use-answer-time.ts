import { formatAnswerTime } from "../../lib/answer-time";
import { useI18n } from "../../lib/i18n";

/** A median answer time in the reader's words (`formatAnswerTime`). */
export function useAnswerTime(): (minutes: number | null) => string {
  const { t } = useI18n();
  return (total) => formatAnswerTime(total, t);
}
