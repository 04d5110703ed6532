import { useLayoutEffect } from "react";

/**
 * Back returns to where the visitor was. The browser's own restoration runs at `popstate`, while the
 * previous page is still on screen: going back from a vehicle to a long list of results, it clamps
 * the list's position to the short vehicle page's height. Here each history entry keeps its position
 * (in sessionStorage, so a reload keeps it too) and gets it back once its page has rendered; a new
 * page opens at its top, and a change of the same page's query (a filter) stays where it is.
 */
const STORAGE_KEY = "scroll-positions";
/** How long a page may take to grow tall enough (results from the network) before we give up. */
const RESTORE_WINDOW_MS = 2000;
/** Positions kept: the oldest entries are forgotten. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Positions;
  } catch {
    return {};
  }
}

function writePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage off or full: Back then behaves as the browser's own
  }
}

/** The current history entry's key, given one the first time it is seen. */
function entryKey(): string {
  const state = (window.history.state ?? {}) as { scrollKey?: string };
  if (state.scrollKey) return state.scrollKey;
  const scrollKey = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...window.history.state, scrollKey }, "");
  return scrollKey;
}

/** The position to give back once the page the visitor went back to has rendered. */
let pendingRestore: number | undefined;
let lastPath: string | undefined;
let isSetUp = false;

function setUp() {
  if (isSetUp) return;
  isSetUp = true;
  window.history.scrollRestoration = "manual";
  // Captured, so it runs before the router's own listener renders the page it went back to.
  window.addEventListener(
    "popstate",
    (event) => {
      const key = (event.state as { scrollKey?: string } | null)?.scrollKey;
      const saved = key === undefined ? undefined : readPositions()[key];
      // The same page (a dialog closed by Back): nothing renders anew, so give it back now.
      if (window.location.pathname === lastPath) {
        if (saved !== undefined) restore(saved);
      } else pendingRestore = saved ?? 0;
    },
    { capture: true },
  );
  let frame = 0;
  window.addEventListener(
    "scroll",
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => writePosition(entryKey(), window.scrollY));
    },
    { passive: true },
  );
}

/** Scrolls to `y` as soon as the page is tall enough, unless the visitor scrolls first. */
function restore(y: number) {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let isStopped = false;
  const stop = () => {
    isStopped = true;
  };
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
  const attempt = () => {
    if (isStopped) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, reachable));
    if (reachable < y && performance.now() < until) requestAnimationFrame(attempt);
    else for (const event of events) window.removeEventListener(event, stop);
  };
  attempt();
}

/**
 * Keeps and gives back each history entry's position; `path` is the router's path (without the
 * query). The first page is left where it is: the visitor may have scrolled the server's page before
 * the app started.
 */
export function useScrollRestoration(path: string) {
  useLayoutEffect(() => {
    setUp();
    entryKey();
    const isFirstPage = lastPath === undefined;
    lastPath = path;
    if (pendingRestore !== undefined) {
      restore(pendingRestore);
      pendingRestore = undefined;
    } else if (!isFirstPage && !window.location.hash) {
      window.scrollTo(0, 0);
    }
  }, [path]);
}
