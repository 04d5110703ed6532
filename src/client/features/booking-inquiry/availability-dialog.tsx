import { Suspense, useState } from "react";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { vehicleName } from "../../../domain/vehicle-name";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useI18n } from "../../lib/i18n";
import { AvailabilityForm } from "./lazy-forms";

/** 'Check Availability': two dates, sent to the company on WhatsApp. */
export function AvailabilityDialog({ vehicle, period }: { vehicle: PublicVehicle; period?: DayRange }) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("Check Availability")}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Check Availability: {{vehicle}}", { vehicle: vehicleName(vehicle) })}</DialogTitle>
          <DialogDescription>
            {t("Ask {{company}} on WhatsApp whether it is free on your dates.", { company: vehicle.company.name })}
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="py-8" />}>
          <AvailabilityForm vehicle={vehicle} period={period} onClose={() => setIsOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
