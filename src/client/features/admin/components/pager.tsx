import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";

/** Previous and Next under a paged admin list, with where the reader is ("Page 2 of 7"). */
export function Pager({
  page,
  pageSize,
  total,
  label,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the pages are of, for screen readers ("Requests pages"). */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-2 pt-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("Page {{page}} of {{pages}} ({{total}} in all)", { page: Math.min(page, pages), pages, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("Previous page")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("Next page")}
        </Button>
      </div>
    </nav>
  );
}
