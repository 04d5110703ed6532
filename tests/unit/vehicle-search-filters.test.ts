import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filtersFromForm, formFromFilters } from "../../src/client/features/vehicles/search-params";
import { vehicleFiltersQuery, vehicleSearchQuery } from "../../src/domain/contracts/vehicles";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  listingNumber,
  type ParamRule,
  paramReader,
  paramsOf,
  type SearchFilter,
  wantedOf,
} from "../../src/domain/vehicle-search/filter-kinds";
import { SEARCH_FILTERS, SEARCH_PARAMS, type VehicleFilters } from "../../src/domain/vehicle-search/filters";
import { filtersFromSearch, searchFromFilters } from "../../src/domain/vehicle-search-url";
import { readPlainSearchQuery } from "../../src/server/vehicles/plain-search-query";

const day = (n: number) => addDays(todayInDominica(), n);
const shape = vehicleFiltersQuery.shape as Record<
  string,
  (typeof vehicleFiltersQuery.shape)[keyof typeof vehicleFiltersQuery.shape]
>;

/** Values each filter may hold, as the form sets them: what a shared link must carry back. */
function settable(filter: SearchFilter): fc.Arbitrary<Record<string, unknown>> {
  switch (filter.kind) {
    case "choice":
    case "among":
      return fc.constantFrom(...filter.words).map((word) => ({ [filter.name]: word }));
    case "flag":
      return fc.constantFrom("true", "false").map((flag) => ({ [filter.name]: flag }));
    case "text":
      return fc
        .string({ minLength: 1, maxLength: filter.maxLength })
        .filter((text) => text.trim() === text && text !== "")
        .map((text) => ({ [filter.name]: text }));
    case "count":
      return fc.constantFrom(...filter.options).map((count) => ({ [filter.name]: count }));
    case "range":
      return fc
        .tuple(fc.integer({ min: filter.min, max: filter.max }), fc.integer({ min: filter.min, max: filter.max }))
        .map(([a, b]) => ({ [filter.params[0]]: Math.min(a, b), [filter.params[1]]: Math.max(a, b) }));
    case "period":
      return fc
        .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 179 }))
        .map(([from, days]) => ({ [filter.params[0]]: day(from), [filter.params[1]]: day(from + days) }));
  }
}

describe("the filter table (src/domain/vehicle-search/filters.ts)", () => {
  it("declares each parameter once, the zod query's fields in the URL's order", () => {
    const names = SEARCH_PARAMS.map((param) => param.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(vehicleFiltersQuery.shape)).toEqual(names);
    expect(Object.keys(vehicleSearchQuery.shape)).toEqual([...names, "page", "pageSize"]);
  });

  it.each(SEARCH_FILTERS.map((filter) => [filter.name, filter] as const))(
    "%s: a link, the API and the form carry every value back",
    (_name, filter) => {
      fc.assert(
        fc.property(settable(filter), (values) => {
          const filters = values as VehicleFilters;
          const search = searchFromFilters(filters);
          expect(filtersFromSearch(search)).toEqual(filters);
          expect(vehicleFiltersQuery.parse(filters)).toEqual(filters);
          expect(readPlainSearchQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual(
            vehicleSearchQuery.parse(Object.fromEntries(new URLSearchParams(search))),
          );
          expect(filtersFromForm(formFromFilters(filters))).toEqual(filters);
        }),
        { numRuns: 50 },
      );
    },
  );

  /** Text each parameter's rule must refuse: beyond its bounds, not among its words, not a day. */
  function refusedTexts(rule: ParamRule): string[] {
    switch (rule.kind) {
      case "number":
        return [String(rule.min - 1), String(rule.max + 1), "abc", ...(rule.whole ? [`${rule.min}.5`] : [])];
      case "word":
        return ["spaceship", rule.words[0]?.toUpperCase() ?? "X"];
      case "flag":
        return ["yes", "TRUE"];
      case "text":
        return ["x".repeat(rule.maxLength + 1)];
      case "day":
        return ["2027-02-30", "tomorrow"];
    }
  }
  const refused = (filter: SearchFilter) =>
    paramsOf(filter).map(({ name, rule }): [string, string[]] => [name, refusedTexts(rule)]);

  it.each(SEARCH_FILTERS.flatMap(refused))("%s: bounds refused by the API, dropped from a link: %j", (name, texts) => {
    for (const raw of texts) {
      const parsed = shape[name]?.safeParse(raw);
      expect(parsed?.success, raw).toBe(false);
      expect(parsed?.error?.issues[0]?.message, raw).toMatch(new RegExp(`^${name} must `));
      expect(filtersFromSearch(new URLSearchParams({ [name]: raw }).toString())).toEqual({});
      expect(readPlainSearchQuery({ [name]: raw })).toBeUndefined();
    }
  });

  it("each parameter reads as its zod field, without zod", () => {
    const texts = fc.oneof(
      fc.constantFrom("", " ", " 4 ", "4.0", "1e2", "0x10", "-1", "Infinity", "NaN", "+7", ".5", "2027-03-01"),
      fc.constantFrom(...SEARCH_PARAMS.flatMap(({ rule }) => (rule.kind === "word" ? rule.words : []))),
      fc.integer({ min: -5, max: 1_000_010 }).map(String),
      fc.string({ maxLength: 5 }),
    );
    for (const { name, rule } of SEARCH_PARAMS) {
      const read = paramReader(rule);
      fc.assert(
        fc.property(texts, (raw) => {
          const parsed = shape[name]?.safeParse(raw);
          expect(read(raw), `${name}=${raw}`).toEqual(parsed?.success ? parsed.data : undefined);
        }),
        { numRuns: 200 },
      );
    }
  });

  it("refuses a range's bounds upside down and a half period, on the field to change", () => {
    for (const filter of SEARCH_FILTERS) {
      if (filter.kind !== "range" && filter.kind !== "period") continue;
      const [first, second] = filter.params;
      const query = filter.kind === "range" ? { [first]: "90", [second]: "10" } : { [first]: day(3) };
      const parsed = vehicleFiltersQuery.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([[second]]);
    }
  });

  it.each([
    [{ type: "suv" }, "type", { compare: "equals", listing: "type", value: "suv" }],
    [{ is4x4: "false" }, "is4x4", { compare: "equals", listing: "is4x4", value: false }],
    [{ q: "" }, "q", undefined],
    [{ seats: 5 }, "seats", { compare: "atLeast", listing: "seats", value: 5 }],
    [{ doors: 4 }, "doors", { compare: "equals", listing: "doors", value: 4 }],
    [{ maxPrice: 90 }, "price", { compare: "between", listing: "dailyPriceUsd", min: undefined, max: 90 }],
    [{ start: day(3) }, "period", undefined],
    [{ start: day(3), end: day(5) }, "period", { compare: "freeBetween", start: day(3), end: day(5) }],
    [{ pickup: "portsmouth" }, "pickup", { compare: "includes", listing: "pickupPlaces", value: "portsmouth" }],
    [{}, "pickup", undefined],
  ] as const)("%j asks of %s: %j (the SQL and the read model compare this)", (values, name, wanted) => {
    const filter = SEARCH_FILTERS.find((entry) => entry.name === name) as SearchFilter;
    expect(wantedOf(filter, values)).toEqual(wanted);
  });

  describe("the pick-up place (an `among` filter)", () => {
    const pickup = SEARCH_FILTERS.find((entry) => entry.name === "pickup") as SearchFilter;

    it("offers the spec's five places, by the keys the quote names them by", () => {
      expect(pickup).toMatchObject({
        kind: "among",
        words: ["roseau", "portsmouth", "marigot", "douglas_charles_airport", "canefield_airport"],
        listing: "pickupPlaces",
      });
    });

    it("reads a company's set of places as bits, so the read model tests one bit per search", () => {
      expect(listingNumber(pickup, ["marigot", "roseau", "roseau_ferry_terminal", "delivery_roseau"])).toBe(0b101);
      expect(listingNumber(pickup, [])).toBe(0);
      expect(listingNumber(pickup, "marigot")).toBe(0b100);
      expect(listingNumber(pickup, "canefield_airport")).toBe(0b10000);
    });

    it("is dropped from a link as 'any place' or an unknown place, and the form keeps the choice", () => {
      expect(filtersFromSearch("pickup=any&type=suv")).toEqual({ type: "suv" });
      expect(filtersFromSearch("pickup=atlantis")).toEqual({});
      expect(formFromFilters({}).pickup).toBe("any");
      expect(formFromFilters({ pickup: "marigot" }).pickup).toBe("marigot");
      expect(filtersFromForm({ ...formFromFilters({}), pickup: "any" }).pickup).toBeUndefined();
    });

    it("refuses an unknown place in the API, naming the field and the places", () => {
      const parsed = vehicleFiltersQuery.safeParse({ pickup: "atlantis" });
      expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        {
          path: ["pickup"],
          message: "pickup must be one of roseau, portsmouth, marigot, douglas_charles_airport, canefield_airport",
        },
      ]);
    });
  });
});
