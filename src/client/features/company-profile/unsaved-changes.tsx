import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n";

/**
 * The profile's cards save on their own; this keeps an unsaved change from being lost without a
 * word (issue 42): while any card holds one, leaving the page asks first — the browser's own prompt
 * for a reload, a closed tab or another site, ours for a link inside the app.
 */
const ReportUnsaved = createContext<(card: string, unsaved: boolean) => void>(() => {});

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((card: string, isUnsaved: boolean) => {
    setUnsaved((cards) => {
      if (cards.has(card) === isUnsaved) return cards;
      const next = new Set(cards);
      if (isUnsaved) next.add(card);
      else next.delete(card);
      return next;
    });
  }, []);
  useLeavePrompt(unsaved.size > 0);
  return <ReportUnsaved.Provider value={report}>{children}</ReportUnsaved.Provider>;
}

function useLeavePrompt(active: boolean) {
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
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [active, t]);
}

/**
 * Beside a card's Save button: whether what the card shows is saved, told to the guard above. A
 * card's form is its saved values until edited, and again once saved (remounted or reset).
 */
export function SaveState({ card, unsaved }: { card: string; unsaved: boolean }) {
  const { t } = useI18n();
  const report = useContext(ReportUnsaved);
  useEffect(() => {
    report(card, unsaved);
    return () => report(card, false);
  }, [card, unsaved, report]);
  return (
    <span role="status" className={unsaved ? "text-sm font-medium text-amber-700" : "text-sm text-muted-foreground"}>
      {unsaved ? t("Unsaved changes") : t("All changes saved")}
    </span>
  );
}
