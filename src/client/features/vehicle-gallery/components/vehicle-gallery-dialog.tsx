import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { vehicleName } from "../../../../domain/vehicle-name";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useI18n } from "../../../lib/i18n";
import { VehicleGalleryManager } from "./vehicle-gallery-manager";

/** The gallery on its own, for screens whose vehicle editing has no room for it (the admin table). */
export function VehicleGalleryDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("Photos of the {{name}}", { name: vehicleName(vehicle) })}</DialogTitle>
          <DialogDescription>{t("Up to 12 photos; the first is the cover on every card.")}</DialogDescription>
        </DialogHeader>
        <VehicleGalleryManager vehicleId={vehicle.id} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("Close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
