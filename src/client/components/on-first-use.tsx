import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` from the first time `isWanted` is true on, so that lazy code (a dialog, the
 * toasts) loads when it is first used rather than with the page (docs/performance.md, "First screen
 * on a phone"). Once rendered it stays, so a dialog can close with its animation.
 */
export function OnFirstUse({ isWanted, children }: { isWanted: boolean; children: ReactNode }) {
  const [hasBeenWanted, setHasBeenWanted] = useState(isWanted);
  if (isWanted && !hasBeenWanted) setHasBeenWanted(true);
  return hasBeenWanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
