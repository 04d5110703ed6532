/** `ids` with the one at `from` moved to `to` (both indexes into `ids`, clamped to the list). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/**
 * The whole gallery after the visible photos were reordered: a photo hidden while its removal can
 * still be undone keeps its slot, so Undo puts it back where it was, and the server, which still has
 * it, gets every photo once.
 */
export function orderAroundHidden<T>(
  all: readonly T[],
  visibleOrder: readonly T[],
  isHidden: (item: T) => boolean,
): T[] {
  const visible = visibleOrder[Symbol.iterator]();
  return all.map((item) => (isHidden(item) ? item : (visible.next().value as T)));
}
