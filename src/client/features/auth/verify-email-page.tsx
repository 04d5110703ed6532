import { CheckCircle2, MailCheck } from "lucide-react";
import { Link, useSearch } from "wouter";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useVerifyEmail } from "./api/verify-email";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * The mailed link's page (docs/product-rules.md, "Renters"). The link is used by a button, not on
 * opening: a mail scanner that follows links must not spend the single-use secret.
 */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  const { user } = useUser();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const verify = useVerifyEmail();
  const done = verify.data;
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              {done ? (
                <CheckCircle2 aria-hidden className="size-6 shrink-0 text-primary" />
              ) : (
                <MailCheck aria-hidden className="size-6 shrink-0 text-primary" />
              )}
              {done ? t("Your email is verified") : t("Confirm your email")}
            </h1>
          </CardTitle>
          <CardDescription>
            {!done
              ? t("Every request sent with your address, logged in or not, then appears in My Bookings.")
              : done.attachedRequests
                ? t("{{count}} requests sent with it joined your account.", { count: done.attachedRequests })
                : t("Every request you send with it, logged in or not, now appears in My Bookings.")}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {done ? (
            <Link href={user ? paths.bookings : paths.auth} className={LINK}>
              {user ? t("Open My Bookings") : t("Log in to open My Bookings")}
            </Link>
          ) : (
            <>
              {verify.isError && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {t("This verification link is not valid or has expired. Send a new one from My Bookings.")}
                </p>
              )}
              <Button className="w-full" onClick={() => verify.mutate(token)} disabled={verify.isPending || !token}>
                {verify.isPending ? t("Confirming...") : t("Confirm my email")}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
