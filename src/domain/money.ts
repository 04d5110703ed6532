import type { Language } from "./i18n/languages";

/**
 * A company prices in US$ or EC$ (docs/product-rules.md, "Prices"). Visitors may read prices in
 * either: the Eastern Caribbean dollar is pegged at EC$2.70 to US$1 since 1976, so the conversion
 * is a constant, not a rate feed.
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
const toUsDollars = (ec: number): number => Math.round((ec / EC_DOLLARS_PER_US_DOLLAR) * 100) / 100;

/**
 * `amount` in `from` as shown in `to`: itself in its own currency, else at the peg to the unit shown
 * (US$ cents, whole EC$). Only shown figures are converted; what is charged stays in `from`.
 */
export function convertMoney(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return to === "XCD" ? toEcDollars(amount) : toUsDollars(amount);
}

const INTL_LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const NOT_AVAILABLE: Record<Language, string> = { en: "N/A", fr: "N/D" };

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, currency: Currency, amount: number): Intl.NumberFormat {
  // US$ always with cents, as the spec shows prices; EC$ in whole dollars unless a company's own price has cents.
  const digits = currency === "USD" || !Number.isInteger(amount) ? 2 : 0;
  const key = `${language}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

export interface MoneyFormat {
  /** The currency the amount is in: the company's. Default US$. */
  from?: Currency;
  /** The currency to show it in. Default `from`. */
  currency?: Currency;
  /** Whose digits: "1,234.50" in English, "1 234,50" in French. Default English. */
  language?: Language;
  /**
   * "US$1,234.50" rather than "$1,234.50": text that leaves our screens (WhatsApp, mail) names the
   * currency, since on the island a bare "$" reads as EC$.
   */
  named?: boolean;
}

const isAmount = (amount: number | null | undefined): amount is number =>
  amount !== null && amount !== undefined && !Number.isNaN(amount);

/** A figure already in `currency`, written: "$1,234.50", "EC$3,332", "$1 234,50" in French, "−$165.00". */
function writeMoney(value: number, currency: Currency, language: Language, named: boolean) {
  const sign = value < 0 ? "−" : "";
  const digits = numberFormat(language, currency, value).format(Math.abs(value));
  return `${sign}${(named ? CURRENCY_NAMES : CURRENCY_SYMBOLS)[currency]}${digits}`;
}

/**
 * An amount as a visitor reads it, converted from the company's currency to the one shown:
 * "$1,234.50" (the default), "EC$3,332", "$1 234,50" in French; "N/A" when there is no amount.
 */
export function formatMoney(
  amount: number | null | undefined,
  { from = "USD", currency = from, language = "en", named = false }: MoneyFormat = {},
) {
  if (!isAmount(amount)) return NOT_AVAILABLE[language];
  return writeMoney(convertMoney(amount, from, currency), currency, language, named);
}

/**
 * Totals where a misunderstanding costs money (dialogs, the WhatsApp message, mails): the amount
 * the company charges in its currency, followed by the visitor's figure when they read another:
 * "$350.00 (EC$945)". `shown` is that figure when the screen summed it from shown lines
 * (`quoteAsShown` in pricing.ts), so that the lines add up to it.
 */
export function formatTotal(
  amount: number | null | undefined,
  { from = "USD", currency = from, language = "en", named = false, shown }: MoneyFormat & { shown?: number } = {},
) {
  const charged = formatMoney(amount, { from, language, named });
  if (currency === from || !isAmount(amount)) return charged;
  return `${charged} (${writeMoney(shown ?? convertMoney(amount, from, currency), currency, language, named)})`;
}
