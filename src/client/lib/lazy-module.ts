/**
 * A module imported on first use and kept. The route table's loaders run on every page request on
 * the server, where each `import()` is a round trip to the module loader (tsx's hooks run in
 * another thread: a tenth of a cached page's time); a failed import is tried again next time.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
