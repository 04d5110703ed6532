import { BOOKING_LIMITS } from "./constants";
import { addDays, type DayRange, type IsoDate, rentalDays } from "./dates";
import type { Language } from "./i18n/languages";
import type { Rate, VehiclePrices } from "./vehicle-rates";

/** A day of any year, "MM-DD": "12-15" is 15 December. Days of the year compare as strings. */
export type DayOfYear = string;

/**
 * A company's season (docs/product-rules.md, "Seasons"): a named range of days that recurs every
 * year, from `start` to `end` both included (wrapping the new year when `end` comes before
 * `start`). Its rates are percentages of each vehicle's own: 120 is 20% above it; a weekly or
 * monthly percentage of null means that rate is not offered in the season.
 */
export interface Season {
  name: string;
  start: DayOfYear;
  end: DayOfYear;
  dailyPercent: number;
  weeklyPercent: number | null;
  monthlyPercent: number | null;
  /** The fewest days of a rental with any day in the season. */
  minimumDays: number;
}

/** Bounds held by the database's checks too (migration 0026). */
export const SEASON_LIMITS = {
  seasons: 12,
  name: 60,
  percent: { min: 10, max: 500 },
  minimumDays: BOOKING_LIMITS.maxDays,
} as const;

export const SEASON_MESSAGES = {
  nameRequired: "Season name is required",
  nameTooLong: "Season name must be at most 60 characters",
  start: "Pick the season's first day and month",
  end: "Pick the season's last day and month",
  dailyPercent: "Daily rate must be a whole percentage from 10 to 500",
  weeklyPercent: "Weekly rate must be empty (not offered) or a whole percentage from 10 to 500",
  monthlyPercent: "Monthly rate must be empty (not offered) or a whole percentage from 10 to 500",
  weeklyAboveDaily: "A season's weekly percentage must not be more than its daily one",
  monthlyAboveDaily: "A season's monthly percentage must not be more than its daily one",
  minimumDays: "Minimum rental must be a whole number of days from 1 to 180",
  tooMany: "A company has at most 12 seasons",
  sameName: "Two seasons may not have the same name",
  overlap: "Seasons may not overlap: this one shares days with an earlier one",
} as const;

/** A real day of a leap year, "MM-DD": the database's check holds the same pattern. */
export const DAY_OF_YEAR_PATTERN =
  /^(?:(?:01|03|05|07|08|10|12)-(?:0[1-9]|[12]\d|3[01])|(?:04|06|09|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|[12]\d))$/;

/** Every day of a leap year, in order: what two seasons are checked for sharing. */
export const DAYS_OF_YEAR: DayOfYear[] = Array.from({ length: 366 }, (_, offset) =>
  addDays("2024-01-01", offset).slice(5),
);

/** Whether `day` falls in `season`, which wraps the new year when it ends before it starts. */
export const isInSeason = (season: Pick<Season, "start" | "end">, day: DayOfYear): boolean =>
  season.start <= season.end ? season.start <= day && day <= season.end : day >= season.start || day <= season.end;

const DAY_MONTH_LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/** "15 Dec" in English, "15 déc." in French. */
export function formatDayOfYear(day: DayOfYear, language: Language = "en"): string {
  return new Intl.DateTimeFormat(DAY_MONTH_LOCALES[language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`2024-${day}T00:00:00Z`));
}

/** "15 Dec – 15 Apr". */
export const seasonDates = (season: Pick<Season, "start" | "end">, language: Language = "en") =>
  `${formatDayOfYear(season.start, language)} – ${formatDayOfYear(season.end, language)}`;

/** The season `date` falls in, or undefined for the vehicle's own rates. */
export const seasonOn = (seasons: readonly Season[], date: IsoDate): Season | undefined =>
  seasons.find((season) => isInSeason(season, date.slice(5)));

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A vehicle's rates in `season` (its own without one); a rate the vehicle or the season does not offer is null. */
export function seasonPrices(vehicle: VehiclePrices, season: Season | undefined): VehiclePrices {
  if (!season) return vehicle;
  const scaled = (price: number | null, percent: number | null) =>
    price === null || percent === null ? null : cents((price * percent) / 100);
  return {
    dailyPrice: cents((vehicle.dailyPrice * season.dailyPercent) / 100),
    weeklyPrice: scaled(vehicle.weeklyPrice, season.weeklyPercent),
    monthlyPrice: scaled(vehicle.monthlyPrice, season.monthlyPercent),
  };
}

/** A run of whole blocks at one rate, as a rental's cover lays them (src/domain/pricing.ts). */
export interface TierBlock {
  rate: Rate;
  quantity: number;
  /** The days one block covers: 1, 7 or 30. */
  days: number;
}

/** The kinds of a rate's line: whole blocks, or a block's days in one season when it crosses into another. */
export type RateLineKind = Rate | "weeklyDays" | "monthlyDays";

export interface SeasonBlock {
  kind: RateLineKind;
  quantity: number;
  unitPrice: number;
  /** The season's name; none at the vehicle's own rates. */
  season?: string;
}

const RATE_PRICE = { daily: "dailyPrice", weekly: "weeklyPrice", monthly: "monthlyPrice" } as const;

/**
 * A cover's blocks of a rental starting on `start`, each day priced in its own season
 * (docs/product-rules.md, "Seasons"): the blocks are laid from the first day in order; a block
 * lying in one season is charged at that season's rate, a block crossing into another is cut, each
 * part's days at its season's rate for the block divided by its days (a seventh of a week, a
 * thirtieth of a month); a block's rate the season does not offer is its days at the season's
 * daily rate. Lines of the same kind, season and price are added together.
 */
export function seasonBlocks(
  vehicle: VehiclePrices,
  seasonDays: SeasonDays,
  tiers: readonly TierBlock[],
): SeasonBlock[] {
  const blocks: SeasonBlock[] = [];
  const add = (block: SeasonBlock) => {
    const same = blocks.find(
      (other) => other.kind === block.kind && other.season === block.season && other.unitPrice === block.unitPrice,
    );
    if (same) same.quantity += block.quantity;
    else blocks.push(block);
  };
  const pricesIn = new Map<Season | undefined, VehiclePrices>();
  const pricesOf = (season: Season | undefined) => {
    const known = pricesIn.get(season);
    if (known) return known;
    const prices = seasonPrices(vehicle, season);
    pricesIn.set(season, prices);
    return prices;
  };
  let offset = 0;
  for (const tier of tiers) {
    // Single days need no cutting: the whole stretch of them at once.
    const [blockCount, blockDays] = tier.rate === "daily" ? [1, tier.quantity] : [tier.quantity, tier.days];
    for (let count = 0; count < blockCount; count++) {
      for (const run of seasonRuns(seasonDays, offset, blockDays)) {
        const prices = pricesOf(run.season);
        const blockPrice = prices[RATE_PRICE[tier.rate]];
        const season = run.season?.name;
        if (tier.rate === "daily" || blockPrice === null) {
          add({ kind: "daily", quantity: run.days, unitPrice: prices.dailyPrice, season });
        } else if (run.days === tier.days) {
          add({ kind: tier.rate, quantity: 1, unitPrice: blockPrice, season });
        } else {
          const kind = tier.rate === "weekly" ? "weeklyDays" : "monthlyDays";
          add({ kind, quantity: run.days, unitPrice: cents(blockPrice / tier.days), season });
        }
      }
      offset += blockDays;
    }
  }
  return blocks;
}

/** The days from `offset` on, `days` of them, cut where the season changes. */
function seasonRuns(seasonDays: SeasonDays, offset: number, days: number) {
  const runs: { season: Season | undefined; days: number }[] = [];
  const end = offset + days;
  for (let day = offset; day < end; ) {
    const next = Math.min(seasonDays.runEnd(day), end);
    runs.push({ season: seasonDays.seasonAt(day), days: next - day });
    day = next;
  }
  return runs;
}

/** Each day of the year's season, built once per list of seasons (the client's terms are cached objects). */
const seasonTables = new WeakMap<readonly Season[], Map<DayOfYear, Season>>();
function seasonTable(seasons: readonly Season[]) {
  let table = seasonTables.get(seasons);
  if (!table) {
    table = new Map();
    for (const day of DAYS_OF_YEAR) {
      const season = seasons.find((candidate) => isInSeason(candidate, day));
      if (season) table.set(day, season);
    }
    seasonTables.set(seasons, table);
  }
  return table;
}

/** Each day's season from `start` on, looked up once for the `days` a quote's blocks may reach. */
export function seasonsFrom(seasons: readonly Season[], start: IsoDate, days: number) {
  const table = seasonTable(seasons);
  const date = new Date(`${start}T00:00:00Z`);
  const byOffset: (Season | undefined)[] = [];
  for (let offset = 0; offset < days; offset++) {
    byOffset.push(table.get(`${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  // Where each day's run of one season ends, so that cutting a block looks at its runs, not its days.
  const runEnds: number[] = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    runEnds[offset] =
      byOffset[offset + 1] === byOffset[offset] && offset + 1 < days ? (runEnds[offset + 1] ?? days) : offset + 1;
  }
  return { seasonAt: (offset: number) => byOffset[offset], runEnd: (offset: number) => runEnds[offset] ?? days };
}

/** The days a quote counts from its first: each one's season, and where its season's run ends. */
export type SeasonDays = ReturnType<typeof seasonsFrom>;

const two = (value: number) => String(value).padStart(2, "0");

const minimumWords: Record<Language, string> = {
  en: "A rental with days in {season} ({dates}) lasts at least {days} days.",
  fr: "Une location comptant des jours de « {season} » ({dates}) dure au moins {days} jours.",
};

/**
 * Why `period` is too short for a season it has a day in, or null (docs/product-rules.md,
 * "Seasons"): a rental touching a season lasts at least its minimum; of several, the longest.
 * The field is always `endDate`: a later end is the way on.
 */
export function seasonMinimumBreach(
  seasons: readonly Season[],
  period: DayRange,
  language: Language = "en",
): { field: "endDate"; message: string } | null {
  const days = rentalDays(period.startDate, period.endDate);
  if (seasons.length === 0 || days < 1) return null;
  let strictest: Season | undefined;
  // A year holds every day a season may have.
  for (let offset = 0; offset < Math.min(days, 366); offset++) {
    const season = seasonOn(seasons, addDays(period.startDate, offset));
    if (season && season.minimumDays > (strictest?.minimumDays ?? 1)) strictest = season;
  }
  if (!strictest || days >= strictest.minimumDays) return null;
  const message = minimumWords[language]
    .replace("{season}", strictest.name)
    .replace("{dates}", seasonDates(strictest, language))
    .replace("{days}", String(strictest.minimumDays));
  return { field: "endDate", message };
}
