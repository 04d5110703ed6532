import { LOCATIONS } from "./constants";
import { english, type Translate } from "./i18n/translate";
import { type Currency, formatMoney } from "./money";
import { optionLabel } from "./option-labels";

/**
 * A company's pick-up and return places and their fees (docs/product-rules.md, "Places and fees"):
 * kinds from a fixed catalogue, each with a fee, opening hours and an after-hours fee; and whether
 * a vehicle may be returned elsewhere than where it was picked up.
 */
export const PLACE_KINDS = [
  "douglas_charles_airport",
  "canefield_airport",
  "roseau_ferry_terminal",
  "town",
  "delivery",
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The kinds a company has at most one of: their key is the kind itself. */
const FIXED_PLACE_NAMES: Partial<Record<PlaceKind, string>> = {
  douglas_charles_airport: "Douglas-Charles Airport",
  canefield_airport: "Canefield Airport",
  roseau_ferry_terminal: "Roseau Ferry Terminal",
};

/** What each kind is called in the profile's list. */
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  douglas_charles_airport: "Douglas-Charles Airport",
  canefield_airport: "Canefield Airport",
  roseau_ferry_terminal: "Roseau Ferry Terminal",
  town: "Town or village",
  delivery: "Delivery to your address",
};

export interface RentalPlace {
  kind: PlaceKind;
  /** A town's or village's name; null for every other kind. */
  name: string | null;
  /** The area a delivery covers ("Roseau and Castle Comfort"); null for every other kind. */
  area: string | null;
  /** 0: free. In the company's currency. */
  fee: number;
  /** "08:00" to "17:00", a time of day in Dominica; both null: open 24 hours. */
  opens: string | null;
  closes: string | null;
  /** Added when the renter's time is outside the hours; 0 without hours. */
  afterHoursFee: number;
}

export interface RentalPlaces {
  places: RentalPlace[];
  /** May a vehicle be returned at another of the company's places than where it was picked up? */
  oneWayReturns: boolean;
}

/** The bounds of each setting, held by the database's checks too (migration 0024). */
export const PLACE_LIMITS = { places: 20, nameMax: 60, areaMax: 120, feeMax: 1_000_000 } as const;

export const PLACE_MESSAGES = {
  kind: "Place must be one of douglas_charles_airport, canefield_airport, roseau_ferry_terminal, town, delivery",
  nameRequired: "Town or village name is required",
  nameLetters: "Town or village name must contain a letter",
  areaRequired: "Delivery area is required",
  fee: "Fee must be an amount from 0 to 1,000,000",
  afterHoursFee: "After-hours fee must be an amount from 0 to 1,000,000",
  time: "Write a time of day as HH:MM, such as 08:00",
  hoursPair: "Give both the opening and the closing time, or neither for 24 hours",
  hoursSame: "Opening and closing times must differ (leave both empty for 24 hours)",
  afterHoursWithoutHours: "An after-hours fee needs opening hours",
  tooMany: "A company may list at most 20 places",
  duplicate: "This place is listed twice",
  oneWayReturns: "Say whether one-way returns are allowed",
} as const;

/** What a company that has set no places offers: the spec's five, free, at any hour, one-way allowed. */
const SPEC_TOWNS: Record<string, string> = { roseau: "Roseau", portsmouth: "Portsmouth", marigot: "Marigot" };
export const DEFAULT_PLACES: RentalPlaces = {
  places: LOCATIONS.map((location) => ({
    kind: location in SPEC_TOWNS ? ("town" as const) : (location as PlaceKind),
    name: SPEC_TOWNS[location] ?? null,
    area: null,
    fee: 0,
    opens: null,
    closes: null,
    afterHoursFee: 0,
  })),
  oneWayReturns: true,
};

/** The places a company offers: its own, or the spec's five when it has set none. */
export const offeredPlaces = (terms?: Partial<RentalPlaces>): RentalPlaces =>
  terms?.places?.length ? { places: terms.places, oneWayReturns: terms.oneWayReturns ?? true } : DEFAULT_PLACES;

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/**
 * The stable key a form and the quote name a place by: the kind for an airport or the ferry, the
 * town's name ("roseau", so the spec's five keep their values), "delivery_" and the area. Editing a
 * fee or the hours keeps it; renaming a town changes it.
 */
export function placeKey(place: Pick<RentalPlace, "kind" | "name" | "area">): string {
  if (place.kind === "town") return slug(place.name ?? "");
  if (place.kind === "delivery") return `delivery_${slug(place.area ?? "")}`;
  return place.kind;
}

/** "Douglas-Charles Airport", "Portsmouth", "Delivery to your address (Roseau area)", in `t`'s language. */
export function placeName(place: Pick<RentalPlace, "kind" | "name" | "area">, t: Translate = english): string {
  if (place.kind === "town") return place.name ?? "";
  if (place.kind === "delivery") return t("Delivery to your address ({{area}})", { area: place.area ?? "" });
  return t(FIXED_PLACE_NAMES[place.kind] ?? place.kind);
}

/** The name a request kept of its place, else the spec's place its key names (requests before the places). */
export const chosenPlaceName = (key: string | undefined, keptName?: string) =>
  keptName ?? (key ? optionLabel(key) : "");

/**
 * The names of the places a request chose, kept with it as the company offered them (its list may
 * change after); the spec's five need none, their key names them.
 */
export function chosenPlaceNames(terms: Partial<RentalPlaces> | undefined, choices: PlaceChoices) {
  if (!terms?.places?.length) return {};
  const named = (key: string | undefined) => {
    const place = findPlace(terms, key);
    return place ? placeName(place) : undefined;
  };
  return { pickupPlace: named(choices.pickup), dropoffPlace: named(choices.dropoff) };
}

/**
 * The places a rental starts with when the visitor searched for a pick-up place (`?pickup=…`): that
 * place, and the same for the return as the form's defaults do, when the company offers it; else
 * none, and the form's own defaults stand.
 */
export function searchedPlaces(
  terms: Partial<RentalPlaces> | undefined,
  pickup: string | undefined,
): Required<Pick<PlaceChoices, "pickup" | "dropoff">> | undefined {
  return pickup !== undefined && findPlace(terms, pickup) ? { pickup, dropoff: pickup } : undefined;
}

/** A chosen place with the time asked for, "Douglas-Charles Airport at 14:30", in `t`'s language. */
export const placeAtTime = (name: string, time: string | undefined, t: Translate = english) =>
  time ? t("{{place}} at {{time}}", { place: t(name), time }) : t(name);

export const findPlace = (terms: Partial<RentalPlaces> | undefined, key: string | undefined) =>
  key === undefined ? undefined : offeredPlaces(terms).places.find((place) => placeKey(place) === key);

/**
 * A place as the WhatsApp text names it, in the company's currency: "Douglas-Charles Airport at
 * 14:30 (fee US$25.00; open 08:00–17:00, after hours US$15.00)". The spec's five are named alone.
 */
export function placeForMessage(
  terms: (Partial<RentalPlaces> & { currency?: Currency }) | undefined,
  key: string,
  time?: string,
): string {
  const place = findPlace(terms, key);
  if (!place) return optionLabel(key);
  const at = time ? ` at ${time}` : "";
  if (!terms?.places?.length) return `${placeName(place)}${at}`;
  const money = (amount: number) => formatMoney(amount, { from: terms.currency });
  const fee = place.fee > 0 ? `fee ${money(place.fee)}` : "free";
  const hours =
    place.opens && place.closes
      ? `; open ${placeHours(place)}${place.afterHoursFee > 0 ? `, after hours ${money(place.afterHoursFee)}` : ""}`
      : "";
  return `${placeName(place)}${at} (${fee}${hours})`;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether `time` is within the place's hours: from opening to closing time, both included; hours
 * that close before they open run overnight (22:00 to 06:00). Without hours, always.
 */
export function isWithinHours(place: Pick<RentalPlace, "opens" | "closes">, time: string): boolean {
  const { opens, closes } = place;
  if (!opens || !closes) return true;
  return opens < closes ? time >= opens && time <= closes : time >= opens || time <= closes;
}

/** "08:00–17:00", or "24 hours". */
export const placeHours = (place: Pick<RentalPlace, "opens" | "closes">, t: Translate = english) =>
  place.opens && place.closes ? `${place.opens}–${place.closes}` : t("24 hours");

/** A renter's places and times for one rental: keys of the company's places, times as HH:MM. */
export interface PlaceChoices {
  pickup?: string;
  dropoff?: string;
  pickupTime?: string;
  dropoffTime?: string;
}

export type PlaceFeeKind = "pickup_fee" | "return_fee" | "after_hours_pickup" | "after_hours_return";

/** One fee of a rental's places, in the company's currency; `place` is the place's English name. */
export interface PlaceFee {
  kind: PlaceFeeKind;
  place: string;
  amount: number;
}

/**
 * The fees the renter's places add (docs/product-rules.md, "Places and fees"): the pick-up place's
 * fee, the return place's fee (each place charges its own, so a return where the car was picked up
 * is charged twice only when the company says so by its fee), and each place's after-hours fee when
 * the time given is outside its hours. No time given, no after-hours fee: the company settles it.
 */
export function placeFees(terms: Partial<RentalPlaces> | undefined, choices: PlaceChoices = {}): PlaceFee[] {
  const fees: PlaceFee[] = [];
  const ends = [
    {
      place: findPlace(terms, choices.pickup),
      time: choices.pickupTime,
      fee: "pickup_fee",
      late: "after_hours_pickup",
    },
    {
      place: findPlace(terms, choices.dropoff),
      time: choices.dropoffTime,
      fee: "return_fee",
      late: "after_hours_return",
    },
  ] as const;
  for (const { place, time, fee, late } of ends) {
    if (!place) continue;
    const name = placeName(place);
    if (place.fee > 0) fees.push({ kind: fee, place: name, amount: place.fee });
    if (time && place.afterHoursFee > 0 && !isWithinHours(place, time)) {
      fees.push({ kind: late, place: name, amount: place.afterHoursFee });
    }
  }
  return fees;
}

export const PLACE_CHOICE_MESSAGES = {
  oneWay: "This company takes its vehicles back only where they were picked up: choose the same return place",
} as const;

/** "Pick-up place must be one of this company's places: Douglas-Charles Airport, Portsmouth". */
const notOffered = (label: string, terms: Partial<RentalPlaces> | undefined) =>
  `${label} must be one of this company's places: ${offeredPlaces(terms)
    .places.map((place) => placeName(place))
    .join(", ")}`;

/**
 * The renter's places checked against the company's: each one it offers, and the same for both
 * when it takes no one-way returns. The first refusal, on the field to change; none when fine.
 */
export function checkPlaceChoices(
  terms: Partial<RentalPlaces> | undefined,
  choices: PlaceChoices,
): { field: "pickup" | "dropoff"; message: string } | undefined {
  if (choices.pickup !== undefined && !findPlace(terms, choices.pickup)) {
    return { field: "pickup", message: notOffered("Pick-up place", terms) };
  }
  if (choices.dropoff !== undefined && !findPlace(terms, choices.dropoff)) {
    return { field: "dropoff", message: notOffered("Return place", terms) };
  }
  const mayReturnElsewhere = offeredPlaces(terms).oneWayReturns;
  if (!mayReturnElsewhere && choices.pickup !== undefined && choices.dropoff !== choices.pickup) {
    return { field: "dropoff", message: PLACE_CHOICE_MESSAGES.oneWay };
  }
  return undefined;
}
