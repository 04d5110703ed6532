/** A key's count in its current window and the milliseconds until that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters in fixed windows, one per key: in memory for one process (PGlite), in PostgreSQL when
 * several instances share a database, so that they count together.
 */
export interface RateLimitStore {
  /** One more for `key`; a key without a running window starts one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count so far (0 when no window runs), adding nothing. */
  peek(key: string): Promise<WindowCount>;
  clear(key: string): Promise<void>;
  /** Forgets the windows that have ended, so counters of past callers do not pile up. */
  deleteExpired(): Promise<void>;
}

export const NO_WINDOW: WindowCount = { count: 0, resetInMs: 0 };
