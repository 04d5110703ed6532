import { useId } from "react";
import type { Currency } from "../../../domain/money";
import { type CompanyExtra, EXTRA_KIND_LABELS, type ExtraChoice, extraPriceWords } from "../../../domain/rental-extras";
import { NativeSelect } from "../../components/native-select";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useMoney } from "../../lib/display-currency";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";

/**
 * The booking form's extras (docs/product-rules.md, "Extras"): those the company offers with this
 * vehicle, each with its price in the visitor's currency; ticking one takes one, and "How many"
 * appears where a rental may take more.
 */
export function ExtrasField({
  extras,
  currency,
  value,
  onChange,
  error,
}: {
  extras: readonly CompanyExtra[];
  /** The company's, which the extras' prices are in. */
  currency: Currency;
  value: readonly ExtraChoice[];
  onChange: (choices: ExtraChoice[]) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const { price } = useMoney();
  const id = useId();
  if (extras.length === 0) return null;
  const quantityOf = (extraId: number) => value.find((choice) => choice.id === extraId)?.quantity ?? 0;
  // Choices keep the order of the company's list, so the quote's lines do too.
  const choose = (extraId: number, quantity: number) =>
    onChange(
      extras.flatMap((extra) => {
        const chosen = extra.id === extraId ? quantity : quantityOf(extra.id);
        return chosen > 0 ? [{ id: extra.id, quantity: chosen }] : [];
      }),
    );
  const priceWords = (extra: CompanyExtra) => extraPriceWords(extra, t, (amount) => price(amount, currency));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-base font-semibold">{t("Extras")}</legend>
      <ul className="space-y-2">
        {extras.map((extra) => {
          const quantity = quantityOf(extra.id);
          const name = extra.kind === "other" ? (extra.name ?? "") : t(EXTRA_KIND_LABELS[extra.kind]);
          const boxId = `${id}-${extra.id}`;
          return (
            <li key={extra.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="extra-choice">
              <Checkbox
                id={boxId}
                checked={quantity > 0}
                onCheckedChange={(checked) => choose(extra.id, checked === true ? 1 : 0)}
              />
              <Label htmlFor={boxId} className="flex flex-col items-start gap-0.5 font-normal">
                <span translate={extra.kind === "other" ? "no" : undefined}>{name}</span>
                <span className="text-muted-foreground">{priceWords(extra)}</span>
              </Label>
              {quantity > 0 && extra.maxQuantity > 1 && (
                <NativeSelect
                  className="ml-auto w-20"
                  aria-label={t("How many: {{extra}}", { extra: name })}
                  value={quantity}
                  onChange={(event) => choose(extra.id, Number(event.target.value))}
                >
                  {Array.from({ length: extra.maxQuantity }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
    </fieldset>
  );
}
