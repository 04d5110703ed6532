import { CalendarX2, CircleCheck, Loader2 } from "lucide-react";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { periodProblems } from "../../../domain/booking-period";
import { type DayRange, type IsoDate, isIsoDate } from "../../../domain/dates";
import { formatTypedDate, parseTypedDate } from "../../../domain/typed-dates";
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

  const followMonth = (day: string) => inWindow(day) && setMonth(calendarDate(day));
  // Named at once beside the dates; once the form names it on its field, not twice.
  const found = periodProblems(value)[0]?.message;
  const problem = found === start.error || found === end.error ? undefined : found;

  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2">
      <FormField label={t("Start Date")} error={start.error} hint={t("YYYY-MM-DD")}>
        <TypedDateInput input={start} value={value.startDate} onDay={followMonth} />
      </FormField>
      <FormField label={t("End Date")} error={end.error} hint={t("YYYY-MM-DD")}>
        <TypedDateInput input={end} value={value.endDate} />
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
      <AvailabilityNotice availability={availability} problem={problem} />
    </div>
  );
}

/**
 * A date typed as the visitor's language writes it (10/02/2027 in French); the form holds the day
 * it names (YYYY-MM-DD), or the text as typed while it names none, which the form's schema refuses
 * with its message. A day picked on the calendar shows here in the same way.
 */
function TypedDateInput({
  input,
  value,
  onDay,
  ...wiring
}: {
  input: DateInput;
  value: string;
  onDay?: (day: IsoDate) => void;
  /** FormField's wiring of the label, the hint and the message. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { t, language } = useI18n();
  const [text, setText] = useState(() => formatTypedDate(value, language));
  // The form's value changed from elsewhere (the calendar, a draft): show it.
  const shown = (parseTypedDate(text, language) ?? text) === value ? text : formatTypedDate(value, language);
  const { name, onChange, onBlur, ref } = input.field;
  const send = (typed: string) => {
    setText(typed);
    const day = parseTypedDate(typed, language);
    if (day) onDay?.(day);
    void onChange({ target: { name, value: day ?? typed }, type: "change" });
  };
  return (
    <Input
      {...wiring}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t("YYYY-MM-DD")}
      value={shown}
      onChange={(event) => send(event.target.value)}
      onBlur={(event) => {
        const day = parseTypedDate(event.target.value, language);
        if (day) setText(formatTypedDate(day, language));
        void onBlur({ target: { name, value: day ?? event.target.value }, type: "blur" });
      }}
      // The form moves focus to a field it refuses; it holds the day, not this text.
      ref={(element) => ref(element && { focus: () => element.focus() })}
    />
  );
}

/**
 * "Available for your dates" / "Not available on …": said plainly in the visitor's language, and
 * announced when it changes.
 */
function AvailabilityNotice({
  availability,
  problem,
}: {
  availability: DatesAvailabilityView;
  /** What is wrong with the dates themselves (reversed, past, too long): named at once, not ignored. */
  problem?: string;
}) {
  const { t } = useI18n();
  const { sentence, isLoading, isError } = availability;
  const state = availability.availability?.state;
  const tone =
    problem !== undefined
      ? "border-destructive/40 bg-destructive/10"
      : state === "free"
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
      {problem !== undefined ? (
        <>
          <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {t(problem)}
        </>
      ) : isLoading ? (
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
