import { type Currency, convertMoney } from "./money";
import type { ExtraKind } from "./rental-extras";
import type { PlaceKind } from "./rental-places";

/**
 * A company changing its currency (docs/product-rules.md, "Prices"): every amount it states is
 * either converted at the peg or kept as the same numbers, its own choice, asked for each change.
 */
export const AMOUNT_CHOICES = ["convert", "keep"] as const;
export type AmountChoice = (typeof AMOUNT_CHOICES)[number];

/** The largest amount any of them may be, held by the database's checks too. */
export const LARGEST_AMOUNT = 1_000_000;

/** What names an amount's owner in the list a company reads before it chooses. */
export type AmountOwner =
  | { type: "vehicle"; id: number; name: string }
  | { type: "place"; id: number; kind: PlaceKind; name: string | null; area: string | null }
  | { type: "extra"; id: number; kind: ExtraKind; name: string | null }
  | { type: "driver" };

export const AMOUNT_FIELDS = [
  "dailyPrice",
  "weeklyPrice",
  "monthlyPrice",
  "deposit",
  "fee",
  "afterHoursFee",
  "price",
  "cap",
  "youngDriverFee",
  "permitFee",
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export interface VehicleAmounts {
  id: number;
  name: string;
  dailyPrice: number;
  weeklyPrice: number | null;
  monthlyPrice: number | null;
  deposit: number;
}
export interface PlaceAmounts {
  id: number;
  kind: PlaceKind;
  name: string | null;
  area: string | null;
  fee: number;
  afterHoursFee: number;
}
export interface ExtraAmounts {
  id: number;
  kind: ExtraKind;
  name: string | null;
  price: number;
  cap: number | null;
}
export interface DriverAmounts {
  youngDriverFee: number | null;
  permitFee: number | null;
}

/** Every amount a company states in its currency: the columns of src/server/db/schema.ts in money. */
export interface CompanyAmounts {
  vehicles: VehicleAmounts[];
  places: PlaceAmounts[];
  extras: ExtraAmounts[];
  driver: DriverAmounts;
}

/** The smallest step of a converted amount: a cent in either currency (convertMoney's unit). */
const CENT = 0.01;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * One amount at the peg, rounded as a shown figure is (`convertMoney`: to the cent, halves
 * up), so a company's converted price is the figure its visitors already read in that currency. An
 * amount above 0 stays above 0 (a fee of EC$0.01 is US$0.01, not free).
 */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  const converted = convertMoney(amount, from, to);
  return amount > 0 && converted === 0 ? CENT : converted;
}

const convertNullable = (amount: number | null, from: Currency, to: Currency) =>
  amount === null ? null : convertAmount(amount, from, to);

/**
 * A vehicle's prices converted. Each is rounded on its own, so a week may come out a unit dearer
 * than 7 converted days: it is then held to 7 days (and a month to 30), as `checkRates` requires.
 */
export function convertVehicle(vehicle: VehicleAmounts, from: Currency, to: Currency): VehicleAmounts {
  const dailyPrice = convertAmount(vehicle.dailyPrice, from, to);
  const atMost = (rate: number | null, days: number) =>
    rate === null ? null : Math.min(convertAmount(rate, from, to), cents(dailyPrice * days));
  return {
    ...vehicle,
    dailyPrice,
    weeklyPrice: atMost(vehicle.weeklyPrice, 7),
    monthlyPrice: atMost(vehicle.monthlyPrice, 30),
    deposit: convertAmount(vehicle.deposit, from, to),
  };
}

/** An extra's price and cap converted; a cap rounded down onto its price stays one unit above it. */
export function convertExtra(extra: ExtraAmounts, from: Currency, to: Currency): ExtraAmounts {
  const price = convertAmount(extra.price, from, to);
  const cap = convertNullable(extra.cap, from, to);
  return { ...extra, price, cap: cap === null ? null : Math.max(cap, cents(price + CENT)) };
}

const convertPlace = (place: PlaceAmounts, from: Currency, to: Currency): PlaceAmounts => ({
  ...place,
  fee: convertAmount(place.fee, from, to),
  afterHoursFee: convertAmount(place.afterHoursFee, from, to),
});

const convertDriver = (driver: DriverAmounts, from: Currency, to: Currency): DriverAmounts => ({
  youngDriverFee: convertNullable(driver.youngDriverFee, from, to),
  permitFee: convertNullable(driver.permitFee, from, to),
});

export function convertCompanyAmounts(amounts: CompanyAmounts, from: Currency, to: Currency): CompanyAmounts {
  return {
    vehicles: amounts.vehicles.map((vehicle) => convertVehicle(vehicle, from, to)),
    places: amounts.places.map((place) => convertPlace(place, from, to)),
    extras: amounts.extras.map((extra) => convertExtra(extra, from, to)),
    driver: convertDriver(amounts.driver, from, to),
  };
}

/** One amount a change of currency affects: as it is, and as it would be converted. */
export interface AmountChange {
  owner: AmountOwner;
  field: AmountField;
  amount: number;
  converted: number;
}

/**
 * The list a company reads before it chooses: every amount above 0 it states (0 and "not offered"
 * mean the same in either currency), beside its converted figure, in the order of the profile.
 */
export function amountChanges(amounts: CompanyAmounts, from: Currency, to: Currency): AmountChange[] {
  type Amounts = Partial<Record<AmountField, number | null>>;
  const changes: AmountChange[] = [];
  const add = (owner: AmountOwner, before: Amounts, fields: readonly AmountField[], after: Amounts) => {
    for (const field of fields) {
      const amount = before[field];
      const converted = after[field];
      if (amount && amount > 0 && converted !== undefined && converted !== null) {
        changes.push({ owner, field, amount, converted });
      }
    }
  };
  for (const vehicle of amounts.vehicles) {
    const owner = { type: "vehicle" as const, id: vehicle.id, name: vehicle.name };
    add(owner, vehicle, ["dailyPrice", "weeklyPrice", "monthlyPrice", "deposit"], convertVehicle(vehicle, from, to));
  }
  for (const place of amounts.places) {
    const owner = { type: "place" as const, id: place.id, kind: place.kind, name: place.name, area: place.area };
    add(owner, place, ["fee", "afterHoursFee"], convertPlace(place, from, to));
  }
  for (const extra of amounts.extras) {
    const owner = { type: "extra" as const, id: extra.id, kind: extra.kind, name: extra.name };
    add(owner, extra, ["price", "cap"], convertExtra(extra, from, to));
  }
  add({ type: "driver" }, amounts.driver, ["youngDriverFee", "permitFee"], convertDriver(amounts.driver, from, to));
  return changes;
}

export const CURRENCY_CHANGE_MESSAGES = {
  amounts: "Choose whether to convert your amounts at EC$2.70 to US$1 or keep the numbers",
  tooLarge: "Some amounts would be above 1,000,000 once converted: lower them, or keep the numbers",
} as const;

/** Converting may not take an amount past the largest one allowed: the company lowers it or keeps its numbers. */
export const convertsTooLarge = (changes: readonly AmountChange[]) =>
  changes.some((change) => change.converted > LARGEST_AMOUNT);
