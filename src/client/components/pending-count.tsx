import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";

/**
 * The number of requests waiting for the company's answer, as a small round badge beside a link or
 * a heading; a screen reader hears "3 pending requests". Nothing while none wait.
 */
export function PendingCount({ count, className }: { count: number | undefined; className?: string }) {
  const { t } = useI18n();
  if (!count) return null;
  return (
    <span
      data-testid="pending-count"
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold leading-5 text-white",
        className,
      )}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t("{{count}} pending requests", { count })}</span>
    </span>
  );
}
