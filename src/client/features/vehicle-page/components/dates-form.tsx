import { type FormEvent, useState } from "react";
import { BOOKING_LIMITS, type Location } from "../../../../domain/constants";
import { addDays, type DayRange } from "../../../../domain/dates";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useI18n } from "../../../lib/i18n";

/**
 * The rental dates as a GET form to the vehicle's own address (`?start=…&end=…`, the catalogue's
 * names): sent as plain HTML before or without the app's scripts, the server renders the page with
 * the price of those dates; with the app, it goes to the address without a reload. The calendar
 * below picks the same dates. The searched pick-up place rides along as a hidden field.
 */
export function DatesForm({
  action,
  period,
  pickup,
  today,
  onPick,
}: {
  action: string;
  period: DayRange | undefined;
  pickup: Location | undefined;
  today: string;
  onPick: (range: DayRange) => void;
}) {
  const { t } = useI18n();
  const [range, setRange] = useState<DayRange>(period ?? { startDate: "", endDate: "" });
  const [shown, setShown] = useState(period);
  // The address's dates changed (the calendar, Back): the fields follow.
  if (shown !== period) {
    setShown(period);
    setRange(period ?? { startDate: "", endDate: "" });
  }
  const submit = (event: FormEvent) => {
    if (!range.startDate || !range.endDate) return;
    event.preventDefault();
    onPick(range);
  };
  const startDay = range.startDate || today;
  return (
    <form method="get" action={action} onSubmit={submit} className="grid grid-cols-2 items-end gap-2">
      {pickup && <input type="hidden" name="pickup" value={pickup} />}
      <FormField label={t("Rental Start Date")}>
        <Input
          type="date"
          name="start"
          required
          min={today}
          max={addDays(today, BOOKING_LIMITS.horizonDays)}
          value={range.startDate}
          onChange={(event) => setRange({ ...range, startDate: event.target.value })}
        />
      </FormField>
      <FormField label={t("Rental End Date")}>
        <Input
          type="date"
          name="end"
          required
          min={addDays(startDay, 1)}
          // Bounded by the start once one is chosen (the page's own render has none yet).
          max={range.startDate ? addDays(range.startDate, BOOKING_LIMITS.maxDays - 1) : undefined}
          value={range.endDate}
          onChange={(event) => setRange({ ...range, endDate: event.target.value })}
        />
      </FormField>
      <Button type="submit" variant="outline" className="col-span-2">
        {t("See the total")}
      </Button>
    </form>
  );
}
