import { useEffect } from "react";
import { useI18n } from "./i18n";

interface GuardState {
  unsavedGuard?: boolean;
}

const isGuardEntry = () => (window.history.state as GuardState | null)?.unsavedGuard === true;

/**
 * While `active` (a form holds an unsaved change, issue 42), leaving asks first: the browser's own
 * prompt for a reload, a closed tab or another site; ours for a link inside the app and for the
 * browser's Back button. Back is caught by a history entry of the same address pushed on top: Back
 * pops it without leaving, and the question decides whether to go on back or stay.
 */
export function useLeavePrompt(active: boolean) {
  const { t } = useI18n();
  useEffect(() => {
    if (!active) return;
    const question = t("You have unsaved changes on this page. Leave without saving them?");
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capturing on the document runs before the router's own click handler on the link.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const to = new URL(link.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const guard = () =>
      window.history.pushState({ ...window.history.state, unsavedGuard: true }, "", window.location.href);
    const popState = () => {
      if (isGuardEntry()) return;
      if (window.confirm(question)) {
        stop();
        window.history.back();
      } else {
        guard();
      }
    };
    const stop = () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
      window.removeEventListener("popstate", popState);
    };
    if (!isGuardEntry()) guard();
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    window.addEventListener("popstate", popState);
    return () => {
      stop();
      // Saved (or closed) while the extra entry is still on top: take it back off.
      if (isGuardEntry()) window.history.back();
    };
  }, [active, t]);
}
