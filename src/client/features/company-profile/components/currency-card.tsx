import { type FormEvent, useId, useState } from "react";
import type { CurrencyChangePreview } from "../../../../domain/contracts/companies/currency-change";
import {
  type AmountChoice,
  type AmountField,
  type AmountOwner,
  CURRENCY_CHANGE_MESSAGES,
  convertsTooLarge,
} from "../../../../domain/currency-change";
import type { Translate } from "../../../../domain/i18n/translate";
import { CURRENCY_NAMES, type Currency, formatMoney } from "../../../../domain/money";
import { EXTRA_KIND_LABELS } from "../../../../domain/rental-extras";
import { placeName } from "../../../../domain/rental-places";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useChangeCurrency } from "../api/change-currency";
import { useCurrencyChangePreview } from "../api/preview-currency-change";

const otherCurrency = (currency: Currency): Currency => (currency === "USD" ? "XCD" : "USD");

const currencyName = (currency: Currency, t: Translate) =>
  currency === "USD" ? t("US dollars (US$)") : t("Eastern Caribbean dollars (EC$)");

function ownerName(owner: AmountOwner, t: Translate) {
  if (owner.type === "vehicle") return owner.name;
  if (owner.type === "place") return placeName(owner, t);
  if (owner.type === "extra") return owner.name ?? t(EXTRA_KIND_LABELS[owner.kind]);
  return t("Driver terms");
}

function fieldName(field: AmountField, t: Translate) {
  const names: Record<AmountField, string> = {
    dailyPrice: t("Daily price"),
    weeklyPrice: t("Weekly price"),
    monthlyPrice: t("Monthly price"),
    deposit: t("Deposit"),
    fee: t("Fee"),
    afterHoursFee: t("After-hours fee"),
    price: t("Price"),
    cap: t("Most per rental"),
    youngDriverFee: t("Young-driver fee per day"),
    permitFee: t("Permit fee"),
  };
  return names[field];
}

/**
 * 'Currency', first on the profile (docs/product-rules.md, "Prices"): a change lists every amount
 * it affects and asks whether to convert them at the peg or keep the numbers; nothing is sent
 * without that answer.
 */
export function CurrencyCard({ companyId, currency }: { companyId: number; currency: Currency }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<Currency | null>(null);
  const other = otherCurrency(currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Currency")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          {t("Your prices and fees are in {{currency}}.", { currency: currencyName(currency, t) })}{" "}
          <span className="text-sm text-muted-foreground">
            {t("Visitors may read them converted at EC$2.70 to US$1.")}
          </span>
        </p>
        {target === null || target === currency ? (
          <Button type="button" variant="outline" onClick={() => setTarget(other)}>
            {t("Change to {{currency}}", { currency: CURRENCY_NAMES[other] })}
          </Button>
        ) : (
          <CurrencyChange companyId={companyId} from={currency} to={target} onClose={() => setTarget(null)} />
        )}
      </CardContent>
    </Card>
  );
}

function CurrencyChange({
  companyId,
  from,
  to,
  onClose,
}: {
  companyId: number;
  from: Currency;
  to: Currency;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const preview = useCurrencyChangePreview(companyId, to);
  if (!preview.data) {
    return (
      <QueryState
        isLoading={preview.isLoading}
        error={preview.error ?? new Error("no amounts")}
        fallback="Failed to load your amounts"
        label="your amounts"
      />
    );
  }
  return (
    <section aria-label={t("Change to {{currency}}", { currency: CURRENCY_NAMES[to] })} className="space-y-4">
      <ChangeForm companyId={companyId} from={from} to={to} changes={preview.data.changes} onClose={onClose} />
    </section>
  );
}

function ChangeForm({
  companyId,
  from,
  to,
  changes,
  onClose,
}: {
  companyId: number;
  from: Currency;
  to: Currency;
  changes: CurrencyChangePreview["changes"];
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const change = useChangeCurrency();
  const [choice, setChoice] = useState<AmountChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const money = (amount: number, currency: Currency) => formatMoney(amount, { from: currency, language });
  const first = changes[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // With no amount above 0 there is nothing to decide: the numbers are kept as they are.
    const amounts = changes.length === 0 ? "keep" : choice;
    if (amounts === null) return setError(CURRENCY_CHANGE_MESSAGES.amounts);
    if (amounts === "convert" && convertsTooLarge(changes)) return setError(CURRENCY_CHANGE_MESSAGES.tooLarge);
    setError(null);
    change.mutate(
      { companyId, change: { currency: to, amounts } },
      { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure, "Failed to change the currency")) },
    );
  };
  const choose = (value: AmountChoice) => {
    setChoice(value);
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {changes.length === 0 ? (
        <p>{t("You have no prices or fees above 0 yet: nothing to convert.")}</p>
      ) : (
        <>
          <p>{t("Every amount this change affects:")}</p>
          <div className="overflow-hidden rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted text-left">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    {t("Amount")}
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    {t("Now")}
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    {t("Converted")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((row) => (
                  <tr
                    key={`${row.owner.type}-${"id" in row.owner ? row.owner.id : 0}-${row.field}`}
                    className="border-t"
                  >
                    <td className="p-2 [overflow-wrap:anywhere]">
                      <span className="block font-medium">{ownerName(row.owner, t)}</span>
                      <span className="block text-muted-foreground">{fieldName(row.field, t)}</span>
                    </td>
                    <td className="p-2 text-right tabular-nums whitespace-nowrap">{money(row.amount, from)}</td>
                    <td className="p-2 text-right tabular-nums whitespace-nowrap">{money(row.converted, to)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <fieldset
            className="space-y-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
          >
            <legend className="mb-2 font-medium">{t("What becomes of these amounts?")}</legend>
            {(["convert", "keep"] as const).map((value) => (
              <label key={value} className="flex cursor-pointer items-start gap-3 rounded-md border p-3">
                <input
                  type="radio"
                  name={`${ids}-amounts`}
                  value={value}
                  checked={choice === value}
                  onChange={() => choose(value)}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="block font-medium">
                    {value === "convert" ? t("Convert them at EC$2.70 to US$1") : t("Keep the numbers as they are")}
                  </span>
                  {first && (
                    <span className="block text-sm text-muted-foreground">
                      {t("{{before}} becomes {{after}}", {
                        before: money(first.amount, from),
                        after: money(value === "convert" ? first.converted : first.amount, to),
                      })}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{t("Requests already sent keep their price and currency.")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {t("Confirm the change to {{currency}}", { currency: CURRENCY_NAMES[to] })}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
