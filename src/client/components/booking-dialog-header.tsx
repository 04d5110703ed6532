import type { PublicVehicle } from "../../domain/contracts/vehicles";
import { vehicleName } from "../../domain/vehicle-name";
import { useI18n } from "../lib/i18n";
import { DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

export function BookingDialogHeader({ vehicle }: { vehicle: PublicVehicle }) {
  const { t } = useI18n();
  return (
    <DialogHeader>
      <DialogTitle>{t("Book {{vehicle}}", { vehicle: vehicleName(vehicle) })}</DialogTitle>
      <DialogDescription>
        {t("Fill in your details and send them to {{company}} on WhatsApp. Nothing is charged now.", {
          company: vehicle.company.name,
        })}
      </DialogDescription>
    </DialogHeader>
  );
}
