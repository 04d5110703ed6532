import { Suspense, useState } from "react";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { BookingForm } from "./lazy-forms";

/** The 'Book Now' button and its booking form dialog (spec §2 Booking form). */
export function BookNowDialog({
  vehicle,
  period,
  className,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button className={className}>Book Now</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <BookingDialogHeader vehicle={vehicle} />
        <Suspense fallback={<Spinner className="py-8" />}>
          <BookingForm
            vehicle={vehicle}
            period={period}
            onCancel={() => setIsOpen(false)}
            onSent={() => setIsOpen(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

export function BookingDialogHeader({ vehicle }: { vehicle: PublicVehicle }) {
  return (
    <DialogHeader>
      <DialogTitle>
        Book {vehicle.make} {vehicle.model}
      </DialogTitle>
      <DialogDescription>
        Fill in your details and send them to {vehicle.company.name} on WhatsApp. Nothing is charged now.
      </DialogDescription>
    </DialogHeader>
  );
}
