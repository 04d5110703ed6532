import { describe, expect, it } from "vitest";
import { LOCATIONS } from "../../src/domain/constants";
import { quoteAsShown, quoteRental } from "../../src/domain/pricing";
import {
  checkPlaceChoices,
  chosenPlaceName,
  DEFAULT_PLACES,
  isWithinHours,
  PLACE_CHOICE_MESSAGES,
  PLACE_MESSAGES,
  placeFees,
  placeForMessage,
  placeKey,
  placeName,
  type RentalPlace,
  searchedPlaces,
} from "../../src/domain/rental-places";
import { rentalPlacesSchema } from "../../src/domain/rental-places-schema";
import type { RentalTerms } from "../../src/domain/rental-terms";

const place = (overrides: Partial<RentalPlace>): RentalPlace => ({
  kind: "town",
  name: "Portsmouth",
  area: null,
  fee: 0,
  opens: null,
  closes: null,
  afterHoursFee: 0,
  ...overrides,
});
const airport = place({
  kind: "douglas_charles_airport",
  name: null,
  fee: 25,
  opens: "08:00",
  closes: "17:00",
  afterHoursFee: 15,
});
const delivery = place({ kind: "delivery", name: null, area: "Roseau and Castle Comfort", fee: 10 });
const terms: Partial<RentalTerms> = {
  companyId: 1,
  currency: "USD",
  places: [airport, place({}), delivery],
  oneWayReturns: true,
};

describe("the places a company offers", () => {
  it("are the spec's five, free and at any hour, when it has set none; their keys are the spec's values", () => {
    expect(DEFAULT_PLACES.places.map(placeKey)).toEqual([...LOCATIONS]);
    expect(DEFAULT_PLACES.places.every((p) => p.fee === 0 && p.opens === null)).toBe(true);
    expect(DEFAULT_PLACES.oneWayReturns).toBe(true);
    expect(placeFees(undefined, { pickup: "roseau", dropoff: "canefield_airport" })).toEqual([]);
  });

  it.each([
    [airport, "douglas_charles_airport", "Douglas-Charles Airport"],
    [place({ name: "Saint Joseph" }), "saint_joseph", "Saint Joseph"],
    [place({ name: "Grand'Baie é" }), "grand_baie_e", "Grand'Baie é"],
    [delivery, "delivery_roseau_and_castle_comfort", "Delivery to your address (Roseau and Castle Comfort)"],
    [place({ kind: "roseau_ferry_terminal", name: null }), "roseau_ferry_terminal", "Roseau Ferry Terminal"],
  ])("keys and names %o", (given, key, name) => {
    expect(placeKey(given)).toBe(key);
    expect(placeName(given)).toBe(name);
  });

  it("names a kept request's place by its kept name, else by the spec's label", () => {
    expect(chosenPlaceName("saint_joseph", "Saint Joseph")).toBe("Saint Joseph");
    expect(chosenPlaceName("douglas_charles_airport")).toBe("Douglas-Charles Airport");
  });
});

describe("searchedPlaces: the place a search named, chosen on the vehicle page and in Book Now", () => {
  it.each([
    ["a place the company offers", terms, "douglas_charles_airport", "douglas_charles_airport"],
    ["a town the company offers", terms, "portsmouth", "portsmouth"],
    ["a place of the search the company does not offer", terms, "roseau", undefined],
    ["an unknown key", terms, "the_moon", undefined],
    ["no place", terms, undefined, undefined],
    ["one of the spec's five, for a company that set none", undefined, "canefield_airport", "canefield_airport"],
  ])("%s", (_case, companyTerms, pickup, expected) => {
    // The return is the same place, as the form's defaults are.
    expect(searchedPlaces(companyTerms, pickup)).toEqual(expected && { pickup: expected, dropoff: expected });
  });

  it("prices the place's fee at both ends on the vehicle page, as the form starting with it does", () => {
    expect(
      placeFees(terms, searchedPlaces(terms, "douglas_charles_airport")).map((fee) => [fee.kind, fee.amount]),
    ).toEqual([
      ["pickup_fee", 25],
      ["return_fee", 25],
    ]);
  });
});

describe("opening hours", () => {
  it.each([
    ["07:59", false],
    ["08:00", true],
    ["17:00", true],
    ["17:01", false],
  ])("08:00–17:00 at %s: within %s", (time, within) => {
    expect(isWithinHours(airport, time)).toBe(within);
  });

  it.each([
    ["23:00", true],
    ["06:00", true],
    ["12:00", false],
  ])("overnight 22:00–06:00 at %s: within %s", (time, within) => {
    expect(isWithinHours({ opens: "22:00", closes: "06:00" }, time)).toBe(within);
  });

  it("is always within without hours", () => {
    expect(isWithinHours({ opens: null, closes: null }, "03:00")).toBe(true);
  });
});

describe("placeFees and the quote", () => {
  const vehicle = { dailyPrice: 50, weeklyPrice: null, monthlyPrice: null, deposit: 200, currency: "USD" as const };
  const period = { startDate: "2030-01-01", endDate: "2030-01-04" };

  it("adds the pick-up and return places' fees, and each after-hours fee outside the hours only", () => {
    const choices = { pickup: "douglas_charles_airport", dropoff: "delivery_roseau_and_castle_comfort" };
    expect(placeFees(terms, choices).map((fee) => [fee.kind, fee.amount])).toEqual([
      ["pickup_fee", 25],
      ["return_fee", 10],
    ]);
    expect(placeFees(terms, { ...choices, pickupTime: "12:00" })).toHaveLength(2);
    expect(placeFees(terms, { ...choices, pickupTime: "06:30" }).map((fee) => fee.kind)).toContain(
      "after_hours_pickup",
    );
    expect(placeFees(terms, { pickup: "portsmouth", dropoff: "portsmouth", pickupTime: "03:00" })).toEqual([]);
  });

  it("quotes the fee lines after the days, labelled, the total their sum", () => {
    const quote = quoteRental(vehicle, period, {
      terms,
      choices: { pickup: "douglas_charles_airport", dropoff: "douglas_charles_airport", dropoffTime: "21:00" },
    });
    expect(quote.lines.map((line) => [line.label, line.amount])).toEqual([
      ["4 days at the daily rate", 200],
      ["Pick-up at Douglas-Charles Airport", 25],
      ["Return at Douglas-Charles Airport", 25],
      ["After-hours return", 15],
    ]);
    expect(quote.total).toBe(265);
  });

  it("shows a fee line as its converted amount, the lines adding up to the shown total", () => {
    const quote = quoteRental(vehicle, period, { terms, choices: { pickup: "douglas_charles_airport" } });
    const shown = quoteAsShown(quote, "XCD");
    expect(shown.lines.map((line) => line.shown)).toEqual([540, 67.5]);
    expect(shown.total).toBe(607.5);
  });

  it("adds nothing for a period of no days", () => {
    const quote = quoteRental(
      vehicle,
      { startDate: "2030-01-04", endDate: "2030-01-01" },
      {
        terms,
        choices: { pickup: "douglas_charles_airport" },
      },
    );
    expect(quote.lines).toEqual([]);
  });
});

describe("checkPlaceChoices", () => {
  it("accepts the company's places, and the spec's five for a company without any", () => {
    expect(checkPlaceChoices(terms, { pickup: "portsmouth", dropoff: "douglas_charles_airport" })).toBeUndefined();
    expect(checkPlaceChoices(undefined, { pickup: "marigot", dropoff: "roseau" })).toBeUndefined();
    expect(checkPlaceChoices(terms, {})).toBeUndefined();
  });

  it("refuses a place the company does not offer, naming its places", () => {
    expect(checkPlaceChoices(terms, { pickup: "roseau" })).toEqual({
      field: "pickup",
      message:
        "Pick-up place must be one of this company's places: Douglas-Charles Airport, Portsmouth, Delivery to your address (Roseau and Castle Comfort)",
    });
    expect(checkPlaceChoices(terms, { pickup: "portsmouth", dropoff: "marigot" })?.field).toBe("dropoff");
    expect(checkPlaceChoices(undefined, { pickup: "london" })?.message).toBe(
      "Pick-up place must be one of this company's places: Roseau, Portsmouth, Marigot, Douglas-Charles Airport, Canefield Airport",
    );
  });

  it("refuses a return elsewhere when the company takes no one-way returns", () => {
    const sameOnly = { ...terms, oneWayReturns: false };
    expect(checkPlaceChoices(sameOnly, { pickup: "portsmouth", dropoff: "douglas_charles_airport" })).toEqual({
      field: "dropoff",
      message: PLACE_CHOICE_MESSAGES.oneWay,
    });
    expect(checkPlaceChoices(sameOnly, { pickup: "portsmouth", dropoff: "portsmouth" })).toBeUndefined();
  });
});

describe("placeForMessage", () => {
  it("names a company's place with its fee, hours and the time asked", () => {
    expect(placeForMessage(terms, "douglas_charles_airport", "14:30")).toBe(
      "Douglas-Charles Airport at 14:30 (fee US$25.00; open 08:00–17:00, after hours US$15.00)",
    );
    expect(placeForMessage(terms, "portsmouth")).toBe("Portsmouth (free)");
  });

  it("names the spec's places alone, as before", () => {
    expect(placeForMessage(undefined, "douglas_charles_airport")).toBe("Douglas-Charles Airport");
  });
});

describe("rentalPlacesSchema", () => {
  const valid = { places: [{ kind: "douglas_charles_airport", fee: 25 }], oneWayReturns: true };
  const issues = (input: unknown) => {
    const result = rentalPlacesSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  const withPlace = (overrides: Record<string, unknown>) => ({
    ...valid,
    places: [{ kind: "town", name: "Portsmouth", fee: 0, ...overrides }],
  });

  it("accepts a list, fills the defaults and drops a name a kind does not have", () => {
    const parsed = rentalPlacesSchema.parse({
      places: [{ kind: "canefield_airport", name: "ignored", fee: "", opens: "", closes: "" }],
      oneWayReturns: false,
    });
    expect(parsed.places[0]).toEqual({
      kind: "canefield_airport",
      name: null,
      area: null,
      fee: 0,
      opens: null,
      closes: null,
      afterHoursFee: 0,
    });
    expect(issues({ places: [], oneWayReturns: true })).toEqual({});
  });

  it.each([
    [{ kind: "harbour" }, "places.0.kind", PLACE_MESSAGES.kind],
    [{ name: "" }, "places.0.name", PLACE_MESSAGES.nameRequired],
    [{ name: "!!!" }, "places.0.name", PLACE_MESSAGES.nameLetters],
    [{ name: "x".repeat(61) }, "places.0.name", "Town or village name must be at most 60 characters"],
    [{ kind: "delivery", name: null }, "places.0.area", PLACE_MESSAGES.areaRequired],
    [{ kind: "delivery", area: "y".repeat(121) }, "places.0.area", "Delivery area must be at most 120 characters"],
    [{ fee: -1 }, "places.0.fee", PLACE_MESSAGES.fee],
    [{ fee: 1_000_001 }, "places.0.fee", PLACE_MESSAGES.fee],
    [{ fee: "ten" }, "places.0.fee", PLACE_MESSAGES.fee],
    [{ opens: "8am", closes: "17:00" }, "places.0.opens", PLACE_MESSAGES.time],
    [{ opens: "08:00" }, "places.0.closes", PLACE_MESSAGES.hoursPair],
    [{ closes: "17:00" }, "places.0.opens", PLACE_MESSAGES.hoursPair],
    [{ opens: "08:00", closes: "08:00" }, "places.0.closes", PLACE_MESSAGES.hoursSame],
    [{ afterHoursFee: 5 }, "places.0.afterHoursFee", PLACE_MESSAGES.afterHoursWithoutHours],
    [
      { opens: "08:00", closes: "17:00", afterHoursFee: 2_000_000 },
      "places.0.afterHoursFee",
      PLACE_MESSAGES.afterHoursFee,
    ],
  ])("refuses %o", (overrides, field, message) => {
    expect(issues(withPlace(overrides))).toEqual({ [field]: message });
  });

  it("refuses a place listed twice, more than 20 places, and a missing one-way rule", () => {
    const twice = {
      places: [
        { kind: "town", name: "Roseau" },
        { kind: "town", name: "roseau " },
      ],
      oneWayReturns: true,
    };
    expect(issues(twice)).toEqual({ "places.1.name": PLACE_MESSAGES.duplicate });
    const many = {
      places: Array.from({ length: 21 }, (_, i) => ({ kind: "town", name: `Town ${i}` })),
      oneWayReturns: true,
    };
    expect(issues(many)).toEqual({ places: PLACE_MESSAGES.tooMany });
    expect(issues({ places: [] })).toEqual({ oneWayReturns: PLACE_MESSAGES.oneWayReturns });
  });
});
