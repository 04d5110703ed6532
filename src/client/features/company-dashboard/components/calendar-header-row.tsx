// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid on a CSS grid; table elements cannot lay blocks across cells
// biome-ignore-all lint/a11y/useFocusableInteractive: in an ARIA grid only cells take focus (roving tabindex), not rows or headers
import { dayOfMonth, formatLongDate, formatNarrowWeekday, type IsoDate, isWeekend } from "../../../../domain/dates";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

/** The calendar's sticky first row: 'Vehicle', then one column per day with its weekday and number. */
export function CalendarHeaderRow({ days, today, columns }: { days: IsoDate[]; today: IsoDate; columns: string }) {
  const { t, language } = useI18n();
  return (
    <div role="row" className="sticky top-0 z-30 grid border-b bg-background" style={{ gridTemplateColumns: columns }}>
      <div role="columnheader" className="sticky left-0 z-10 bg-background px-3 py-2 text-sm font-semibold">
        {t("Vehicle")}
      </div>
      {days.map((day) => (
        <div
          key={day}
          role="columnheader"
          aria-label={formatLongDate(day, language)}
          data-day={day}
          className={cn(
            "flex flex-col items-center border-l py-1 text-xs leading-tight",
            isWeekend(day) && "bg-muted/60",
            day === today && "bg-primary/15 font-bold text-primary",
          )}
        >
          <span aria-hidden className="text-muted-foreground">
            {formatNarrowWeekday(day, language)}
          </span>
          <span aria-hidden>{dayOfMonth(day)}</span>
        </div>
      ))}
    </div>
  );
}
