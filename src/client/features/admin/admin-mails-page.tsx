import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { TableCell, TableRow } from "../../components/ui/table";
import { useI18n } from "../../lib/i18n";
import { useDeadLetters } from "./api/get-dead-letters";
import { useRetryMail } from "./api/retry-mail";
import { AdminPage } from "./components/admin-page";
import { AdminTable } from "./components/admin-table";

const COLUMNS = ["Request", "Recipient", "Mail", "Tries", "Last answer", "Action"] as const;

/** The mail kinds in the admin's words (English keys, said through `t`). */
const KIND_LABELS = {
  "request-receipt": "Receipt to the renter",
  "company-request": "Notice to the company",
  "request-decision": "Decision to the renter",
  "request-expired": "Expiry to the renter",
  "request-cancelled": "Company cancellation to the renter",
  "email-verification": "Email verification link",
  "company-registered": "Welcome to a new company",
  "company-waiting": "New company to the admins",
  "company-approved": "Approval to the company",
  "company-rejected": "Rejection to the company",
  "review-invitation": "Review invitation to the renter",
  "review-hidden": "Hidden review notice",
  "pickup-reminder": "Pick-up reminder to the renter",
  "return-reminder": "Return reminder to the renter",
  "company-day-plan": "Day plan to the company",
  "company-request-nudge": "Waiting request reminder to the company",
} as const;

/** Dead letters: mails the server refused for good or too often, each with its "Retry". */
export default function AdminMailsPage() {
  const { t } = useI18n();
  const { data: mails = [], isLoading, error } = useDeadLetters();
  const retry = useRetryMail();
  return (
    <AdminPage
      title={t("Undelivered Mails")}
      description={t("Mails the mail server refused. Retry one once the cause is fixed.")}
    >
      <QueryState isLoading={isLoading} error={error} fallback="Failed to load data" label="mails" />
      {/* An empty six-column table would scroll sideways at 375 px with nothing to focus in it. */}
      {!isLoading && !error && mails.length === 0 && (
        <p className="py-10 text-center text-muted-foreground">{t("Every mail was delivered")}</p>
      )}
      {!isLoading && !error && mails.length > 0 && (
        <Card className="py-2">
          <CardContent className="px-2">
            <AdminTable columns={COLUMNS}>
              {mails.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell className="font-mono">{mail.reference ?? "—"}</TableCell>
                  <TableCell className="max-w-48 break-all">{mail.to ?? t("Erased")}</TableCell>
                  <TableCell>{t(KIND_LABELS[mail.kind])}</TableCell>
                  <TableCell>{mail.attempts}</TableCell>
                  <TableCell className="max-w-64 break-words text-muted-foreground">{mail.lastError ?? "—"}</TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(mail.id)}
                      aria-label={t("Retry the mail of request {{reference}}", { reference: mail.reference ?? "" })}
                    >
                      {t("Retry")}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </AdminTable>
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
