import { describe, expect, it } from "vitest";
import { filtersFromForm, formFromFilters, sliderMax } from "../../src/client/features/vehicles/search-params";
import { filtersFromSearch, searchFromFilters } from "../../src/domain/vehicle-search-url";

describe("the /vehicles URL holds the search", () => {
  it.each([
    ["", {}],
    ["type=suv", { type: "suv" }],
    ["type=spaceship", {}],
    ["q=%20toyota%20", { q: "toyota" }],
    ["doors=4&seats=7", { doors: 4, seats: 7 }],
    ["doors=3&seats=6", {}], // not options of the form
    ["start=2031-05-01&end=2031-05-04", { start: "2031-05-01", end: "2031-05-04" }],
    ["start=2031-05-01", {}], // a period needs both ends
    ["start=2031-05-04&end=2031-05-04", {}], // the end comes after the start
    ["start=2031-02-30&end=2031-03-04", {}],
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
      end: "2031-05-04",
      start: "2031-05-01",
      seats: 7,
      doors: 5,
      minPrice: 40,
      maxPrice: 200,
      minDeposit: 100,
    } as const;
    const search = searchFromFilters(filters);
    expect(search).toBe(
      "type=suv&q=land+cruiser&doors=5&seats=7&start=2031-05-01&end=2031-05-04&minPrice=40&maxPrice=200&minDeposit=100&maxDeposit=800",
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it("round-trips through the form, which sends a period only once both dates are set", () => {
    const filters = filtersFromSearch("type=van&seats=9&start=2031-05-01&end=2031-05-02&maxPrice=90");
    expect(filtersFromForm(formFromFilters(filters))).toEqual(filters);
    const halfPeriod = { ...formFromFilters({}), startDate: "2031-05-01", q: "  " };
    expect(searchFromFilters(filtersFromForm(halfPeriod))).toBe("");
    expect(formFromFilters({})).toMatchObject({ type: "all", doors: "any", seats: "any", q: "", startDate: "" });
  });
});

describe("slider maximum (spec §9)", () => {
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
