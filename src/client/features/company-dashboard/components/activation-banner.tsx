import { Clock } from "lucide-react";
import { useI18n } from "../../../lib/i18n";

/** docs/product-rules.md, "Accounts": a new company builds its fleet while it waits for an admin to approve it. */
export function ActivationBanner() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-warning bg-warning/20 p-4 text-warning-foreground"
    >
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("Your company is awaiting approval")}</p>
        <p className="text-sm">
          {t(
            "You can add vehicles and set up your calendar now. Your listings go public once an admin approves your company.",
          )}
        </p>
      </div>
    </div>
  );
}
