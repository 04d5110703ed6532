import { type DayRange, rentalDays } from "./dates";
import { driverFees } from "./driver-terms";
import { type Translate, translator } from "./i18n/translate";
import { en } from "./i18n/translations/en";
import { type Currency, convertMoney } from "./money";
import {
  type ExtraLine,
  englishExtraMoney,
  extraLineLabel,
  extraLines,
  shownExtraAmount,
  type WriteMoney,
} from "./rental-extras";
import { type PlaceFee, type PlaceFeeKind, placeFees } from "./rental-places";
import type { RentalContext } from "./rental-terms";
import { type RateLineKind, type Season, type SeasonBlock, seasonBlocks, seasonsFrom, type TierBlock } from "./seasons";

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
 * One line of a price: `quantity` × `unitPrice` at a rate (in a season when `season` names one),
 * or an amount of its own (the cap, a place's fee). The label is English; screens say it in the visitor's
 * language from `kind`, `quantity` and `season` (`priceLineLabel`).
 */
export type PriceLine =
  | { kind: RateLineKind; label: string; quantity: number; unitPrice: number; amount: number; season?: string }
  | { kind: "cap"; label: string; quantity: number; amount: number }
  | ExtraLine
  | { kind: DriverFeeKind; label: string; quantity: number; unitPrice: number; amount: number }
  | { kind: PlaceFeeKind; label: string; quantity: number; amount: number; place: string };

/** The driver fees' lines (src/domain/driver-terms.ts): young driver per day, the permit once. */
type DriverFeeKind = "youngDriver" | "drivingPermit";
/** Lines shown as their count × the converted unit, as the form writes them ("3 × $15.00"). */
const PER_UNIT_KINDS: readonly PriceLine["kind"][] = [
  "daily",
  "weekly",
  "monthly",
  "weeklyDays",
  "monthlyDays",
  "youngDriver",
];

export interface PriceQuote {
  days: number;
  lines: PriceLine[];
  /** The sum of the lines, exact in `currency`: what the company charges. */
  total: number;
  deposit: number | null;
  currency: Currency;
}

/**
 * The words of each kind of line, `{{count}}` being its quantity (days, weeks, months; the cap's
 * days), `{{place}}` a place's name.
 */
export const PRICE_LINE_LABELS: Record<Exclude<PriceLine["kind"], "extra">, string> = {
  daily: "{{count}} days at the daily rate",
  weekly: "{{count}} weeks at the weekly rate",
  monthly: "{{count}} months of 30 days at the monthly rate",
  weeklyDays: "{{count}} days at a seventh of the weekly rate",
  monthlyDays: "{{count}} days at a thirtieth of the monthly rate",
  cap: "Capped at the price of {{count}} days",
  youngDriver: "Young-driver fee for {{count}} days",
  drivingPermit: "Dominica temporary driving permit",
  pickup_fee: "Pick-up at {{place}}",
  return_fee: "Return at {{place}}",
  after_hours_pickup: "After-hours pick-up",
  after_hours_return: "After-hours return",
};

/** The words of a rate's line in a season (docs/product-rules.md, "Seasons"), `{{season}}` its name. */
export const SEASON_LINE_LABELS: Record<RateLineKind, string> = {
  daily: "{{count}} days at the {{season}} daily rate",
  weekly: "{{count}} weeks at the {{season}} weekly rate",
  monthly: "{{count}} months of 30 days at the {{season}} monthly rate",
  weeklyDays: "{{count}} days at a seventh of the {{season}} weekly rate",
  monthlyDays: "{{count}} days at a thirtieth of the {{season}} monthly rate",
};

/** English with its plural forms, as the API and the WhatsApp text say it. */
const inEnglish = translator("en", en);

/**
 * A line's words in `t`'s language (all but an extra's): a rate names its season where it has one,
 * a place's fee its place.
 */
const rateLineLabel = (
  line: { kind: Exclude<PriceLine["kind"], "extra">; quantity: number; season?: string; place?: string },
  t: Translate,
) =>
  line.season && isRateLineKind(line.kind)
    ? t(SEASON_LINE_LABELS[line.kind], { count: line.quantity, season: line.season })
    : t(PRICE_LINE_LABELS[line.kind], { count: line.quantity, ...(line.place && { place: t(line.place) }) });

const isRateLineKind = (kind: string): kind is RateLineKind => kind in SEASON_LINE_LABELS;

/**
 * A line's words in `t`'s language; an extra's name its price too, written by `money` (the visitor's
 * currency on screens), and without `money` it keeps the English label the quote gave it.
 */
export function priceLineLabel(line: PriceLine, t: Translate = inEnglish, money?: WriteMoney): string {
  if (line.kind === "extra") return money ? extraLineLabel(line, t, money) : line.label;
  return rateLineLabel(line, t);
}

const placeFeeLine = (fee: PlaceFee): PriceLine => ({
  ...fee,
  quantity: 1,
  label: rateLineLabel({ ...fee, quantity: 1 }, inEnglish),
});

const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;

/** The tier used for `days`: monthly past 30 days, weekly from 8, else daily; a rate not offered is skipped. */
function tierRates(prices: VehiclePrices, days: number): Rate[] {
  if (days > 30 && prices.monthlyPrice) return ["monthly", "daily"];
  if (days > 7 && prices.weeklyPrice) return ["weekly", "daily"];
  return ["daily"];
}

/** The tiers' own count for `days` (docs/product-rules.md, "Prices"): whole blocks at the tier's rate, the rest by the day. */
function tierBlocks(prices: VehiclePrices, days: number): (TierBlock & { unitPrice: number })[] {
  const blocks: (TierBlock & { unitPrice: number })[] = [];
  let left = days;
  for (const rate of tierRates(prices, days)) {
    const quantity = Math.floor(left / RATES[rate].days);
    left -= quantity * RATES[rate].days;
    if (quantity > 0) {
      blocks.push({ rate, quantity, days: RATES[rate].days, unitPrice: prices[RATES[rate].price] ?? 0 });
    }
  }
  return blocks;
}

/** A rental's priced blocks for a number of days from its first: the tiers', or the seasons' cut of them. */
type BlocksFor = (days: number) => SeasonBlock[];

const blockAmount = ({ quantity, unitPrice }: SeasonBlock) => cents(quantity * unitPrice) / 100;

/**
 * With seasons, each day at its own season's rates (docs/product-rules.md, "Seasons"); the days'
 * seasons are looked up once for the rental and the cap's 30 days beyond it.
 */
function seasonalBlocks(vehicle: VehiclePrices, seasons: readonly Season[], start: string, days: number): BlocksFor {
  const seasonDays = seasonsFrom(seasons, start, days + CAP_LOOKAHEAD_DAYS);
  return (count) => seasonBlocks(vehicle, seasonDays, tierBlocks(vehicle, count));
}

/** How far ahead the cap looks: a month's block is the longest a longer rental can save on. */
const CAP_LOOKAHEAD_DAYS = 30;

/**
 * The rental's lines: the tiers', then the cap when a longer rental of up to 30 more days costs
 * less — a shorter rental never costs more than a longer one (docs/product-rules.md, "Prices").
 */
export function rentalLines(
  prices: VehiclePrices,
  days: number,
  blocksFor: BlocksFor = (count) =>
    tierBlocks(prices, count).map(({ rate, quantity, unitPrice }) => ({ kind: rate, quantity, unitPrice })),
): PriceLine[] {
  if (days <= 0) return [];
  const lines: PriceLine[] = blocksFor(days).map((block) => ({
    kind: block.kind,
    label: rateLineLabel(block, inEnglish),
    quantity: block.quantity,
    unitPrice: block.unitPrice,
    amount: blockAmount(block),
    ...(block.season && { season: block.season }),
  }));
  const totalOf = (count: number) => sumOf(blocksFor(count).map(blockAmount));
  const own = totalOf(days);
  let cheapest = { days, total: own };
  for (let longer = days + 1; longer <= days + CAP_LOOKAHEAD_DAYS; longer++) {
    const total = totalOf(longer);
    if (total < cheapest.total) cheapest = { days: longer, total };
  }
  if (cheapest.days === days) return lines;
  const cap = { kind: "cap" as const, quantity: cheapest.days };
  return [
    ...lines,
    {
      ...cap,
      label: inEnglish(PRICE_LINE_LABELS.cap, { count: cap.quantity }),
      amount: (cents(cheapest.total) - cents(own)) / 100,
    },
  ];
}

/**
 * What a rental of `period` costs, line by line, in the vehicle's currency: the one price the
 * dialogs, the cards, the WhatsApp text, the quote endpoint and the recorded request all use.
 * `rental` carries the company's terms and the renter's choices where they are known; a card
 * knows neither and quotes the vehicle's days alone.
 */
export function quoteRental(vehicle: PricedVehicle, period: DayRange, rental: RentalContext = {}): PriceQuote {
  const days = Math.max(0, rentalDays(period.startDate, period.endDate));
  const seasons = rental.terms?.seasons ?? [];
  const extrasLabel = (line: ExtraLine) => extraLineLabel(line, inEnglish, englishExtraMoney(vehicle.currency));
  const lines = [
    ...rentalLines(
      vehicle,
      days,
      seasons.length > 0 ? seasonalBlocks(vehicle, seasons, period.startDate, days) : undefined,
    ),
    ...(days > 0 ? placeFees(rental.terms, rental.choices).map(placeFeeLine) : []),
    ...extraLines(rental.terms?.extras ?? [], rental.choices?.extras ?? [], days, extrasLabel),
    ...driverFees(rental.terms?.drivers, rental.choices, days).map((fee) => ({
      ...fee,
      label: inEnglish(PRICE_LINE_LABELS[fee.kind], { count: fee.quantity }),
    })),
  ];
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
export function quoteAsShown(quote: Pick<PriceQuote, "lines" | "currency">, currency: Currency): ShownQuote {
  const convert = (amount: number) => convertMoney(amount, quote.currency, currency);
  const shownAmount = (line: PriceLine) => {
    if (line.kind === "extra") return shownExtraAmount(line, quote.currency, currency);
    return PER_UNIT_KINDS.includes(line.kind) && "unitPrice" in line
      ? cents(line.quantity * convert(line.unitPrice)) / 100
      : convert(line.amount);
  };
  const lines = quote.lines.map((line) => ({ ...line, shown: shownAmount(line) }));
  return { lines, total: sumOf(lines.map((line) => line.shown)) };
}
