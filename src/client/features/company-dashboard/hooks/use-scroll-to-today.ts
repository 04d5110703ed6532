import { type RefObject, useEffect } from "react";
import type { IsoDate } from "../../../../domain/dates";

/**
 * On a narrow screen the month does not fit: start the view at today (just right of the sticky
 * vehicle column) rather than at the 1st. Measured again when the month changes or the grid appears.
 */
export function useScrollToToday(
  gridRef: RefObject<HTMLElement | null>,
  month: string,
  today: IsoDate,
  isShown: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new month re-renders the headers to measure
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !isShown) return;
    const todayHeader = grid.querySelector<HTMLElement>(`[role="columnheader"][data-day="${today}"]`);
    const resourceHeader = grid.querySelector<HTMLElement>('[role="columnheader"]');
    grid.scrollLeft = todayHeader && resourceHeader ? todayHeader.offsetLeft - resourceHeader.offsetWidth : 0;
  }, [gridRef, month, today, isShown]);
}
