import { Archive, ArchiveRestore } from "lucide-react";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useUpdateCompany } from "../api/update-company";

/**
 * Archive asks first and can be undone from its toast: it takes the company's vehicles off the
 * marketplace at once, and the next row's button sits where this one was. Restore acts at once: it
 * only gives back what was there.
 */
export function ArchiveCompanyButton({ company, archived }: { company: AdminCompany; archived: boolean }) {
  const { t } = useI18n();
  const updateCompany = useUpdateCompany();
  const isPending = updateCompany.isPending && updateCompany.variables?.id === company.id;
  const restore = () => updateCompany.mutate({ id: company.id, isArchived: false });
  if (archived) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={t("Restore {{name}}", { name: company.name })}
        disabled={isPending}
        onClick={restore}
      >
        <ArchiveRestore aria-hidden />
        {t("Restore")}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={t("Archive {{name}}", { name: company.name })}>
          <Archive aria-hidden />
          {t("Archive")}
        </Button>
      }
      title={t("Archive {{name}}?", { name: company.name })}
      confirmLabel={t("Archive")}
      pendingLabel={t("Archiving…")}
      isPending={isPending}
      onConfirm={(close) =>
        updateCompany.mutate(
          { id: company.id, isArchived: true },
          {
            onSuccess: () =>
              toast({
                title: t("{{name}} archived", { name: company.name }),
                action: { label: "Undo", altText: "Restore it from Archived Companies", onClick: restore },
              }),
            onSettled: close,
          },
        )
      }
    >
      <p>
        {t(
          "Its vehicles leave the marketplace at once; its bookings and their pages are kept. You can restore it from Archived Companies.",
        )}
      </p>
    </ConfirmDialog>
  );
}
