import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BusyDayIndex } from "../../src/server/catalogue/read-model/busy-day-index";
import { isFreeBetween } from "../../src/server/catalogue/read-model/busy-days";

const FIRST = 20_000; // a day number: 2024-10-04

/** Sorted, apart runs [first, last, …] from gaps and lengths. */
const runsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 9 })), { maxLength: 12 })
  .map((steps) => {
    const runs: number[] = [];
    let day = FIRST - 30;
    for (const [gap, length] of steps) {
      const first = day + gap;
      runs.push(first, first + length);
      day = first + length + 1;
    }
    return Int32Array.from(runs);
  });

describe("the busy-day index", () => {
  it("marks as busy exactly the vehicles whose runs share a day with the period", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(runsArbitrary, { nil: undefined }), { minLength: 1, maxLength: 70 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        (vehicles, offset, length) => {
          const index = new BusyDayIndex(FIRST, vehicles);
          const [start, end] = [FIRST + offset, FIRST + offset + length];
          const busy = index.busyBetween(start, end);
          expect(busy).toBeDefined();
          vehicles.forEach((runs, slot) => {
            const isBusy = (((busy as Uint32Array)[slot >>> 5] as number) >>> (slot & 31)) & 1;
            expect(isBusy === 1, `slot ${slot}`).toBe(!isFreeBetween(runs, start, end));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("answers each period asked, the same one twice in a row or again after another", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(runsArbitrary, { nil: undefined }), { minLength: 1, maxLength: 70 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 5 })), {
          minLength: 2,
          maxLength: 8,
        }),
        (vehicles, periods) => {
          const index = new BusyDayIndex(FIRST, vehicles);
          for (const [offset, length] of periods) {
            const [start, end] = [FIRST + 5 * offset, FIRST + 5 * offset + length];
            const busy = index.busyBetween(start, end) as Uint32Array;
            vehicles.forEach((runs, slot) => {
              expect((((busy[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1).toBe(!isFreeBetween(runs, start, end));
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("leaves to the runs a period before its first day, past its last, or longer than a month", () => {
    const index = new BusyDayIndex(FIRST, [Int32Array.from([FIRST, FIRST + 2])]);
    expect(index.busyBetween(FIRST - 1, FIRST + 3)).toBeUndefined();
    expect(index.busyBetween(FIRST + 800, FIRST + 801)).toBeUndefined();
    expect(index.busyBetween(FIRST, FIRST + 31)).toBeUndefined();
    expect(index.busyBetween(FIRST, FIRST + 30)?.[0]).toBe(1);
    expect(index.busyBetween(FIRST + 3, FIRST + 33)?.[0]).toBe(0);
  });
});
