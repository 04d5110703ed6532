import type { BusyRuns } from "./busy-days";

/**
 * How many days from the model's first day the index covers: a search may end two years ahead
 * (booking-period rules), and a model lives a while before a rebuild. Searches beyond it walk the
 * runs instead.
 */
const INDEXED_DAYS = 2 * 366 + 62;

/** Longer periods OR more rows than walking each vehicle's runs costs. */
const LONGEST_INDEXED_PERIOD = 31;

/**
 * For each day, which listings are busy on it: one bit per listing slot (its place in the search
 * order). A dated search ORs its days' rows into one bitset and then tests one bit a listing,
 * instead of reading every listing's runs (docs/decisions/catalogue-read-model.md).
 */
export class BusyDayIndex {
  private readonly words: number;
  private readonly rows: Uint32Array;
  private readonly union: Uint32Array;
  /** The period `union` holds: a search's lost demand asks for the period its answer just did. */
  private unionOf: { start: number; end: number } | undefined;

  constructor(
    /** Day number of the first day indexed: the model's first day. */
    private readonly firstDay: number,
    busyOfSlot: readonly (BusyRuns | undefined)[],
  ) {
    this.words = Math.ceil(busyOfSlot.length / 32);
    this.rows = new Uint32Array(INDEXED_DAYS * this.words);
    this.union = new Uint32Array(this.words);
    const lastDay = firstDay + INDEXED_DAYS - 1;
    busyOfSlot.forEach((runs, slot) => {
      if (!runs) return;
      const word = slot >>> 5;
      const bit = 1 << (slot & 31);
      for (let at = 0; at < runs.length; at += 2) {
        const first = Math.max(runs[at] as number, firstDay);
        const last = Math.min(runs[at + 1] as number, lastDay);
        for (let day = first; day <= last; day++) {
          const index = (day - firstDay) * this.words + word;
          this.rows[index] = (this.rows[index] as number) | bit;
        }
      }
    });
  }

  /**
   * The listings busy on some day of [start, end] (day numbers), as a bitset by slot valid until the
   * next call; undefined when the period is not one the index answers.
   */
  busyBetween(start: number, end: number): Uint32Array | undefined {
    if (start < this.firstDay || end >= this.firstDay + INDEXED_DAYS || end - start >= LONGEST_INDEXED_PERIOD) {
      return undefined;
    }
    const { words, rows, union } = this;
    if (this.unionOf?.start === start && this.unionOf.end === end) return union;
    this.unionOf = { start, end };
    let from = (start - this.firstDay) * words;
    union.set(rows.subarray(from, from + words));
    for (let day = start + 1; day <= end; day++) {
      from += words;
      for (let word = 0; word < words; word++) union[word] = (union[word] as number) | (rows[from + word] as number);
    }
    return union;
  }
}
