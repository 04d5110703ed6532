import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRANSMISSIONS, VEHICLE_TYPES } from "../../src/domain/constants";
import { VEHICLE_SORTS, vehicleSearchQuery } from "../../src/domain/contracts/vehicles";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { readPlainSearchQuery } from "../../src/server/vehicles/plain-search-query";

const today = todayInDominica();

/** Mostly what the search form sends, sometimes a spelling zod reads in its own way or refuses. */
const odd = fc.constantFrom("", " 4", "4.0", "1e2", "0x10", "-1", "1000000.5", "Infinity", "SUV", "2027-02-30");
const usually = <T>(plain: fc.Arbitrary<T>) => fc.oneof({ arbitrary: plain, weight: 9 }, { arbitrary: odd, weight: 1 });
const number = (max: number) => usually(fc.oneof(fc.integer({ min: 0, max }).map(String), fc.constant("04")));
const price = usually(
  fc.oneof(fc.integer({ min: 0, max: 1_000_000 }).map(String), fc.constantFrom("50.0", "49.99", "1000000")),
);
const word = (words: readonly string[]) => usually(fc.constantFrom(...words));
const fields = {
  type: word(VEHICLE_TYPES),
  q: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("  rav ", "x".repeat(101), ` ${"y".repeat(100)} `)),
  doors: number(8),
  seats: number(20),
  is4x4: word(["true", "false"]),
  transmission: word(TRANSMISSIONS),
  minPrice: price,
  maxPrice: price,
  minDeposit: price,
  maxDeposit: price,
  sort: word(VEHICLE_SORTS),
  page: number(10_001),
  pageSize: number(61),
};
/** A period from a few days ago to beyond the horizon, of up to 200 days; or one date alone, or an odd one. */
const period = fc.oneof(
  fc
    .tuple(fc.integer({ min: -2, max: 740 }), fc.integer({ min: -2, max: 200 }))
    .map(([from, days]) => ({ start: addDays(today, from), end: addDays(today, from + days) })),
  fc.record({ start: usually(fc.constant(addDays(today, 3))) }),
  fc.record({ start: odd, end: odd }),
);
const query = fc
  .tuple(
    // A few filters at a time, as the form sends them.
    fc
      .uniqueArray(fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[])), { maxLength: 4 })
      .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, fields[key]])))),
    fc.option(period, { nil: undefined }),
    // Repeated parameters arrive as arrays; unknown ones are dropped by zod.
    fc.constantFrom({}, {}, {}, { doors: ["2", "4"] }, { utm_source: "mail" }),
  )
  .map(([filters, dates, extra]) => ({ ...filters, ...dates, ...extra }));

describe("reading the search query without zod", () => {
  it("gives exactly what zod gives, or leaves the query to zod", () => {
    let read = 0;
    fc.assert(
      fc.property(query, (raw) => {
        const plain = readPlainSearchQuery(raw);
        if (plain !== undefined) read++;
        if (plain === undefined) return;
        const parsed = vehicleSearchQuery.safeParse(raw);
        expect(parsed.success, JSON.stringify(raw)).toBe(true);
        expect(plain).toStrictEqual(parsed.data);
      }),
      { numRuns: 2_000 },
    );
    // The property says something only if many queries take the plain path.
    expect(read).toBeGreaterThan(200);
    // A second on a quiet machine; a busy one takes several.
  }, 30_000);

  it("reads the searches visitors make", () => {
    const searches = [
      {},
      { start: addDays(today, 3), end: addDays(today, 9) },
      { type: "suv", start: addDays(today, 30), end: addDays(today, 30), minPrice: "50", maxPrice: "120" },
      { q: "rav", seats: "5", is4x4: "true", transmission: "automatic", sort: "price", page: "2", pageSize: "60" },
    ];
    for (const raw of searches) {
      expect(readPlainSearchQuery(raw), JSON.stringify(raw)).toStrictEqual(vehicleSearchQuery.parse(raw));
    }
  });

  it("leaves every refused query to zod, which words the errors", () => {
    for (const raw of [
      { start: addDays(today, 3) },
      { start: addDays(today, 9), end: addDays(today, 3) },
      { minPrice: "90", maxPrice: "10" },
      { page: "0" },
      { type: "spaceship" },
    ]) {
      expect(readPlainSearchQuery(raw)).toBeUndefined();
      expect(vehicleSearchQuery.safeParse(raw).success).toBe(false);
    }
  });
});
