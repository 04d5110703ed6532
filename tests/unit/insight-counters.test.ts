import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InsightCounters } from "../../src/server/insights/counters";

/** Counters on a clock a test moves: 13:00 UTC is 09:00 in Dominica, 03:59 UTC still the day before. */
function counters(at = "2027-03-02T13:00:00Z") {
  const clock = { now: new Date(at) };
  return { clock, counters: new InsightCounters(() => clock.now) };
}

describe("InsightCounters", () => {
  it("counts views, quotes and lost searches per vehicle and Dominica day, and starts again after a drain", () => {
    const { clock, counters: c } = counters();
    c.view(1);
    c.view(1);
    c.quote(1);
    c.view(2);
    clock.now = new Date("2027-03-03T03:59:00Z");
    c.view(2);
    expect(c.drain()).toEqual([
      { vehicleId: 1, day: "2027-03-02", views: 2, quotes: 1, lostSearches: 0 },
      { vehicleId: 2, day: "2027-03-02", views: 2, quotes: 0, lostSearches: 0 },
    ]);
    expect(c.drain()).toEqual([]);
  });

  it("finds a search's lost vehicles once per flush, then only counts the search", () => {
    const { counters: c } = counters();
    let finds = 0;
    const find = () => {
      finds++;
      return Int32Array.of(7, 8);
    };
    for (let i = 0; i < 3; i++) c.lostSearch("v1|a", find);
    c.lostSearch("v1|b", () => Int32Array.of(8));
    expect(finds).toBe(1);
    // A search that lost nothing is looked at once too: its repeats are a lookup.
    let emptyFinds = 0;
    for (let i = 0; i < 3; i++) {
      c.lostSearch("v1|none", () => {
        emptyFinds++;
        return new Int32Array(0);
      });
    }
    expect(emptyFinds).toBe(1);
    expect(c.drain()).toEqual([
      { vehicleId: 7, day: "2027-03-02", views: 0, quotes: 0, lostSearches: 3 },
      { vehicleId: 8, day: "2027-03-02", views: 0, quotes: 0, lostSearches: 4 },
    ]);
    c.lostSearch("v1|a", find);
    expect(finds).toBe(2);
  });

  it("counts nothing for a search it cannot tell about, nor when counting is off", () => {
    const { counters: c } = counters();
    c.lostSearch("v1|a", () => undefined);
    c.isCounting = false;
    c.view(1);
    c.quote(1);
    c.lostSearch("v1|b", () => Int32Array.of(1));
    expect(c.drain()).toEqual([]);
  });

  it("puts back counts a flush could not write, added to those counted since", () => {
    const { counters: c } = counters();
    c.view(1);
    const failed = c.drain();
    c.view(1);
    c.restore(failed);
    expect(c.drain()).toEqual([{ vehicleId: 1, day: "2027-03-02", views: 2, quotes: 0, lostSearches: 0 }]);
  });

  it("counts every search and repeat to its vehicles, however many searches are kept between drains", () => {
    // A search's vehicles (found anew each time, in one reused buffer as the read model gives them).
    const buffer = new Int32Array(64);
    const find = (search: number) => () => {
      const length = search % 5;
      for (let k = 0; k < length; k++) buffer[k] = 1 + ((search * 7 + k * 13) % 40);
      return buffer.subarray(0, length);
    };
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.constant("drain" as const)), { maxLength: 3000 }),
        (steps) => {
          const { counters: c } = counters();
          const expected = new Map<number, number>();
          const drained = new Map<number, number>();
          const drain = () => {
            for (const row of c.drain())
              drained.set(row.vehicleId, (drained.get(row.vehicleId) ?? 0) + row.lostSearches);
          };
          for (const step of steps) {
            if (step === "drain") {
              drain();
              continue;
            }
            c.lostSearch(`v1|${step}`, find(step));
            for (const id of find(step)()) expected.set(id, (expected.get(id) ?? 0) + 1);
          }
          drain();
          expect(drained).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});
