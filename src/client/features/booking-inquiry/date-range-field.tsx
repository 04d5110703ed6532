import { format } from "date-fns";
import { CalendarX2, CircleCheck, Loader2 } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import type { DateRange, Matcher } from "react-day-picker";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type DayRange, type IsoDate, isIsoDate } from "../../../domain/dates";
import { FormField } from "../../components/form-field";
import { Calendar } from "../../components/ui/calendar";
import { Input } from "../../components/ui/input";
import { useI18n } from "../../lib/i18n";
import type { DatesAvailabilityView } from "./use-dates-availability";

// The calendar works in the browser's local days; the form in ISO days. Noon keeps DST away.
const toDate = (day: IsoDate) => new Date(`${day}T12:00:00`);
const toIsoDay = (date: Date): IsoDate => format(date, "yyyy-MM-dd");
const DAY_LABEL = "EEEE d MMMM yyyy";

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
  // The start clicked while the end is still to be picked.
  const [pickedStart, setPickedStart] = useState<IsoDate | null>(null);
  const [month, setMonth] = useState(() => toDate(isIsoDate(value.startDate) ? value.startDate : today));
  const inWindow = (day: string) => isIsoDate(day) && day >= window.startDate && day <= window.endDate;

  const busyDays: Matcher[] = busy.map((range) => ({ from: toDate(range.startDate), to: toDate(range.endDate) }));
  const selected: DateRange | undefined = pickedStart
    ? { from: toDate(pickedStart), to: undefined }
    : isIsoDate(value.startDate) && isIsoDate(value.endDate) && value.startDate <= value.endDate
      ? { from: toDate(value.startDate), to: toDate(value.endDate) }
      : undefined;

  const typed = (input: DateInput, followMonth: boolean) => ({
    ...input.field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setPickedStart(null);
      if (followMonth && inWindow(event.target.value)) setMonth(toDate(event.target.value));
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
      <div className="col-span-2 flex flex-col items-center gap-2">
        <Calendar
          mode="range"
          required
          resetOnSelect
          excludeDisabled
          aria-label={t("Rental dates calendar")}
          selected={selected}
          onSelect={(range) => {
            if (!range.from) return;
            const from = toIsoDay(range.from);
            if (range.to) {
              setPickedStart(null);
              onPick({ startDate: from, endDate: toIsoDay(range.to) });
            } else {
              setPickedStart(from);
              onPick({ startDate: from, endDate: from });
            }
          }}
          month={month}
          onMonthChange={setMonth}
          startMonth={toDate(window.startDate)}
          endMonth={toDate(window.endDate)}
          today={toDate(today)}
          disabled={[{ before: toDate(today) }, { after: toDate(window.endDate) }, ...busyDays]}
          modifiers={{ busy: busyDays }}
          modifiersClassNames={{
            busy: "[&>button]:bg-destructive/10 [&>button]:text-destructive [&>button]:line-through",
          }}
          labels={{
            // "Monday 12 March 2027, booked, selected"; the day in the calendar's (the visitor's) language.
            labelDayButton: (date, modifiers, _options, dateLib) => {
              let label = dateLib ? dateLib.format(date, DAY_LABEL) : format(date, DAY_LABEL);
              if (modifiers.busy) label = t("{{day}}, booked", { day: label });
              if (modifiers.selected) label = t("{{day}}, selected", { day: label });
              return label;
            },
          }}
        />
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-destructive/20" />
            {t("Booked")}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" />
            {t("Your dates")}
          </span>
          {pickedStart && <span>{t("Now pick the end date")}</span>}
        </p>
      </div>
      <AvailabilityNotice availability={availability} />
    </div>
  );
}

/**
 * "Available for your dates" / "Booked on …": said plainly in the visitor's language, and
 * announced when it changes.
 */
function AvailabilityNotice({ availability }: { availability: DatesAvailabilityView }) {
  const { t } = useI18n();
  const { sentence, isLoading, isError } = availability;
  const state = availability.availability?.state;
  const tone =
    state === "free"
      ? "border-success/40 bg-success/10"
      : state === "booked"
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
