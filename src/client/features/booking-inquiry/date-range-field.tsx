import { CalendarX2, CircleCheck, Loader2 } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type DayRange, type IsoDate, isIsoDate } from "../../../domain/dates";
import { FormField } from "../../components/form-field";
import { calendarDate, RentalCalendar } from "../../components/rental-calendar";
import { Input } from "../../components/ui/input";
import { useI18n } from "../../lib/i18n";
import type { DatesAvailabilityView } from "./use-dates-availability";

interface DateInput {
  field: UseFormRegisterReturn;
  error?: string;
}

/**
 * Start and End Date of a rental: two text fields (typed, or read by a screen reader) and a calendar
 * of the vehicle's days where past and busy days cannot be picked. The first click on the calendar
 * picks the start, the second the end. Below, the plain sentence of whether the vehicle is free.
 */
export function DateRangeField({
  start,
  end,
  value,
  onPick,
  today,
  availability,
}: {
  start: DateInput;
  end: DateInput;
  value: DayRange;
  /** A range picked on the calendar (both days set; equal while only the start is picked). */
  onPick: (range: DayRange) => void;
  today: IsoDate;
  availability: DatesAvailabilityView;
}) {
  const { t } = useI18n();
  const { window, busy } = availability;
  // The calendar's month follows a typed start date.
  const [month, setMonth] = useState(() => calendarDate(isIsoDate(value.startDate) ? value.startDate : today));
  const inWindow = (day: string) => isIsoDate(day) && day >= window.startDate && day <= window.endDate;

  const typed = (input: DateInput, followMonth: boolean) => ({
    ...input.field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (followMonth && inWindow(event.target.value)) setMonth(calendarDate(event.target.value));
      return input.field.onChange(event);
    },
  });

  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2">
      <FormField label={t("Start Date")} error={start.error} hint={t("YYYY-MM-DD")}>
        <Input inputMode="numeric" autoComplete="off" placeholder={t("YYYY-MM-DD")} {...typed(start, true)} />
      </FormField>
      <FormField label={t("End Date")} error={end.error} hint={t("YYYY-MM-DD")}>
        <Input inputMode="numeric" autoComplete="off" placeholder={t("YYYY-MM-DD")} {...typed(end, false)} />
      </FormField>
      <div className="col-span-2 flex flex-col items-center">
        <RentalCalendar
          value={value}
          onPick={onPick}
          today={today}
          window={window}
          busy={busy}
          month={month}
          onMonthChange={setMonth}
          className="flex flex-col items-center"
        />
      </div>
      <AvailabilityNotice availability={availability} />
    </div>
  );
}

/**
 * "Available for your dates" / "Not available on …": said plainly in the visitor's language, and
 * announced when it changes.
 */
function AvailabilityNotice({ availability }: { availability: DatesAvailabilityView }) {
  const { t } = useI18n();
  const { sentence, isLoading, isError } = availability;
  const state = availability.availability?.state;
  const tone =
    state === "free"
      ? "border-success/40 bg-success/10"
      : state === "booked" || state === "tooLong"
        ? "border-destructive/40 bg-destructive/10"
        : "border-border bg-muted";
  return (
    <p
      role="status"
      data-testid="availability-notice"
      className={`col-span-2 flex items-start gap-2 rounded-lg border p-3 text-sm font-medium ${tone}`}
    >
      {isLoading ? (
        <>
          <Loader2 aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
          {t("Checking availability…")}
        </>
      ) : isError ? (
        t("This vehicle's calendar could not be loaded. The company will tell you whether it is free.")
      ) : sentence ? (
        <>
          {state === "free" ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          )}
          {sentence}
        </>
      ) : (
        t("Pick your dates to see whether the vehicle is free. The calendar covers the next 12 months.")
      )}
    </p>
  );
}
