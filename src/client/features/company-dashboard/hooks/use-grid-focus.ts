import { type RefObject, useEffect, useRef, useState } from "react";

export interface GridPosition {
  row: number;
  col: number;
}

const MOVES: Record<string, (at: GridPosition, cols: number) => GridPosition> = {
  ArrowLeft: ({ row, col }) => ({ row, col: col - 1 }),
  ArrowRight: ({ row, col }) => ({ row, col: col + 1 }),
  ArrowUp: ({ row, col }) => ({ row: row - 1, col }),
  ArrowDown: ({ row, col }) => ({ row: row + 1, col }),
  Home: ({ row }) => ({ row, col: 0 }),
  End: ({ row }, cols) => ({ row, col: cols - 1 }),
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * Roving focus in an ARIA grid: one cell is tabbable, the arrow keys, Home and End move focus
 * between cells (found by their data-row and data-col).
 */
export function useGridFocus(gridRef: RefObject<HTMLElement | null>, size: GridPosition, initialCol: number) {
  const [focus, setFocus] = useState<GridPosition>({ row: 0, col: initialCol });
  const shouldMoveFocus = useRef(false);

  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${focus.row}"][data-col="${focus.col}"]`)?.focus();
  }, [focus, gridRef]);

  /** Moves focus for a navigation key and returns the new cell; null when the key is not one. */
  const moveFrom = (key: string, at: GridPosition): GridPosition | null => {
    const move = MOVES[key];
    if (!move) return null;
    const target = move(at, size.col);
    const next = { row: clamp(target.row, size.row - 1), col: clamp(target.col, size.col - 1) };
    shouldMoveFocus.current = true;
    setFocus(next);
    return next;
  };

  return {
    focus,
    moveFrom,
    /** A cell got focus (by click or Tab): it becomes the tabbable one. */
    onCellFocus: (at: GridPosition) => setFocus(at),
    toFirstColumn: () => setFocus((f) => ({ ...f, col: 0 })),
  };
}
