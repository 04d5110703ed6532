import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { isIsoDate } from "../../../domain/dates";
import { quoteAsShown, quoteRental } from "../../../domain/pricing";
import type { RentalContext } from "../../../domain/rental-terms";
import { seasonMinimumBreach } from "../../../domain/seasons";
import { PriceLines } from "../../components/price-lines";
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
  rental,
}: {
  vehicle: PublicVehicle;
  startDate: string;
  endDate: string;
  /** The company's terms and the form's choices, where the form has them. */
  rental?: RentalContext;
}) {
  const { t, language } = useI18n();
  const { currency, total, shown, price } = useMoney();
  const period = { startDate, endDate };
  const isValid = isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate;
  const quote = isValid ? quoteRental(vehicle, period, rental) : null;
  const asShown = quote ? quoteAsShown(quote, currency) : null;
  // The server refuses such dates (a 400 on endDate): the summary says why before the visitor sends.
  const tooShort = isValid ? seasonMinimumBreach(rental?.terms?.seasons ?? [], period, language) : null;
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
        <div className="border-t border-border pt-2">
          <PriceLines lines={asShown.lines} currency={vehicle.currency} money={{ price, shown }} />
        </div>
      )}
      {tooShort && (
        <p className="border-t border-border pt-2 font-medium text-destructive" data-testid="season-minimum">
          {tooShort.message}
        </p>
      )}
    </div>
  );
}
