import { Suspense } from "react";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { vehicleName } from "../../../domain/vehicle-name";
import type { LazyDialogProps } from "../../components/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useI18n } from "../../lib/i18n";
import { AvailabilityForm } from "./lazy-forms";

/** 'Check Availability': two dates, sent to the company on WhatsApp. Loaded on first use (dialog-buttons.tsx). */
export function AvailabilityDialogContent({
  vehicle,
  period,
  isOpen,
  onOpenChange,
  trigger,
}: LazyDialogProps & {
  vehicle: PublicVehicle;
  period?: DayRange;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={() => trigger.current?.focus()}>
        <DialogHeader>
          <DialogTitle>{t("Check Availability: {{vehicle}}", { vehicle: vehicleName(vehicle) })}</DialogTitle>
          <DialogDescription>
            {t("Ask {{company}} on WhatsApp whether it is free on your dates.", { company: vehicle.company.name })}
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="py-8" />}>
          <AvailabilityForm vehicle={vehicle} period={period} onClose={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
