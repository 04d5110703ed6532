import { Badge } from "../../../components/ui/badge";
import { useI18n } from "../../../lib/i18n";

/** Archived rows read 'Archived' with 'Can be deleted'. */
export function VehicleStatus({ isArchived }: { isArchived: boolean }) {
  const { t } = useI18n();
  if (isArchived) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="secondary">{t("Archived")}</Badge>
        <span className="text-xs text-muted-foreground">{t("Can be deleted")}</span>
      </div>
    );
  }
  return <Badge variant="success">{t("Active")}</Badge>;
}
