import { XCircle } from "lucide-react";
import { useState } from "react";
import { REJECTION_REASON_MAX } from "../../../../domain/account-mails";
import { rejectBody } from "../../../../domain/contracts/accounts";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { useI18n } from "../../../lib/i18n";
import { useRejectUser } from "../api/reject-user";

/** Reject a company waiting for approval: the reason, required, is mailed to it and shown on its dashboard. */
export function RejectCompanyDialog({ company, userId }: { company: AdminCompany; userId: number }) {
  const { t } = useI18n();
  const reject = useRejectUser();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={t("Reject {{name}}", { name: company.name })}>
          <XCircle aria-hidden />
          {t("Reject")}
        </Button>
      }
      title={t("Reject {{name}}", { name: company.name })}
      confirmLabel={t("Reject")}
      pendingLabel={t("Rejecting...")}
      isDestructive
      isPending={reject.isPending}
      onConfirm={(close) => {
        // The same rule as the server's, so an empty reason is said beside the field.
        const parsed = rejectBody.safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        reject.mutate({ id: userId, ...parsed.data }, { onSettled: close });
      }}
    >
      <p>{t("The company is told the reason by mail, in its language, and sees it on its dashboard.")}</p>
      <FormField label={t("Reason")} error={error}>
        <Textarea
          value={reason}
          maxLength={REJECTION_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </ConfirmDialog>
  );
}
