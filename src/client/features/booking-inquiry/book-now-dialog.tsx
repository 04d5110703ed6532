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
import { BookingForm } from "./lazy-forms";

/** The 'Book Now' button and its booking form dialog. */
export function BookNowDialog({
  vehicle,
  period,
  className,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  className?: string;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button className={className}>{t("Book Now")}</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <BookingDialogHeader vehicle={vehicle} />
        <Suspense fallback={<Spinner className="py-8" />}>
          <BookingForm
            vehicle={vehicle}
            period={period}
            onCancel={() => setIsOpen(false)}
            onDone={() => setIsOpen(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

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
