import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "../../domain/constants";

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** True below the spec's 768 px breakpoint; follows window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
