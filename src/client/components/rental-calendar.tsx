import { format } from "date-fns";
import { useState } from "react";
import type { ClassNames, DateRange, Matcher } from "react-day-picker";
import { type DayRange, type IsoDate, isIsoDate } from "../../domain/dates";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import { Calendar } from "./ui/calendar";

// The calendar works in the browser's local days; the rental in ISO days. Noon keeps DST away.
export const calendarDate = (day: IsoDate) => new Date(`${day}T12:00:00`);
const toIsoDay = (date: Date): IsoDate => format(date, "yyyy-MM-dd");
const DAY_LABEL = "EEEE d MMMM yyyy";

/**
 * A vehicle's days from today to the end of its window, busy ones struck through and not pickable,
 * and the rental's dates: the first click picks the start, the second the end. Keyboard navigable,
 * each day read out with "booked" or "selected". Used by the booking dialogs and the vehicle page.
 */
export function RentalCalendar({
  value,
  onPick,
  today,
  window,
  busy,
  numberOfMonths = 1,
  month,
  onMonthChange,
  hideNavigation = false,
  classNames,
  className,
}: {
  value: DayRange;
  /** A range picked (both days set; equal while only the start is picked). */
  onPick: (range: DayRange) => void;
  today: IsoDate;
  /** The days it may show. */
  window: DayRange;
  busy: DayRange[];
  numberOfMonths?: number;
  /** The first month shown, when the caller steers it (typed dates); else the calendar keeps its own. */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** A page that shows a fixed stretch of months has no month arrows. */
  hideNavigation?: boolean;
  /** The calendar's own classes to change (how several months are laid out). */
  classNames?: Partial<ClassNames>;
  className?: string;
}) {
  const { t } = useI18n();
  // The start clicked while the end is still to be picked; forgotten once the dates change otherwise.
  const [clickedStart, setClickedStart] = useState<IsoDate | null>(null);
  const pickedStart =
    clickedStart && value.startDate === clickedStart && value.endDate === clickedStart ? clickedStart : null;
  const busyDays: Matcher[] = busy.map((range) => ({
    from: calendarDate(range.startDate),
    to: calendarDate(range.endDate),
  }));
  const selected: DateRange | undefined = pickedStart
    ? { from: calendarDate(pickedStart), to: undefined }
    : isIsoDate(value.startDate) && isIsoDate(value.endDate) && value.startDate <= value.endDate
      ? { from: calendarDate(value.startDate), to: calendarDate(value.endDate) }
      : undefined;
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="sr-only">{t("Rental dates calendar")}</legend>
      <Calendar
        mode="range"
        required
        resetOnSelect
        excludeDisabled
        className="max-w-full"
        numberOfMonths={numberOfMonths}
        hideNavigation={hideNavigation}
        classNames={classNames}
        selected={selected}
        onSelect={(range) => {
          if (!range.from) return;
          const from = toIsoDay(range.from);
          if (range.to) {
            setClickedStart(null);
            onPick({ startDate: from, endDate: toIsoDay(range.to) });
          } else {
            setClickedStart(from);
            onPick({ startDate: from, endDate: from });
          }
        }}
        {...(month && { month })}
        onMonthChange={onMonthChange}
        defaultMonth={calendarDate(isIsoDate(value.startDate) ? value.startDate : today)}
        startMonth={calendarDate(window.startDate)}
        endMonth={calendarDate(window.endDate)}
        today={calendarDate(today)}
        disabled={[{ before: calendarDate(today) }, { after: calendarDate(window.endDate) }, ...busyDays]}
        modifiers={{ busy: busyDays }}
        modifiersClassNames={{ busy: "calendar-busy" }}
        labels={{
          // "Monday 12 March 2027, not available, selected"; the day in the calendar's (the visitor's)
          // language. Not "booked": notice, cleaning days and lapsed papers make busy days too.
          labelDayButton: (date, modifiers, _options, dateLib) => {
            let label = dateLib ? dateLib.format(date, DAY_LABEL) : format(date, DAY_LABEL);
            if (modifiers.busy) label = t("{{day}}, not available", { day: label });
            if (modifiers.selected) label = t("{{day}}, selected", { day: label });
            return label;
          },
        }}
      />
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-destructive/20" />
          {t("Not available")}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" />
          {t("Your dates")}
        </span>
        {pickedStart && <span>{t("Now pick the end date")}</span>}
      </p>
    </fieldset>
  );
}
