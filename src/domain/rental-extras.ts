import type { Translate } from "./i18n/translate";
import { type Currency, convertMoney, formatMoney } from "./money";

/**
 * A company's extras (docs/product-rules.md, "Extras"): what it rents beside a vehicle, each priced
 * per day or per rental, with an optional cap on what one costs a rental and a most a rental may
 * take. An extra goes with every vehicle of the company except those it excludes.
 */
export const EXTRA_KINDS = [
  "child_seat",
  "booster_seat",
  "second_driver",
  "phone_holder",
  "cooler",
  "roof_rack",
  "extra_cover",
  "other",
] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

/** Each common kind's name; "other" is the company's own name for it. */
export const EXTRA_KIND_LABELS: Record<ExtraKind, string> = {
  child_seat: "Child seat",
  booster_seat: "Booster seat",
  second_driver: "Second driver",
  phone_holder: "Phone holder",
  cooler: "Cooler",
  roof_rack: "Roof rack",
  extra_cover: "Extra cover",
  other: "Other (name it)",
};

export const EXTRA_PRICINGS = ["per_day", "per_rental"] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

/** The bounds of each setting, held by the database's checks too (migration 0025). */
export const EXTRA_LIMITS = {
  perCompany: 20,
  nameLength: 60,
  amount: 1_000_000,
  maxQuantity: 10,
  excludedVehicles: 200,
} as const;

/** An extra as the company states it and every quote reads it; amounts in the company's currency. */
export interface CompanyExtra {
  id: number;
  kind: ExtraKind;
  /** The company's own name for an "other" extra; null for a common kind. */
  name: string | null;
  pricing: ExtraPricing;
  price: number;
  /** The most one of it costs a rental, per day extras only; null without one. */
  cap: number | null;
  /** The most a rental may take of it (1: it is taken or not). */
  maxQuantity: number;
  /** The company's vehicles it does not go with. */
  excludedVehicleIds: number[];
}

/** An extra a renter picks, and how many. */
export interface ExtraChoice {
  id: number;
  quantity: number;
}

export const EXTRA_MESSAGES = {
  kind: "Choose the kind of extra",
  nameRequired: "Name your extra",
  pricing: "Choose whether the extra is priced per day or per rental",
  price: "An extra's price must be a number from 0 to 1,000,000",
  cap: "A cap must be a number from 0 to 1,000,000",
  capPerRental: "Only an extra priced per day can have a cap",
  capTooLow: "The cap must be more than the price of one day",
  maxQuantity: "The most a rental may take must be a whole number from 1 to 10",
  tooMany: "A company may offer at most 20 extras",
  listedTwice: "This extra is listed twice",
  excludedVehicles: "Choose the vehicles among the company's own",
  unknownExtra: "This extra is not one of the company's",
} as const;

/** A renter's choices refused, by the form, the quote endpoint and the recorded request. */
export const EXTRA_CHOICE_MESSAGES = {
  format: "Extras must be written as id or id:quantity, separated by commas, e.g. 3:2,7",
  tooMany: "Choose at most 20 extras",
  repeated: "Choose each extra once",
  unknown: "An extra you chose is not one this company offers",
  notForVehicle: "An extra you chose is not offered with this vehicle",
  overMaximum: "You chose more of an extra than a rental may take",
} as const;

const cents = (amount: number) => Math.round(amount * 100);

/** The longest `extras=` the quote endpoint reads: 20 choices of a 9-digit id and a quantity, with commas. */
export const EXTRA_CHOICES_TEXT_LENGTH = 300;

const CHOICE_PATTERN = /^([1-9]\d{0,8})(?::([1-9]\d?))?$/;

/**
 * The quote endpoint's `extras=3:2,7` (extra 3 twice, extra 7 once) as choices; null when it is not
 * written so. Its bounds (how many, each once) are `extraChoicesField`'s (rental-extras-schema.ts).
 */
export function readExtraChoices(text: string): ExtraChoice[] | null {
  if (text === "") return [];
  const choices: ExtraChoice[] = [];
  for (const part of text.split(",")) {
    const match = CHOICE_PATTERN.exec(part.trim());
    if (!match) return null;
    choices.push({ id: Number(match[1]), quantity: Number(match[2] ?? 1) });
  }
  return choices;
}

export const isExtraForVehicle = (extra: CompanyExtra, vehicleId: number) =>
  !extra.excludedVehicleIds.includes(vehicleId);

/** What an extra costs, as the form says it ("$5.00 a day, at most $30.00 a rental"); `price` writes an amount. */
export function extraPriceWords(extra: CompanyExtra, t: Translate, price: (amount: number | null) => string): string {
  const values = { price: price(extra.price), cap: price(extra.cap) };
  if (extra.pricing === "per_rental") return t("{{price}} a rental", values);
  return extra.cap === null ? t("{{price}} a day", values) : t("{{price}} a day, at most {{cap}} a rental", values);
}

/** The extras a vehicle's form offers. */
export const extrasForVehicle = (extras: readonly CompanyExtra[], vehicleId: number) =>
  extras.filter((extra) => isExtraForVehicle(extra, vehicleId));

/**
 * Why a renter's choices do not fit the company's extras for this vehicle (unknown extra, one the
 * vehicle does not take, more than its most), or null: the server's check, a 400 naming `extras`.
 */
export function refusedExtraChoice(
  choices: readonly ExtraChoice[],
  extras: readonly CompanyExtra[],
  vehicleId: number,
): string | null {
  for (const choice of choices) {
    const extra = extras.find((offered) => offered.id === choice.id);
    if (!extra) return EXTRA_CHOICE_MESSAGES.unknown;
    if (!isExtraForVehicle(extra, vehicleId)) return EXTRA_CHOICE_MESSAGES.notForVehicle;
    if (choice.quantity > extra.maxQuantity) return EXTRA_CHOICE_MESSAGES.overMaximum;
  }
  return null;
}

/** A quote's line for one extra: `quantity` of it for `days`, at `unitPrice` a day or a rental. */
export interface ExtraLine {
  kind: "extra";
  label: string;
  extraId: number;
  extraKind: ExtraKind;
  /** The company's name for an "other" extra; null for a common kind. */
  name: string | null;
  pricing: ExtraPricing;
  quantity: number;
  days: number;
  unitPrice: number;
  /** The cap when it applied (each one cost the cap, not days × price); null otherwise. */
  cap: number | null;
  amount: number;
}

/** Writes an amount for a label: the company's named currency in English, the visitor's on screens. */
export type WriteMoney = (amount: number) => string;

/** The words of an extra's line, `{{count}}` being the rental's days. */
export const EXTRA_LINE_WORDS = {
  several: "{{name}} × {{quantity}}",
  perDay: "{{extra}}, {{count}} days at {{price}} a day",
  perRental: "{{extra}} at {{price}} a rental",
  capped: "{{line}}, capped at {{cap}}",
  cappedEach: "{{line}}, capped at {{cap}} each",
} as const;

/** "Child seat × 2, 5 days at US$5.00 a day, capped at US$20.00 each", in `t`'s language. */
export function extraLineLabel(line: ExtraLine, t: Translate, money: WriteMoney): string {
  const name = line.extraKind === "other" ? (line.name ?? "") : t(EXTRA_KIND_LABELS[line.extraKind]);
  const extra = line.quantity > 1 ? t(EXTRA_LINE_WORDS.several, { name, quantity: line.quantity }) : name;
  const price = money(line.unitPrice);
  const priced =
    line.pricing === "per_day"
      ? t(EXTRA_LINE_WORDS.perDay, { extra, count: line.days, price })
      : t(EXTRA_LINE_WORDS.perRental, { extra, price });
  if (line.cap === null) return priced;
  const capped = line.quantity > 1 ? EXTRA_LINE_WORDS.cappedEach : EXTRA_LINE_WORDS.capped;
  return t(capped, { line: priced, cap: money(line.cap) });
}

/**
 * What one of an extra costs a rental of `days` (docs/product-rules.md, "Extras"): per rental its
 * price; per day its price × days, or its cap when that is less.
 */
function eachCosts(extra: CompanyExtra, days: number): { each: number; capped: boolean } {
  if (extra.pricing === "per_rental") return { each: extra.price, capped: false };
  const byTheDay = cents(extra.price * days) / 100;
  return extra.cap !== null && extra.cap < byTheDay
    ? { each: extra.cap, capped: true }
    : { each: byTheDay, capped: false };
}

/**
 * The lines of the extras chosen, in the order chosen: quantity × what one costs, exact to the cent
 * in the company's currency. A choice of an extra the company does not offer adds nothing (the
 * server refuses it before quoting: `refusedExtraChoice`).
 */
export function extraLines(
  extras: readonly CompanyExtra[],
  choices: readonly ExtraChoice[],
  days: number,
  label: (line: ExtraLine) => string,
): ExtraLine[] {
  if (days <= 0) return [];
  return choices.flatMap((choice) => {
    const extra = extras.find((offered) => offered.id === choice.id);
    if (!extra) return [];
    const { each, capped } = eachCosts(extra, days);
    const line: ExtraLine = {
      kind: "extra",
      label: "",
      extraId: extra.id,
      extraKind: extra.kind,
      name: extra.name,
      pricing: extra.pricing,
      quantity: choice.quantity,
      days,
      unitPrice: extra.price,
      cap: capped ? extra.cap : null,
      amount: cents(choice.quantity * each) / 100,
    };
    return [{ ...line, label: label(line) }];
  });
}

/**
 * An extra's line as a visitor reading `currency` sees it: the quantity × days × the converted
 * price its label shows, or the quantity × the converted cap, so the line matches its own words.
 */
export function shownExtraAmount(line: ExtraLine, from: Currency, currency: Currency): number {
  const convert = (value: number) => convertMoney(value, from, currency);
  const each =
    line.cap !== null ? convert(line.cap) : convert(line.unitPrice) * (line.pricing === "per_day" ? line.days : 1);
  return cents(line.quantity * each) / 100;
}

/** The English label with the company's currency named, as the API, the request and WhatsApp say it. */
export const englishExtraMoney =
  (currency: Currency): WriteMoney =>
  (value) =>
    formatMoney(value, { from: currency });
