/**
 * Keeps the event loop busy — 150 ms at a time, other work in between — until stopped, as a long run
 * of PGlite's work on this thread does under overload.
 */
export function hogEventLoop() {
  let stopped = false;
  const hog = () => {
    if (stopped) return;
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy
    }
    setImmediate(hog);
  };
  setImmediate(hog);
  return () => {
    stopped = true;
  };
}
