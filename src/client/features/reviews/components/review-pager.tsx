import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";

/** Newer and older pages of a review list, shown only when there is more than one page. */
export function ReviewPager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t("Review pages")} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("Newer reviews")}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t("Page {{page}} of {{pages}}", { page, pages: lastPage })}
      </span>
      <Button variant="outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t("Older reviews")}
      </Button>
    </nav>
  );
}
