import { Star } from "lucide-react";
import { useI18n } from "../../../lib/i18n";

/**
 * One rating, 1 to 5 stars, as a group of radio buttons: arrows move between stars, a screen
 * reader hears "3 stars of 5", and the stars are only their picture.
 */
export function StarRatingField({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-ring">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <span className="sr-only">{t("{{count}} stars of 5", { count: stars })}</span>
            <Star
              aria-hidden
              className={`size-8 ${value !== null && stars <= value ? "fill-warning text-warning" : "text-muted-foreground"}`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
