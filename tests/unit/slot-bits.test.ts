import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSlots, forEachSlot, freeOf, idsOfSlots, wordsFor } from "../../src/server/catalogue/read-model/slot-bits";

/** Bits by slot from a list of booleans, and the list back from visiting them. */
const toBits = (set: boolean[]) => {
  const bits = new Uint32Array(wordsFor(set.length));
  set.forEach((on, slot) => {
    if (on) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  });
  return bits;
};
const slotsOf = (set: boolean[]) => set.flatMap((on, slot) => (on ? [slot] : []));
const visited = (bits: Uint32Array, skip?: number, limit?: number) => {
  const slots: number[] = [];
  forEachSlot(bits, (slot) => slots.push(slot), skip, limit);
  return slots;
};

describe("slot bits", () => {
  it("count and visit every set slot in order, the 31st bit of a word included", () => {
    const set = Array.from({ length: 70 }, (_, slot) => slot % 31 === 0 || slot === 63);
    expect(countSlots(toBits(set))).toBe(slotsOf(set).length);
    expect(visited(toBits(set))).toEqual([0, 31, 62, 63]);
  });

  it("a page is the slots from the skip-th on, at most the limit, across words", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 200 }),
        fc.nat(120),
        fc.integer({ min: 1, max: 40 }),
        (set, skip, limit) => {
          const bits = toBits(set);
          expect(countSlots(bits)).toBe(slotsOf(set).length);
          expect(visited(bits, skip, limit)).toEqual(slotsOf(set).slice(skip, skip + limit));
        },
      ),
    );
  });

  it("free slots are those matching the filters and bookable, less the busy ones", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), { maxLength: 200 }), (rows) => {
        const free = freeOf(
          toBits(rows.map(([undated]) => undated)),
          toBits(rows.map(([, bookable]) => bookable)),
          toBits(rows.map(([, , busy]) => busy)),
        );
        expect(visited(free)).toEqual(slotsOf(rows.map(([a, b, busy]) => a && b && !busy)));
      }),
    );
  });

  it("the ids of the set slots' listings, in slot order", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (set) => {
        const slotIds = Int32Array.from(set, (_, slot) => 1000 + 7 * slot);
        expect([...idsOfSlots(toBits(set), slotIds)]).toEqual(slotsOf(set).map((slot) => 1000 + 7 * slot));
      }),
    );
  });
});
