import { Check, Tag, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { TableCell } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { STICKY_ACTIONS } from "./vehicle-row";

/** Save, Cancel and 'Update Type Only' of a row in edit mode; all disabled while either save runs. */
export function VehicleEditActions({
  name,
  isSaving,
  isSavingType,
  onSave,
  onCancel,
  onSaveType,
}: {
  name: string;
  isSaving: boolean;
  isSavingType: boolean;
  onSave: () => void;
  onCancel: () => void;
  onSaveType: () => void;
}) {
  const { t } = useI18n();
  const isPending = isSaving || isSavingType;
  return (
    <TableCell className={cn("align-top md:bg-accent", STICKY_ACTIONS)}>
      <div className="flex flex-col gap-1">
        <div className="flex gap-1">
          <Button size="sm" disabled={isPending} onClick={onSave} aria-label={t("Save {{name}}", { name })}>
            <Check aria-hidden />
            {isSaving ? t("Saving...") : t("Save")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={isPending}
            onClick={onCancel}
            aria-label={t("Cancel editing {{name}}", { name })}
          >
            <X aria-hidden />
            {t("Cancel")}
          </Button>
        </div>
        <Button variant="secondary" size="sm" disabled={isPending} onClick={onSaveType}>
          <Tag aria-hidden />
          {isSavingType ? t("Saving...") : t("Update Type Only")}
        </Button>
      </div>
    </TableCell>
  );
}
