import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { isIsoDate } from "../../../domain/dates";
import { priceLineLabel, quoteAsShown, quoteRental } from "../../../domain/pricing";
import { useMoney } from "../../lib/display-currency";
import { useI18n } from "../../lib/i18n";

/**
 * Duration, total and deposit for the dates currently in a form, and the price's lines
 * (docs/product-rules.md, "Prices"): the company's exact total first, with the visitor's figure
 * after it when they read another currency; the lines are in the visitor's currency and add up
 * to that figure.
 */
export function PriceSummary({
  vehicle,
  startDate,
  endDate,
}: {
  vehicle: PublicVehicle;
  startDate: string;
  endDate: string;
}) {
  const { t } = useI18n();
  const { currency, total, shown, price } = useMoney();
  const period = { startDate, endDate };
  const isValid = isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate;
  const quote = isValid ? quoteRental(vehicle, period) : null;
  const asShown = quote ? quoteAsShown(quote, currency) : null;
  return (
    <div className="space-y-2 rounded-lg bg-secondary p-3 text-sm" aria-live="polite">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-muted-foreground">{t("Duration")}</dt>
          <dd className="font-semibold" data-testid="booking-days">
            {quote ? t("{{count}} days", { count: quote.days }) : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("Total Price")}</dt>
          <dd className="font-semibold" data-testid="booking-total">
            {quote && asShown ? total(quote.total, quote.currency, asShown.total) : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("Deposit")}</dt>
          <dd className="font-semibold">{total(vehicle.deposit, vehicle.currency)}</dd>
        </div>
      </dl>
      {asShown && asShown.lines.length > 0 && (
        <ul aria-label={t("Price breakdown")} className="space-y-0.5 border-t border-border pt-2">
          {asShown.lines.map((line) => (
            <li key={line.kind} className="flex justify-between gap-3" data-testid="price-line">
              <span>
                {priceLineLabel(line, t)}
                {line.kind !== "cap" && (
                  <span className="text-muted-foreground">
                    {" "}
                    ({line.quantity} × {price(line.unitPrice, vehicle.currency)})
                  </span>
                )}
              </span>
              <span className="shrink-0 font-medium" data-testid="price-line-amount">
                {shown(line.shown)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
