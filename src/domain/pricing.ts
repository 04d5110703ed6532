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
import type { Rate, VehiclePrices } from "./vehicle-rates";

export interface PricedVehicle extends VehiclePrices {
  deposit: number | null;
  currency: Currency;
}

/** Each rate's price and how many days one of it covers. */
const RATES: Record<Rate, { price: keyof VehiclePrices; days: number }> = {
  monthly: { price: "monthlyPrice", days: 30 },
  weekly: { price: "weeklyPrice", days: 7 },
  daily: { price: "dailyPrice", days: 1 },
};

/**
 * One line of a price: `quantity` × `unitPrice` at a rate (in a season when `season` names one),
 * or an amount of its own (a place's fee). The label is English; screens say it in the visitor's
 * language from `kind`, `quantity` and `season` (`priceLineLabel`).
 */
export type PriceLine =
  | { kind: RateLineKind; label: string; quantity: number; unitPrice: number; amount: number; season?: string }
  // Only on requests recorded before a week cost a week (docs/product-rules.md, "Prices"): their
  // total was lowered to a longer rental's, a line the status page and the mails still show.
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
 * The words of each kind of line, `{{count}}` being its quantity (days, weeks, months; an old
 * record's reduction its days), `{{place}}` a place's name.
 */
export const PRICE_LINE_LABELS: Record<Exclude<PriceLine["kind"], "extra">, string> = {
  daily: "{{count}} days at the daily rate",
  weekly: "{{count}} weeks at the weekly rate",
  monthly: "{{count}} months at the monthly rate",
  weeklyDays: "{{count}} days at a seventh of the weekly rate",
  monthlyDays: "{{count}} days at a thirtieth of the monthly rate",
  cap: "Reduced to the price of {{count}} days",
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
  monthly: "{{count}} months at the {{season}} monthly rate",
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

/** Whole months, then whole weeks, then single days, laid from a rental's first day (src/domain/seasons.ts). */
type Cover = TierBlock[];

/**
 * Every way the vehicle's offered rates can cover `days`: so many months, so many weeks, the days
 * left by the day; the last month or week may reach past the rental's end (docs/product-rules.md,
 * "Prices": a week costs a week, even for 6 days when that is cheaper). Largest blocks first.
 */
function coversOf(prices: VehiclePrices, days: number): Cover[] {
  const covers: Cover[] = [];
  const blocksUpTo = (rate: Rate, left: number) =>
    prices[RATES[rate].price] ? Math.max(0, Math.ceil(left / RATES[rate].days)) : 0;
  for (let months = blocksUpTo("monthly", days); months >= 0; months--) {
    const afterMonths = days - months * 30;
    // Never 7 days or more by the day where a week is offered: a week costs at most 7 of its days
    // (`checkRates`; a season's weekly percentage is at most its daily one).
    const fewestWeeks = prices.weeklyPrice ? Math.max(0, Math.ceil((afterMonths - 6) / 7)) : 0;
    for (let weeks = blocksUpTo("weekly", afterMonths); weeks >= fewestWeeks; weeks--) {
      const single = Math.max(0, afterMonths - weeks * 7);
      const cover: Cover = [];
      for (const [rate, quantity] of [
        ["monthly", months],
        ["weekly", weeks],
        ["daily", single],
      ] as const) {
        if (quantity > 0) cover.push({ rate, quantity, days: RATES[rate].days });
      }
      covers.push(cover);
    }
  }
  return covers;
}

const coveredDays = (cover: Cover) => cover.reduce((sum, block) => sum + block.quantity * block.days, 0);

/** A cover's priced blocks: at the vehicle's own rates, or each day in its season. */
type BlocksFor = (cover: Cover) => SeasonBlock[];

const blockAmount = ({ quantity, unitPrice }: SeasonBlock) => cents(quantity * unitPrice) / 100;

/**
 * With seasons, each day at its own season's rates (docs/product-rules.md, "Seasons"); the days'
 * seasons are looked up once for the rental and the days its last month may reach past it.
 */
function seasonalBlocks(vehicle: VehiclePrices, seasons: readonly Season[], start: string, days: number): BlocksFor {
  const seasonDays = seasonsFrom(seasons, start, days + RATES.monthly.days);
  return (cover) => seasonBlocks(vehicle, seasonDays, cover);
}

/**
 * The rental's lines: the cover of its days that costs least (docs/product-rules.md, "Prices"); of
 * covers costing the same, the one reaching least past the rental's end, then the one with the
 * largest blocks.
 */
export function rentalLines(
  prices: VehiclePrices,
  days: number,
  blocksFor: BlocksFor = (cover) =>
    cover.map(({ rate, quantity }) => ({ kind: rate, quantity, unitPrice: prices[RATES[rate].price] ?? 0 })),
): PriceLine[] {
  if (days <= 0) return [];
  let best: { blocks: SeasonBlock[]; total: number; covered: number } | undefined;
  for (const cover of coversOf(prices, days)) {
    const blocks = blocksFor(cover);
    const total = sumOf(blocks.map(blockAmount));
    const covered = coveredDays(cover);
    if (!best || total < best.total || (total === best.total && covered < best.covered)) {
      best = { blocks, total, covered };
    }
  }
  return (best?.blocks ?? []).map((block) => ({
    kind: block.kind,
    label: rateLineLabel(block, inEnglish),
    quantity: block.quantity,
    unitPrice: block.unitPrice,
    amount: blockAmount(block),
    ...(block.season && { season: block.season }),
  }));
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
