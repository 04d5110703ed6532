import { Trash2 } from "lucide-react";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { useDeleteCompany } from "../api/delete-company";

/** Where the company's name goes in a translated sentence, to show it in bold. */
const NAME_SLOT = "\u0000";

/** 'Delete Company Permanently' lists what goes and says it cannot be undone. */
export function DeleteCompanyDialog({ company }: { company: AdminCompany }) {
  const { t } = useI18n();
  const deleteCompany = useDeleteCompany();
  const [before, after] = t("This permanently deletes {{name}} and removes:", { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={t("Delete {{name}}", { name: company.name })}
        >
          <Trash2 aria-hidden />
          {t("Delete")}
        </Button>
      }
      title={t("Delete Company Permanently")}
      confirmLabel={t("Delete Permanently")}
      pendingLabel={t("Deleting...")}
      isDestructive
      isPending={deleteCompany.isPending}
      onConfirm={(close) => deleteCompany.mutate(company.id, { onSettled: close })}
    >
      <p>
        {before}
        <strong className="text-foreground" translate="no">
          {company.name}
        </strong>
        {after}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t("All company information and its user accounts")}</li>
        <li>{t("All its vehicles and their images")}</li>
        <li>{t("Its booking history")}</li>
        <li>{t("All its reviews")}</li>
      </ul>
      <p className="font-medium text-destructive">{t("This action is irreversible and cannot be undone.")}</p>
    </ConfirmDialog>
  );
}
