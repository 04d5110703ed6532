import { addDays, type IsoDate } from "../../../../domain/dates";
import { LONGEST_INSIGHTS_DAYS } from "../../../../domain/insights/figures";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";

export interface PeriodDraft {
  from: string;
  to: string;
}

/** The quick choices: the last n days, today included. */
const PRESETS = [
  { days: 7, label: "Last 7 days" },
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
  { days: 365, label: "Last 12 months" },
] as const;

/**
 * The period the figures are for: a quick choice or two days typed, the second kept within a year
 * of the first by the pickers; `problem` says why a typed period is refused.
 */
export function PeriodPicker({
  value,
  today,
  problem,
  onChange,
}: {
  value: PeriodDraft;
  today: IsoDate;
  problem: string | null;
  onChange: (value: PeriodDraft) => void;
}) {
  const { t } = useI18n();
  const presetOf = (days: number): PeriodDraft => ({ from: addDays(today, 1 - days), to: today });
  return (
    <fieldset className="space-y-3" aria-describedby={problem ? "insights-period-problem" : undefined}>
      <legend className="sr-only">{t("Period")}</legend>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map(({ days, label }) => {
          const preset = presetOf(days);
          const isChosen = preset.from === value.from && preset.to === value.to;
          return (
            <Button
              key={days}
              type="button"
              size="sm"
              variant={isChosen ? "default" : "outline"}
              aria-pressed={isChosen}
              onClick={() => onChange(preset)}
            >
              {t(label)}
            </Button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="space-y-1">
          <Label htmlFor="insights-from">{t("From")}</Label>
          <Input
            id="insights-from"
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="insights-to">{t("To")}</Label>
          <Input
            id="insights-to"
            type="date"
            value={value.to}
            min={value.from || undefined}
            max={value.from ? addDays(value.from, LONGEST_INSIGHTS_DAYS - 1) : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </div>
      </div>
      {problem && (
        <p id="insights-period-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
