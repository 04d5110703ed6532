import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useDeleteVehicle } from "../../../api/delete-vehicle";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";
import { useI18n } from "../../../lib/i18n";

/** 'Delete Permanently': says what goes with the vehicle; closes on success and on error. */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const { t } = useI18n();
  const remove = useDeleteVehicle();
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t("Delete Permanently")}
      confirmLabel={t("Delete Permanently")}
      pendingLabel={t("Deleting...")}
      cancelLabel={t("Cancel")}
      isDestructive
      isPending={remove.isPending}
      onConfirm={(close) => remove.mutate(vehicle.id, { onSettled: close })}
    >
      <p>
        {t("This action cannot be undone. Deleting the {{name}} also permanently removes:", {
          name: vehicleName(vehicle),
        })}
      </p>
      <VehicleDeletionList />
    </ConfirmDialog>
  );
}
