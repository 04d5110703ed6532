import { CalendarX2, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { type AvailabilityRules, visitorRules } from "../../../../domain/availability-rules";
import { monthOf, shiftMonth } from "../../../../domain/calendar";
import type { DayRange, IsoDate } from "../../../../domain/dates";
import { availabilityForDates, availabilitySentence } from "../../../../domain/vehicle-availability";
import { calendarDate, RentalCalendar } from "../../../components/rental-calendar";
import { useI18n } from "../../../lib/i18n";

/** Three months side by side from 1024 px; on a phone a row that scrolls a month at a time. */
const THREE_MONTHS = {
  months: "relative flex snap-x snap-mandatory gap-6 overflow-x-auto pb-2 lg:overflow-visible [scrollbar-width:thin]",
  month: "flex shrink-0 snap-start flex-col gap-2",
};

const SHOWN_MONTHS = 3;

/** The first day of the first month shown: this month, unless the chosen dates start after the shown months. */
function firstMonth(today: IsoDate, period: DayRange | undefined): IsoDate {
  const start =
    period && monthOf(period.startDate) >= shiftMonth(monthOf(today), SHOWN_MONTHS) ? period.startDate : today;
  return `${monthOf(start)}-01`;
}

/** Whole months from `from` to `to` (both "YYYY-MM"). */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/**
 * The next three months of the vehicle with its busy days struck through; picking two days sets the
 * page's dates. Below, whether the vehicle is free on them, said plainly.
 */
export function AvailabilityCalendar({
  value,
  onPick,
  today,
  window,
  busy,
  rules,
  isLoaded,
  period,
}: {
  value: DayRange;
  onPick: (range: DayRange) => void;
  today: IsoDate;
  window: DayRange;
  busy: DayRange[];
  /** The company's notice and longest rental, once known. */
  rules?: Pick<AvailabilityRules, "noticeHours" | "longestRentalDays">;
  isLoaded: boolean;
  period?: DayRange;
}) {
  const { t, language } = useI18n();
  const availability =
    isLoaded && period ? availabilityForDates(busy, window, period, rules && visitorRules(rules, today)) : undefined;
  const sentence = availability && availabilitySentence(availability, { language, t });
  const section = useRef<HTMLElement>(null);
  const first = firstMonth(today, period);
  const chosenMonth = period?.startDate.slice(0, 7);
  // On a phone the months scroll one at a time: the chosen dates' month is the one in view.
  useEffect(() => {
    const row = section.current?.querySelector<HTMLElement>(".snap-x");
    if (!row || !chosenMonth) return;
    const index = monthsBetween(monthOf(first), chosenMonth);
    const month = row.children.item(index) as HTMLElement | null;
    if (month) row.scrollTo({ left: month.offsetLeft - row.offsetLeft, behavior: "instant" });
  }, [first, chosenMonth]);
  return (
    <section ref={section} aria-labelledby="vehicle-availability" className="space-y-3">
      <h2 id="vehicle-availability" className="text-xl font-semibold">
        {t("Availability")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("Pick your first and last day on the calendar.")}</p>
      <RentalCalendar
        value={value}
        onPick={onPick}
        today={today}
        window={window}
        busy={busy}
        numberOfMonths={SHOWN_MONTHS}
        // The next three months, or from the chosen start when it lies beyond them.
        month={calendarDate(first)}
        hideNavigation
        classNames={THREE_MONTHS}
        className="max-w-full"
      />
      {availability && sentence && (
        <p
          role="status"
          data-testid="availability-notice"
          className={`flex items-start gap-2 rounded-lg border p-3 text-sm font-medium ${availability.state === "free" ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10"}`}
        >
          {availability.state === "free" ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          )}
          {sentence}
        </p>
      )}
    </section>
  );
}
