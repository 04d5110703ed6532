import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  filtersFromForm,
  formFromFilters,
  sliderMax,
} from "../../src/client/features/vehicles/search-params";
import { vehicleFiltersQuery } from "../../src/domain/contracts/vehicles";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  filtersFromSearch,
  periodFromSearch,
  pickupFromSearch,
  searchFromFilters,
  searchFromPeriod,
  vehiclePageSearch,
} from "../../src/domain/vehicle-search-url";

/** The day `n` days from today in Dominica: a search's period may not start in the past. */
const day = (n: number) => addDays(todayInDominica(), n);

describe("the /vehicles URL holds the search", () => {
  it.each([
    ["", {}],
    ["type=suv", { type: "suv" }],
    ["type=spaceship", {}],
    ["q=%20toyota%20", { q: "toyota" }],
    ["doors=4&seats=7", { doors: 4, seats: 7 }],
    ["doors=3&seats=6", {}], // not options of the form
    [`start=${day(30)}&end=${day(33)}`, { start: day(30), end: day(33) }],
    [`start=${day(30)}`, {}], // a period needs both ends
    [`start=${day(33)}&end=${day(33)}`, {}], // the end comes after the start
    ["start=2027-02-30&end=2027-03-04", {}],
    [`start=${day(-1)}&end=${day(3)}`, {}], // a link from yesterday: the period is over
    [`start=${day(1)}&end=${day(180)}`, { start: day(1), end: day(180) }], // 180 days: the longest rental
    [`start=${day(1)}&end=${day(181)}`, {}],
    [`start=${day(800)}&end=${day(803)}`, {}], // beyond the two years a booking may start in
    ["is4x4=true&transmission=automatic&sort=price", { is4x4: "true", transmission: "automatic", sort: "price" }],
    ["is4x4=yes&transmission=cvt&sort=cheapest", {}],
    ["minPrice=50&maxPrice=120", { minPrice: 50, maxPrice: 120 }],
    ["minPrice=150&maxPrice=120", { minPrice: 150 }],
    ["minDeposit=abc&maxDeposit=500", { maxDeposit: 500 }],
    ["minDeposit=100&maxDeposit=50", { minDeposit: 100 }],
    ["page=3&utm_source=x", {}],
  ])("reads %j", (search, expected) => {
    expect(filtersFromSearch(search)).toEqual(expected);
  });

  it("writes every filter in a fixed order and reads it back", () => {
    const filters = {
      maxDeposit: 800,
      q: "land cruiser",
      type: "suv",
      end: day(33),
      start: day(30),
      sort: "newest",
      transmission: "automatic",
      is4x4: "true",
      seats: 7,
      doors: 5,
      minPrice: 40,
      maxPrice: 200,
      minDeposit: 100,
    } as const;
    const search = searchFromFilters(filters);
    expect(search).toBe(
      `type=suv&q=land+cruiser&doors=5&seats=7&is4x4=true&transmission=automatic&start=${day(30)}&end=${day(33)}` +
        "&minPrice=40&maxPrice=200&minDeposit=100&maxDeposit=800&sort=newest",
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it("round-trips through the form, which sends a period only once both dates are set", () => {
    const filters = filtersFromSearch(
      `type=van&seats=9&is4x4=true&transmission=manual&start=${day(30)}&end=${day(31)}&maxPrice=90&sort=price`,
    );
    expect(filtersFromForm(formFromFilters(filters))).toEqual(filters);
    const halfPeriod = { ...formFromFilters({}), startDate: day(30), q: "  " };
    expect(searchFromFilters(filtersFromForm(halfPeriod))).toBe("");
    expect(formFromFilters({})).toMatchObject({ type: "all", doors: "any", seats: "any", q: "", startDate: "" });
  });
});

describe("the URL is read without zod, as the API's schema reads each parameter", () => {
  /** Each value as the API's own schema takes it; the URL's extra checks (form options, order of bounds) are the reader's. */
  const bySchema = (key: keyof typeof vehicleFiltersQuery.shape, raw: string) => {
    const parsed = vehicleFiltersQuery.shape[key].safeParse(raw);
    return parsed.success && parsed.data !== "" ? parsed.data : undefined;
  };
  const values = fc.oneof(
    fc.constantFrom("suv", "van", "bike", "Suv", "true", "false", "manual", "automatic", "price", "newest"),
    fc.constantFrom("0", "2", "4", "5", "9", "10", " 4 ", "4.5", "-1", "1e3", "0x10", "1000000", "1000001"),
    fc.constantFrom("Infinity", "NaN", "abc", "12abc", ".5", "5.", "+7", "2027-02-30", "2027-03-01", "2027-3-1"),
    fc.string({ maxLength: 4 }),
    fc.string({ minLength: 95, maxLength: 110 }).map((text) => ` ${text} `),
    fc.integer({ min: -5, max: 1_000_010 }).map(String),
    fc.integer({ min: -3, max: 900 }).map(day),
  );
  const keys = ["type", "q", "doors", "seats", "is4x4", "transmission", "minPrice", "maxDeposit", "sort"] as const;

  it.each(keys)("%s", (key) => {
    fc.assert(
      fc.property(values, (raw) => {
        const expected = raw.trim() === "" ? undefined : bySchema(key, raw);
        const read = filtersFromSearch(new URLSearchParams({ [key]: raw }).toString())[key];
        const dropped = (key === "doors" || key === "seats") && read === undefined; // not among the form's options
        if (!dropped) expect(read).toEqual(expected);
      }),
    );
  });

  it("a period", () => {
    fc.assert(
      fc.property(values, values, (start, end) => {
        const isBookable = vehicleFiltersQuery.safeParse({ start, end }).success && start < end;
        expect(periodFromSearch(new URLSearchParams({ start, end }).toString()) !== undefined).toBe(isBookable);
      }),
    );
  });
});

describe("a vehicle page's address holds the chosen dates as the catalogue's does (issue 24)", () => {
  it("reads start and end back from the catalogue's spelling, dropping everything else", () => {
    const period = { startDate: day(3), endDate: day(7) };
    const search = searchFromPeriod(period);
    expect(search).toBe(`start=${day(3)}&end=${day(7)}`);
    expect(periodFromSearch(`utm_source=whatsapp&${search}&type=suv`)).toEqual(period);
    expect(searchFromPeriod(undefined)).toBe("");
  });

  it("keeps the search's pick-up place beside the dates, by the filter's own name", () => {
    const period = { startDate: day(3), endDate: day(7) };
    expect(searchFromPeriod(period, "douglas_charles_airport")).toBe(
      `start=${day(3)}&end=${day(7)}&pickup=douglas_charles_airport`,
    );
    expect(searchFromPeriod(undefined, "roseau")).toBe("pickup=roseau");
    expect(pickupFromSearch("type=suv&pickup=canefield_airport")).toBe("canefield_airport");
    expect(pickupFromSearch("pickup=the_moon")).toBeUndefined();
    expect(pickupFromSearch("pickup=any")).toBeUndefined();
  });

  it("is rendered and cached for its dates and place alone, in one spelling", () => {
    expect(vehiclePageSearch(`pickup=roseau&utm_source=x&end=${day(7)}&type=suv&start=${day(3)}`)).toBe(
      `start=${day(3)}&end=${day(7)}&pickup=roseau`,
    );
    expect(vehiclePageSearch("pickup=the_moon&book=12")).toBe("");
  });

  it.each([
    ["no dates", ""],
    ["only a start", `start=${day(3)}`],
    ["an end before the start", `start=${day(7)}&end=${day(3)}`],
    ["a period already over", `start=${day(-9)}&end=${day(-5)}`],
    ["a period longer than a rental may be", `start=${day(1)}&end=${day(200)}`],
    ["dates that are not days", "start=2027-02-30&end=2027-03-02"],
  ])("has no period for %s", (_case, search) => {
    expect(periodFromSearch(search)).toBeUndefined();
  });
});

describe("the phone's Filters (n) button", () => {
  it.each([
    ["", 0],
    ["sort=price", 0], // the order is not a filter
    ["q=jeep&type=suv&doors=4&seats=5", 4],
    ["is4x4=true&transmission=automatic", 2],
    [`start=${day(3)}&end=${day(5)}`, 1], // one period
    ["minPrice=40&maxPrice=90", 1], // one range
    ["maxPrice=90&minDeposit=100", 2],
  ])("%j counts %i", (search, count) => {
    expect(activeFilterCount(formFromFilters(filtersFromSearch(search)))).toBe(count);
  });
});

describe("slider maximum: the highest price rounded up to a whole step, 1000 when there is none", () => {
  it.each([
    [null, 10, 1000],
    [0, 10, 1000],
    [85, 10, 90],
    [90, 10, 90],
    [701, 50, 750],
  ])("highest %s, step %s → %s", (highest, step, expected) => {
    expect(sliderMax(highest, step)).toBe(expected);
  });
});
