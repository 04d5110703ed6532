import { NO_WINDOW, type RateLimitStore } from "./store";

/** The store of a single process (the embedded database): a map of windows. */
export function createMemoryStore(now = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const running = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  return {
    async hit(key, windowMs) {
      const window = running(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async peek(key) {
      const window = running(key);
      return window ? { count: window.count, resetInMs: window.resetAt - now() } : NO_WINDOW;
    },
    async clear(key) {
      windows.delete(key);
    },
    async deleteExpired() {
      for (const [key, window] of windows) if (window.resetAt <= now()) windows.delete(key);
    },
  };
}
