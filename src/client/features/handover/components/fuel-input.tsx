import { FUEL_EIGHTHS_MAX } from "../../../../domain/requests/handovers";
import { useFuelLabel } from "../../../components/handover-records";
import { cn } from "../../../lib/cn";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";

const EIGHTHS = Array.from({ length: FUEL_EIGHTHS_MAX + 1 }, (_, eighths) => eighths);

/** The fuel gauge as nine big choices, Empty to Full, three to a row for a thumb. */
export function FuelInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (eighths: number) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const fuel = useFuelLabel();
  return (
    <fieldset className="space-y-1.5" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{t("Fuel")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {EIGHTHS.map((eighths) => (
          <label
            key={eighths}
            className={cn(
              "flex h-12 cursor-pointer items-center justify-center rounded-md border text-base font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === eighths ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
            )}
          >
            <input
              type="radio"
              name="fuel"
              className="sr-only"
              checked={value === eighths}
              onChange={() => onChange(eighths)}
            />
            {fuel(eighths)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
    </fieldset>
  );
}
