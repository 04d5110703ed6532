import type { VehicleQuote } from "../../domain/contracts/vehicles";
import { type Currency, formatMoney } from "../../domain/money";
import { type PriceLine, priceLineLabel, quoteAsShown, type ShownQuote } from "../../domain/pricing";
import { useI18n } from "../lib/i18n";

/** How a list of lines writes money: a figure converted from a currency, and one already shown. */
export interface LineMoney {
  price: (amount: number, from: Currency) => string;
  shown: (amount: number) => string;
}

/**
 * A price's lines (docs/product-rules.md, "Prices"), each with its figure in the currency shown:
 * the booking form's live quote and a sent request's stored one read the same.
 */
export function PriceLines({
  lines,
  currency,
  money,
}: {
  lines: ShownQuote["lines"];
  /** The currency the lines' unit prices are in: the company's. */
  currency: Currency;
  money: LineMoney;
}) {
  const { t } = useI18n();
  return (
    <ul aria-label={t("Price breakdown")} className="space-y-0.5">
      {lines.map((line) => (
        <li
          key={line.kind === "extra" ? `extra-${line.extraId}` : `${line.kind}-${"season" in line ? line.season : ""}`}
          className="flex justify-between gap-3"
          data-testid="price-line"
        >
          <span>
            {priceLineLabel(line, t, (amount) => money.price(amount, currency))}
            {"unitPrice" in line && line.kind !== "extra" && line.kind !== "drivingPermit" && (
              <span className="text-muted-foreground">
                {" "}
                ({line.quantity} × {money.price(line.unitPrice, currency)})
              </span>
            )}
          </span>
          <span className="shrink-0 font-medium" data-testid="price-line-amount">
            {money.shown(line.shown)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A sent request's lines as the server stored them (its quote when the request was sent), priced
 * in `from`, as a reader of `currency` sees them: its `total` is what its lines add up to on screen.
 */
export function storedQuoteAsShown(lines: VehicleQuote["lines"], from: Currency, currency: Currency): ShownQuote {
  // Made by the one price function: its lines, flattened on the wire.
  return quoteAsShown({ lines: lines as PriceLine[], currency: from }, currency);
}

/** Those lines, written in `currency`: the renter's status page and the booking cards. */
export function StoredPriceLines({ shown, from, currency }: { shown: ShownQuote; from: Currency; currency: Currency }) {
  const { language } = useI18n();
  return (
    <PriceLines
      lines={shown.lines}
      currency={from}
      money={{
        price: (amount, source) => formatMoney(amount, { from: source, currency, language }),
        shown: (amount) => formatMoney(amount, { from: currency, language }),
      }}
    />
  );
}
