import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { buttonVariants } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import type { Vehicle } from "../../../lib/types";
import { useDeleteVehicle } from "../api/delete-vehicle";

/** Spec §2 'Delete Permanently': says what goes with the vehicle; closes on success and on error (§7). */
export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const remove = useDeleteVehicle();
  const onConfirm = (event: React.MouseEvent) => {
    // Keep the dialog open (and its button disabled) until the server has answered.
    event.preventDefault();
    remove.mutate(vehicle.id, {
      onSuccess: (response) => {
        toast({
          title: "Vehicle Deleted",
          description: response?.details || "The vehicle and all related data have been permanently removed.",
        });
        onClose();
      },
      onError: (error) => {
        toast({ title: "Error", description: errorMessage(error, "Failed to delete vehicle"), variant: "destructive" });
        onClose();
      },
    });
  };
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Permanently</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2 text-sm text-muted-foreground">
              <p>
                This action cannot be undone. Deleting the {vehicle.make} {vehicle.model} also permanently removes:
              </p>
              <ul className="list-disc space-y-1 pl-5">
                <li>All booking records</li>
                <li>All customer reviews</li>
                <li>All unavailability periods</li>
                <li>All images and details</li>
              </ul>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={remove.isPending}
            onClick={onConfirm}
          >
            {remove.isPending ? "Deleting..." : "Delete Permanently"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
