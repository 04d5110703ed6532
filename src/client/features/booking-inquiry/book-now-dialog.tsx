import { Suspense } from "react";
import type { Location } from "../../../domain/constants";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { BookingDialogHeader } from "../../components/booking-dialog-header";
import type { LazyDialogProps } from "../../components/lazy-dialog-button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { BookingForm } from "./lazy-forms";

/** The 'Book Now' dialog, loaded when its button is first pressed (dialog-buttons.tsx). */
export function BookNowDialogContent({
  vehicle,
  period,
  pickup,
  isOpen,
  onOpenChange,
  trigger,
}: LazyDialogProps & {
  vehicle: PublicVehicle;
  period?: DayRange;
  pickup?: Location;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={() => trigger.current?.focus()}>
        <BookingDialogHeader vehicle={vehicle} />
        <Suspense fallback={<Spinner className="py-8" />}>
          <BookingForm
            vehicle={vehicle}
            period={period}
            pickup={pickup}
            onCancel={() => onOpenChange(false)}
            onDone={() => onOpenChange(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
