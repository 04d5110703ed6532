import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useDeleteVehicle } from "../../../api/delete-vehicle";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";

/** 'Delete Permanently': says what goes with the vehicle; closes on success and on error. */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const remove = useDeleteVehicle();
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete Permanently"
      confirmLabel="Delete Permanently"
      pendingLabel="Deleting..."
      isDestructive
      isPending={remove.isPending}
      onConfirm={(close) => remove.mutate(vehicle.id, { onSettled: close })}
    >
      <p>This action cannot be undone. Deleting the {vehicleName(vehicle)} also permanently removes:</p>
      <VehicleDeletionList />
    </ConfirmDialog>
  );
}
