/**
 * Counts attempts per key in fixed windows and says whether one more is allowed. In memory, so per
 * instance: a second line behind the per-IP limits for what an IP rotation would dodge (one
 * username guessed from many addresses, one account uploading images without pause).
 */
export function createRateWindow(max: number, windowMs = 60_000, now = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return function allow(key: string): boolean {
    if (now() - windowStart >= windowMs) {
      // A new window forgets every key, so the map never outgrows one window's callers.
      windowStart = now();
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= max;
  };
}
