import { Trash2 } from "lucide-react";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useDeleteCompany } from "../api/delete-company";

/** 'Delete Company Permanently' lists what goes and says it cannot be undone. */
export function DeleteCompanyDialog({ company }: { company: AdminCompany }) {
  const deleteCompany = useDeleteCompany();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Delete ${company.name}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete Company Permanently"
      confirmLabel="Delete Permanently"
      pendingLabel="Deleting..."
      isDestructive
      isPending={deleteCompany.isPending}
      onConfirm={(close) => deleteCompany.mutate(company.id, { onSettled: close })}
    >
      <p>
        This permanently deletes <strong className="text-foreground">{company.name}</strong> and removes:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>All company information and its user accounts</li>
        <li>All its vehicles and their images</li>
        <li>Its booking history</li>
        <li>All its reviews</li>
      </ul>
      <p className="font-medium text-destructive">This action is irreversible and cannot be undone.</p>
    </ConfirmDialog>
  );
}
