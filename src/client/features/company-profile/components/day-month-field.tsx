import { useId } from "react";
import type { DayOfYear } from "../../../../domain/seasons";
import { NativeSelect } from "../../../components/native-select";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";

/** Days in each month of a leap year: a season may start or end on 29 February. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const two = (value: number) => String(value).padStart(2, "0");

/**
 * A day of every year as two native selects, day and month: phones show their own pickers and
 * keyboards move through them as any select. A day past the month's end follows it to its last day.
 */
export function DayMonthField({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: DayOfYear;
  onChange: (value: DayOfYear) => void;
  error?: string;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const id = useId();
  const month = Number(value.slice(0, 2)) || 1;
  const day = Number(value.slice(3, 5)) || 1;
  const monthName = new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", { month: "long", timeZone: "UTC" });
  const set = (nextDay: number, nextMonth: number) =>
    onChange(`${two(nextMonth)}-${two(Math.min(nextDay, MONTH_DAYS[nextMonth - 1] ?? 31))}`);
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-[5rem_1fr] gap-2">
        <NativeSelect
          aria-label={t("Day")}
          aria-invalid={error ? true : undefined}
          value={day}
          onChange={(event) => set(Number(event.target.value), month)}
        >
          {Array.from({ length: MONTH_DAYS[month - 1] ?? 31 }, (_, index) => index + 1).map((dayOfMonth) => (
            <option key={dayOfMonth} value={dayOfMonth}>
              {dayOfMonth}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t("Month")}
          aria-invalid={error ? true : undefined}
          value={month}
          onChange={(event) => set(day, Number(event.target.value))}
        >
          {MONTH_DAYS.map((_, index) => (
            <option key={monthName.format(new Date(Date.UTC(2024, index, 1)))} value={index + 1}>
              {monthName.format(new Date(Date.UTC(2024, index, 1)))}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error && (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
    </fieldset>
  );
}
