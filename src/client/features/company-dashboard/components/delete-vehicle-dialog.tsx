import { ConfirmDialog } from "../../../components/confirm-dialog";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import type { Vehicle } from "../../../lib/types";
import { useDeleteVehicle } from "../api/delete-vehicle";

/** Spec §2 'Delete Permanently': says what goes with the vehicle; closes on success and on error (§7). */
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
      onConfirm={(close) =>
        remove.mutate(vehicle.id, {
          onSuccess: (response) => {
            toast({
              title: "Vehicle Deleted",
              description: response?.details || "The vehicle and all related data have been permanently removed.",
            });
            close();
          },
          onError: (error) => {
            toast({
              title: "Error",
              description: errorMessage(error, "Failed to delete vehicle"),
              variant: "destructive",
            });
            close();
          },
        })
      }
    >
      <p>
        This action cannot be undone. Deleting the {vehicle.make} {vehicle.model} also permanently removes:
      </p>
      <VehicleDeletionList />
    </ConfirmDialog>
  );
}
