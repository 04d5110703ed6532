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

/**
 * How each currency is written, before every amount and in words ("Prices in US$"): never a bare
 * "$", which on the island reads as EC$ and elsewhere as US$.
 */
export const CURRENCY_NAMES: Record<Currency, string> = { USD: "US$", XCD: "EC$" };

/**
 * The one conversion (docs/product-rules.md, "Currency rule"): `amount` in `from` as shown in `to`,
 * itself in its own currency, else at the peg rounded to the cent, halves up (away from zero). A
 * price is converted line by line (`quoteAsShown` in pricing.ts) and its total is the sum of the
 * converted lines. Only shown figures are converted: what is charged stays in `from`.
 */
export function convertMoney(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  // In whole cents, in integers: 55 × 2.7 must be 148.50, not 148.4999… (amounts are kept to the cent).
  const cents = Math.round(Math.abs(amount) * 100);
  const converted = to === "XCD" ? Math.floor((cents * 27 + 5) / 10) : Math.floor((cents * 20 + 27) / 54); // × 2.7, ÷ 2.7
  return (Math.sign(amount) * converted) / 100 || 0;
}

const INTL_LOCALES: Record<Language, string> = { en: "en-US", fr: "fr-FR" };
const NOT_AVAILABLE: Record<Language, string> = { en: "N/A", fr: "N/D" };

// Building an Intl.NumberFormat costs far more than using one: one per locale.
const formatters = new Map<Language, Intl.NumberFormat>();
function numberFormat(language: Language): Intl.NumberFormat {
  let format = formatters.get(language);
  if (!format) {
    // Both currencies with cents, always: a figure reads the same on every screen and in every mail.
    format = new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(language, format);
  }
  return format;
}

export interface MoneyFormat {
  /** The currency the amount is in: the company's. Default US$. */
  from?: Currency;
  /** The currency to show it in: the visitor's. Default `from`. */
  currency?: Currency;
  /** Whose digits: "1,234.50" in English, "1 234,50" in French. Default English. */
  language?: Language;
}

const isAmount = (amount: number | null | undefined): amount is number =>
  amount !== null && amount !== undefined && !Number.isNaN(amount);

/** A figure already in `currency`, written: "US$1,234.50", "EC$3,333.15", "US$1 234,50" in French, "−US$165.00". */
function writeMoney(value: number, currency: Currency, language: Language) {
  const sign = value < 0 ? "−" : "";
  return `${sign}${CURRENCY_NAMES[currency]}${numberFormat(language).format(Math.abs(value))}`;
}

/**
 * An amount as a visitor reads it, converted from the company's currency to the one shown:
 * "US$1,234.50" (the default), "EC$3,333.15", "US$1 234,50" in French; "N/A" when there is no amount.
 */
export function formatMoney(
  amount: number | null | undefined,
  { from = "USD", currency = from, language = "en" }: MoneyFormat = {},
) {
  if (!isAmount(amount)) return NOT_AVAILABLE[language];
  return writeMoney(convertMoney(amount, from, currency), currency, language);
}

/**
 * Amounts where a misunderstanding costs money (totals, deposits, fees in dialogs, WhatsApp, mails):
 * the visitor's figure first, then the company's own, which it charges, when they differ:
 * "EC$945.00 (US$350.00)". `shown` is the visitor's figure when it was summed from shown lines
 * (`quoteAsShown` in pricing.ts), so that the lines add up to it.
 */
export function formatTotal(
  amount: number | null | undefined,
  { from = "USD", currency = from, language = "en", shown }: MoneyFormat & { shown?: number } = {},
) {
  const charged = formatMoney(amount, { from, language });
  if (currency === from || !isAmount(amount)) return charged;
  return `${writeMoney(shown ?? convertMoney(amount, from, currency), currency, language)} (${charged})`;
}
