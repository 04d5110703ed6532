import type { CatalogueVersion } from "./version";

/**
 * `load(key)` remembered until the catalogue's version next moves: a read of what visitors see
 * (a listed vehicle's prices, its company's terms) asked once per version rather than once per
 * request. Values `keep` refuses (a vehicle that does not exist) are not remembered, so callers
 * cannot fill it with ids of nothing; while the version is not live nothing is.
 */
export function versionMemo<K, V>(
  version: CatalogueVersion,
  load: (key: K) => Promise<V>,
  keep: (value: V) => boolean = () => true,
): (key: K) => Promise<V> {
  const memo = new Map<K, Promise<V>>();
  let at = version.value;
  return (key) => {
    if (!version.isLive) return load(key);
    if (version.value !== at) {
      memo.clear();
      at = version.value;
    }
    const known = memo.get(key);
    if (known) return known;
    const loading = load(key);
    memo.set(key, loading);
    const forget = () => {
      if (memo.get(key) === loading) memo.delete(key);
    };
    loading.then((value) => keep(value) || forget(), forget);
    return loading;
  };
}
