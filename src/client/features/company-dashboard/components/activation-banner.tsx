import { Clock, XCircle } from "lucide-react";
import { Link } from "wouter";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";

/**
 * docs/product-rules.md, "Accounts": a new company builds its fleet while it waits for an admin to
 * approve it; a rejected one reads the admin's reason, as its mail said it.
 */
export function ActivationBanner({ rejectionReason }: { rejectionReason: string | null }) {
  const { t } = useI18n();
  if (rejectionReason !== null) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-destructive bg-destructive/10 p-4">
        <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="space-y-1">
          <p className="font-semibold">{t("An admin did not approve your company")}</p>
          <p className="text-sm">{t("Their reason:")}</p>
          <blockquote className="whitespace-pre-line border-l-2 pl-3 text-sm">{rejectionReason}</blockquote>
          <p className="text-sm">{t("Contact the marketplace team if you can put it right.")}</p>
        </div>
      </div>
    );
  }
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
          )}{" "}
          <Link href={paths.companyWelcome} className="underline underline-offset-4">
            {t("What happens next")}
          </Link>
        </p>
      </div>
    </div>
  );
}
