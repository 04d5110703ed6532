import { createContext, useContext, useSyncExternalStore } from "react";
import { type Currency, formatMoney, formatTotal, isCurrency } from "../../domain/money";
import { readChoice, rememberChoice } from "./choice-cookie";
import { useI18n } from "./i18n";

/** The URL parameter a currency link sets (`?currency=XCD`): it works before and without the app's scripts. */
export const CURRENCY_PARAM = "currency";

const listeners = new Set<() => void>();

function read(): Currency {
  const fromUrl = currencyFromUrl(window.location.search);
  if (fromUrl) rememberChoice("currency", fromUrl);
  const stored = fromUrl ?? readChoice("currency");
  return isCurrency(stored) ? stored : "USD";
}

/** The currency the address names (`?currency=`), if it names one of ours. */
export function currencyFromUrl(search: string): Currency | null {
  const asked = new URLSearchParams(search).get(CURRENCY_PARAM);
  return isCurrency(asked) ? asked : null;
}

/** A render in one fixed currency (the server's, src/client/entry-server.tsx), whatever the browser chose. */
const FixedCurrency = createContext<Currency | null>(null);
export const FixedCurrencyProvider = FixedCurrency.Provider;

let current: Currency = typeof window === "undefined" ? "USD" : read();

/** The currency prices are shown in now. */
export const readDisplayCurrency = () => current;

/** Shows every price in `currency` from now on, and remembers the choice. */
export function setDisplayCurrency(currency: Currency) {
  if (currency === current) return;
  current = currency;
  rememberChoice("currency", currency);
  for (const listener of listeners) listener();
}

export function useDisplayCurrency(): Currency {
  const fixed = useContext(FixedCurrency);
  const live = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The server rendered in the visitor's remembered currency, which `current` starts from.
    () => fixed ?? current,
  );
  return fixed ?? live;
}

/**
 * Prices as the visitor chose to read them, converted from `from`, the company's currency:
 * `price` in the chosen currency ("US$50.00", "EC$135.00"), `total` for sums that are charged
 * ("EC$945.00 (US$350.00)": the visitor's figure first, the company's after it), `quote` for a price's lines as shown
 * (`quoteAsShown`: the lines add up to the shown total).
 */
export function useMoney() {
  const currency = useDisplayCurrency();
  const { language } = useI18n();
  return {
    currency,
    price: (amount: number | null | undefined, from: Currency) => formatMoney(amount, { from, currency, language }),
    /** A figure already in the chosen currency (a shown line). */
    shown: (amount: number) => formatMoney(amount, { from: currency, language }),
    total: (amount: number | null | undefined, from: Currency, shown?: number) =>
      formatTotal(amount, { from, currency, language, shown }),
  };
}
