import { useSyncExternalStore } from "react";
import { type Currency, formatMoney, formatTotal, isCurrency } from "../../domain/money";
import { STORED_CHOICE_KEYS } from "../../domain/page-render";
import { useI18n } from "./i18n";

const STORAGE_KEY = STORED_CHOICE_KEYS.currency;
const listeners = new Set<() => void>();

function read(): Currency {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isCurrency(stored) ? stored : "USD";
  } catch {
    return "USD";
  }
}

let current: Currency = typeof window === "undefined" ? "USD" : read();

/** The currency prices are shown in now. */
export const readDisplayCurrency = () => current;

/** Shows every price in `currency` from now on, and remembers the choice. */
export function setDisplayCurrency(currency: Currency) {
  current = currency;
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // storage off: the choice lasts for this visit
  }
  for (const listener of listeners) listener();
}

export function useDisplayCurrency(): Currency {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The server renders in US$; a visitor who reads EC$ gets a client render (main.tsx).
    () => "USD",
  );
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
