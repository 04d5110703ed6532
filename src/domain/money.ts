import type { Language } from "./i18n/languages";

/**
 * Prices are stored in the companies' US dollars. Visitors may read them in Eastern Caribbean
 * dollars, pegged at EC$2.70 to US$1 since 1976, so the conversion is a constant, not a rate feed.
 */
export const EC_DOLLARS_PER_US_DOLLAR = 2.7;

export const CURRENCIES = ["USD", "XCD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** How each currency is written before the amount: a bare '$' for US dollars. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: "$", XCD: "EC$" };
/** The currency named in words where prices are shown ("Prices in US$"). */
export const CURRENCY_NAMES: Record<Currency, string> = { USD: "US$", XCD: "EC$" };

/** Whole EC dollars: a converted price with cents would claim a precision the peg rounding lacks. */
export const toEcDollars = (usd: number): number => Math.round(usd * EC_DOLLARS_PER_US_DOLLAR);

const INTL_LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const NOT_AVAILABLE: Record<Language, string> = { en: "N/A", fr: "N/D" };

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, currency: Currency): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currency === "USD" ? 2 : 0;
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

export interface MoneyFormat {
  /** The currency to show; the amount is always given in US dollars. Default US$. */
  currency?: Currency;
  /** Whose digits: "1,234.50" in English, "1 234,50" in French. Default English. */
  language?: Language;
  /**
   * "US$1,234.50" rather than "$1,234.50": text that leaves our screens (WhatsApp, mail) names the
   * currency, since on the island a bare "$" reads as EC$.
   */
  named?: boolean;
}

/**
 * A US-dollar amount as a visitor reads it: "$1,234.50" (the default), "EC$3,332",
 * "$1 234,50" in French; "N/A" when there is no amount.
 */
export function formatMoney(
  amount: number | null | undefined,
  { currency = "USD", language = "en", named = false }: MoneyFormat = {},
) {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return NOT_AVAILABLE[language];
  const value = currency === "XCD" ? toEcDollars(amount) : amount;
  return `${(named ? CURRENCY_NAMES : CURRENCY_SYMBOLS)[currency]}${numberFormat(language, currency).format(value)}`;
}

/**
 * Totals where a misunderstanding costs money (dialogs, the WhatsApp message): the US-dollar
 * amount the company charges, followed by the EC$ amount when the visitor reads EC$:
 * "$350.00 (EC$945)". With US$ chosen it is the plain "$350.00".
 */
export function formatTotal(
  amount: number | null | undefined,
  { currency = "USD", language = "en", named = false }: MoneyFormat = {},
) {
  const usd = formatMoney(amount, { language, named });
  if (currency === "USD" || amount === null || amount === undefined || Number.isNaN(amount)) return usd;
  return `${usd} (${formatMoney(amount, { currency, language })})`;
}
