import { Loader2 } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

type SpinnerProps = React.ComponentProps<"div"> & {
  /** Visually hidden text announced to screen readers. */
  label?: string;
  iconClassName?: string;
};

function Spinner({ className, iconClassName, label, ...props }: SpinnerProps) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center", className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn("text-primary size-5 animate-spin", iconClassName)} />
      <span className="sr-only">{label ?? t("Loading...")}</span>
    </div>
  );
}

export type { SpinnerProps };
export { Spinner };
