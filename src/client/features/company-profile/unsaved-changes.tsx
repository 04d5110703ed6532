import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { useLeavePrompt } from "../../lib/use-leave-prompt";

/**
 * The profile's cards save on their own; this keeps an unsaved change from being lost without a
 * word (issue 42): while any card holds one, leaving the page asks first (`useLeavePrompt`).
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
