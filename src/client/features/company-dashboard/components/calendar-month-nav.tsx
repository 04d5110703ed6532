import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatMonthTitle } from "../../../../domain/dates";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useI18n } from "../../../lib/i18n";

/** Previous and next month buttons around the month shown; a spinner while another month loads. */
export function CalendarMonthNav({
  month,
  isFetching,
  onShift,
}: {
  month: string;
  isFetching: boolean;
  onShift: (by: number) => void;
}) {
  const { t, language } = useI18n();
  return (
    <div className="flex items-center gap-2">
      {isFetching && <Spinner label={t("Loading calendar")} />}
      <Button variant="outline" size="icon" aria-label={t("Previous month")} onClick={() => onShift(-1)}>
        <ChevronLeft aria-hidden />
      </Button>
      <h3 className="min-w-36 text-center font-semibold" aria-live="polite">
        {formatMonthTitle(month, language)}
      </h3>
      <Button variant="outline" size="icon" aria-label={t("Next month")} onClick={() => onShift(1)}>
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
