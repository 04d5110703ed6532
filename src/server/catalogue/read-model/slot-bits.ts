import { type Matchable, type MatchColumns, type MatchCriteria, undatedPositions } from "./vehicle-match";

/**
 * Listings as bits by slot (their place in the search order): slot s is bit `s & 31` of word
 * `s >>> 5`. A search in the default order ANDs a few of these and counts the bits, instead of
 * testing every listing (docs/decisions/catalogue-read-model.md).
 */
export type SlotBits = Uint32Array;

export const wordsFor = (slots: number) => Math.ceil(slots / 32);

/** The slots of the listings in `columns` (any view) that pass every filter but the dates. */
export function undatedBits<T extends Matchable>(columns: MatchColumns<T>, criteria: MatchCriteria, words: number) {
  const bits: SlotBits = new Uint32Array(words);
  const { positions, count } = undatedPositions(columns, criteria);
  for (let k = 0; k < count; k++) {
    const slot = columns.slots[positions[k] as number] as number;
    bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  return bits;
}

/**
 * The slots of the listings in `columns` whose company takes a rental that starts `daysAhead` days
 * from today and lasts `days` days: its notice and its longest rental.
 */
export function bookableBits<T extends Matchable>(
  columns: MatchColumns<T>,
  daysAhead: number,
  days: number,
  words: number,
) {
  const bits: SlotBits = new Uint32Array(words);
  for (let i = 0; i < columns.length; i++) {
    if (daysAhead < (columns.noticeDays[i] as number) || days > (columns.longestRentalDays[i] as number)) continue;
    const slot = columns.slots[i] as number;
    bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  return bits;
}

/** One buffer for `freeOf`'s answer: a search runs to its end before the next. */
let combined: SlotBits = new Uint32Array(0);

/** `undated` and `bookable` but not `busy`, valid until the next call. */
export function freeOf(undated: SlotBits, bookable: SlotBits, busy: SlotBits): SlotBits {
  if (combined.length !== undated.length) combined = new Uint32Array(undated.length);
  for (let w = 0; w < undated.length; w++) {
    combined[w] = (undated[w] as number) & (bookable[w] as number) & ~(busy[w] as number);
  }
  return combined;
}

/** `undated`, `bookable` and `busy`: the listings a dated search lost to their busy days; valid until the next call. */
export function takenOf(undated: SlotBits, bookable: SlotBits, busy: SlotBits): SlotBits {
  if (combined.length !== undated.length) combined = new Uint32Array(undated.length);
  for (let w = 0; w < undated.length; w++) {
    combined[w] = (undated[w] as number) & (bookable[w] as number) & (busy[w] as number);
  }
  return combined;
}

/** Set bits of a 32-bit word (the classic SWAR count). */
function bitsIn(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countSlots(bits: SlotBits): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) count += bitsIn(bits[w] as number);
  return count;
}

/** One buffer for `idsOfSlots`' answer, grown as the listings grow. */
let ids = new Int32Array(1024);

/**
 * The ids of the set slots' listings, in slot order (`slotIds`: each slot's listing id), valid until
 * the next call: a view of one buffer, so a search's lost demand allocates nothing.
 */
export function idsOfSlots(bits: SlotBits, slotIds: Int32Array): Int32Array {
  if (ids.length < slotIds.length) ids = new Int32Array(slotIds.length);
  let k = 0;
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w] as number; word !== 0; ) {
      const lowest = word & -word;
      word ^= lowest;
      ids[k++] = slotIds[w * 32 + 31 - Math.clz32(lowest)] as number;
    }
  }
  return ids.subarray(0, k);
}

/**
 * Calls `visit` with the set slots in order, from the `skip`-th (counting from 0) for at most
 * `limit` of them; whole words before the first are skipped by their count.
 */
export function forEachSlot(bits: SlotBits, visit: (slot: number) => void, skip = 0, limit = Number.POSITIVE_INFINITY) {
  let toSkip = skip;
  let left = limit;
  for (let w = 0; w < bits.length && left > 0; w++) {
    let word = bits[w] as number;
    if (word === 0) continue;
    if (toSkip > 0) {
      const inWord = bitsIn(word);
      if (toSkip >= inWord) {
        toSkip -= inWord;
        continue;
      }
    }
    while (word !== 0 && left > 0) {
      const lowest = word & -word;
      word ^= lowest;
      if (toSkip > 0) {
        toSkip--;
        continue;
      }
      visit(w * 32 + 31 - Math.clz32(lowest));
      left--;
    }
  }
}
