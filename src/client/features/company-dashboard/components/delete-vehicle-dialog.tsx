import { useState } from "react";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useArchiveVehicle } from "../../../api/archive-vehicle";
import { useDeleteVehicle } from "../../../api/delete-vehicle";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";
import { ApiError, errorMessage } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";

/**
 * 'Delete Permanently': says what goes with the vehicle; closes on success. A refusal stays in the
 * dialog: a vehicle with bookings still to come (409, docs/product-rules.md, "Deleting and archiving
 * a vehicle") offers "Archive instead", which keeps them.
 */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const { t } = useI18n();
  const remove = useDeleteVehicle({ errorToast: false });
  const archive = useArchiveVehicle();
  const [refusal, setRefusal] = useState<{ message: string; mayArchive: boolean } | null>(null);
  const canArchive = !vehicle.isArchived;
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t("Delete Permanently")}
      confirmLabel={t("Delete Permanently")}
      pendingLabel={t("Deleting...")}
      cancelLabel={t("Cancel")}
      isDestructive
      isPending={remove.isPending || archive.isPending}
      onConfirm={(close) =>
        remove.mutate(vehicle.id, {
          onSuccess: close,
          onError: (error) =>
            setRefusal({
              message: errorMessage(error, t("Failed to delete vehicle")),
              mayArchive: canArchive && error instanceof ApiError && error.status === 409,
            }),
        })
      }
    >
      <p>
        {t("This action cannot be undone. Deleting the {{name}} also permanently removes:", {
          name: vehicleName(vehicle),
        })}
      </p>
      <VehicleDeletionList />
      {refusal && (
        <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/10 p-3">
          <p className="text-foreground">{refusal.message}</p>
          {refusal.mayArchive && (
            <Button
              variant="outline"
              disabled={archive.isPending}
              onClick={() => archive.mutate({ id: vehicle.id, isArchived: true }, { onSuccess: onClose })}
            >
              {t("Archive instead")}
            </Button>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
