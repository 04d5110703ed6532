import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";

/**
 * A number of things waiting, as a small round badge beside a link or a heading: requests waiting
 * for the company's answer (a screen reader hears "3 pending requests"), or with `waiting="companies"`
 * companies waiting for an admin's approval. Nothing while none wait.
 */
export function PendingCount({
  count,
  className,
  waiting = "requests",
}: {
  count: number | undefined;
  className?: string;
  waiting?: "requests" | "companies";
}) {
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
      <span className="sr-only">
        {waiting === "requests"
          ? t("{{count}} pending requests", { count })
          : t("{{count}} companies awaiting approval", { count })}
      </span>
    </span>
  );
}
