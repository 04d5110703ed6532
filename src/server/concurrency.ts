/**
 * Runs at most `limit` tasks at once; the others wait their turn in order. For work that is heavy
 * in memory or CPU (password hashes, image decoding), so a burst of requests queues instead of
 * exhausting the machine or the libuv pool that file and DNS work share.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    // The finishing task hands its slot straight to us, so `active` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
