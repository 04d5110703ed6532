import { type DayRange, rentalDays } from "./dates";
import { english, type Translate } from "./i18n/translate";
import { en } from "./i18n/translations/en";
import { type Currency, convertMoney } from "./money";

/** A vehicle's rates, in its company's currency; a weekly or monthly rate of null is not offered. */
export interface VehiclePrices {
  dailyPrice: number;
  weeklyPrice: number | null;
  monthlyPrice: number | null;
}

export interface PricedVehicle extends VehiclePrices {
  deposit: number | null;
  currency: Currency;
}

export type Rate = "daily" | "weekly" | "monthly";

/** Each rate's price and how many days one of it covers. */
const RATES: Record<Rate, { price: keyof VehiclePrices; days: number }> = {
  monthly: { price: "monthlyPrice", days: 30 },
  weekly: { price: "weeklyPrice", days: 7 },
  daily: { price: "dailyPrice", days: 1 },
};

/**
 * One line of a price: `quantity` × `unitPrice` at a rate, or an amount of its own (the cap). The
 * label is English; screens say it in the visitor's language from `kind` and `quantity`
 * (`priceLineLabel`).
 */
export type PriceLine =
  | { kind: Rate; label: string; quantity: number; unitPrice: number; amount: number }
  | { kind: "cap"; label: string; quantity: number; amount: number };

export interface PriceQuote {
  days: number;
  lines: PriceLine[];
  /** The sum of the lines, exact in `currency`: what the company charges. */
  total: number;
  deposit: number | null;
  currency: Currency;
}

/** The words of each kind of line, `{{count}}` being its quantity (days, weeks, months; the cap's days). */
export const PRICE_LINE_LABELS: Record<PriceLine["kind"], string> = {
  daily: "{{count}} days at the daily rate",
  weekly: "{{count}} weeks at the weekly rate",
  monthly: "{{count}} months of 30 days at the monthly rate",
  cap: "Capped at the price of {{count}} days",
};

/** English with its plural forms, as the API and the WhatsApp text say it. */
const inEnglish: Translate = (key, values) =>
  english(en[`${key}_${values?.count === 1 ? "one" : "other"}`] ?? key, values);

export const priceLineLabel = (line: Pick<PriceLine, "kind" | "quantity">, t: Translate = inEnglish) =>
  t(PRICE_LINE_LABELS[line.kind], { count: line.quantity });

const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;

/** The tier used for `days`: monthly past 30 days, weekly from 8, else daily; a rate not offered is skipped. */
function tierRates(prices: VehiclePrices, days: number): Rate[] {
  if (days > 30 && prices.monthlyPrice) return ["monthly", "daily"];
  if (days > 7 && prices.weeklyPrice) return ["weekly", "daily"];
  return ["daily"];
}

interface Block {
  rate: Rate;
  quantity: number;
  unitPrice: number;
}

/** The tiers' own count for `days` (docs/product-rules.md, "Prices"): whole blocks at the tier's rate, the rest by the day. */
function tierBlocks(prices: VehiclePrices, days: number): Block[] {
  const blocks: Block[] = [];
  let left = days;
  for (const rate of tierRates(prices, days)) {
    const quantity = Math.floor(left / RATES[rate].days);
    left -= quantity * RATES[rate].days;
    if (quantity > 0) blocks.push({ rate, quantity, unitPrice: prices[RATES[rate].price] ?? 0 });
  }
  return blocks;
}

const blockAmount = ({ quantity, unitPrice }: Block) => cents(quantity * unitPrice) / 100;
const tierTotal = (prices: VehiclePrices, days: number) => sumOf(tierBlocks(prices, days).map(blockAmount));

/** How far ahead the cap looks: a month's block is the longest a longer rental can save on. */
const CAP_LOOKAHEAD_DAYS = 30;

/**
 * The rental's lines: the tiers', then the cap when a longer rental of up to 30 more days costs
 * less — a shorter rental never costs more than a longer one (docs/product-rules.md, "Prices").
 */
export function rentalLines(prices: VehiclePrices, days: number): PriceLine[] {
  if (days <= 0) return [];
  const lines: PriceLine[] = tierBlocks(prices, days).map((block) => ({
    kind: block.rate,
    label: priceLineLabel({ kind: block.rate, quantity: block.quantity }),
    quantity: block.quantity,
    unitPrice: block.unitPrice,
    amount: blockAmount(block),
  }));
  const own = tierTotal(prices, days);
  let cheapest = { days, total: own };
  for (let longer = days + 1; longer <= days + CAP_LOOKAHEAD_DAYS; longer++) {
    const total = tierTotal(prices, longer);
    if (total < cheapest.total) cheapest = { days: longer, total };
  }
  if (cheapest.days === days) return lines;
  const cap = { kind: "cap" as const, quantity: cheapest.days };
  return [...lines, { ...cap, label: priceLineLabel(cap), amount: (cents(cheapest.total) - cents(own)) / 100 }];
}

/**
 * What a rental of `period` costs, line by line, in the vehicle's currency: the one price the
 * dialogs, the cards, the WhatsApp text, the quote endpoint and the recorded request all use.
 */
export function quoteRental(vehicle: PricedVehicle, period: DayRange): PriceQuote {
  const days = Math.max(0, rentalDays(period.startDate, period.endDate));
  const lines = rentalLines(vehicle, days);
  return {
    days,
    lines,
    total: sumOf(lines.map((line) => line.amount)),
    deposit: vehicle.deposit,
    currency: vehicle.currency,
  };
}

export interface ShownQuote {
  /** Each line with its figure in the currency shown. */
  lines: (PriceLine & { shown: number })[];
  /** The sum of the shown figures. */
  total: number;
}

/**
 * A quote as a visitor reading `currency` sees it (docs/product-rules.md, "Prices"): a rate line is
 * its quantity × the converted rate the cards show, any other line its converted amount, and the
 * total the sum of those, so the lines add up on screen. In the company's own currency every
 * figure is exact; the company charges `quote.total` whatever is shown.
 */
export function quoteAsShown(quote: PriceQuote, currency: Currency): ShownQuote {
  const convert = (amount: number) => convertMoney(amount, quote.currency, currency);
  const lines = quote.lines.map((line) => ({
    ...line,
    shown: line.kind === "cap" ? convert(line.amount) : cents(line.quantity * convert(line.unitPrice)) / 100,
  }));
  return { lines, total: sumOf(lines.map((line) => line.shown)) };
}
