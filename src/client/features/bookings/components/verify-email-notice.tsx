import { MailCheck } from "lucide-react";
import type { User } from "../../../../domain/contracts/accounts";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { useSendVerificationMail } from "../api/send-verification-mail";

/**
 * A renter whose email is not yet proved: until the mailed link is opened, requests sent with the
 * address without logging in stay out of My Bookings (docs/product-rules.md, "Renters").
 */
export function VerifyEmailNotice({ user }: { user: User }) {
  const { t } = useI18n();
  const send = useSendVerificationMail();
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <MailCheck aria-hidden className="size-6 shrink-0 text-primary" />
      <div className="flex-1 space-y-1 text-sm">
        <h2 id="verify-email-heading" className="font-semibold">
          {t("Confirm your email")}
        </h2>
        <p>
          {t(
            "Open the link we sent to {{email}}: every request sent with this address, logged in or not, then appears here.",
            { email: user.email },
          )}
        </p>
      </div>
      <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
        {t("Send the link again")}
      </Button>
    </section>
  );
}
