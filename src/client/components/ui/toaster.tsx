import { lazy } from "react";
import { useToasts } from "../../lib/toast";
import { OnFirstUse } from "../on-first-use";

const ToastList = lazy(() => import("./toast-list").then((m) => ({ default: m.ToastList })));

/** The toasts, whose Radix code loads with the first one: most visits show none. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <OnFirstUse isWanted={toasts.length > 0}>
      <ToastList />
    </OnFirstUse>
  );
}
