import { ArrowLeft } from "lucide-react";
import { Suspense, useState } from "react";
import type { PublicCompany } from "../../../../domain/contracts/companies";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { usePublicCompanyVehicles } from "../../../api/get-public-company-vehicles";
import { BookingDialogHeader } from "../../../components/booking-dialog-header";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { BookingForm } from "../../booking-inquiry";

/** The Companies page's 'Book a Vehicle': pick one of the company's vehicles, then the booking form. */
export function BookVehicleDialog({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [vehicle, setVehicle] = useState<PublicVehicle | null>(null);
  const close = () => setIsOpen(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setVehicle(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{t("Book a Vehicle")}</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        {vehicle ? (
          <>
            <Button variant="ghost" size="sm" className="w-fit" onClick={() => setVehicle(null)}>
              <ArrowLeft aria-hidden />
              {t("Choose another vehicle")}
            </Button>
            <BookingDialogHeader vehicle={vehicle} />
            <Suspense fallback={<Spinner className="py-8" />}>
              <BookingForm vehicle={vehicle} onCancel={close} onDone={close} />
            </Suspense>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("Book a Vehicle from {{name}}", { name: company.name })}</DialogTitle>
              <DialogDescription>{t("Choose the vehicle you would like to rent.")}</DialogDescription>
            </DialogHeader>
            <VehiclePicker companyId={company.id} onPick={setVehicle} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function VehiclePicker({ companyId, onPick }: { companyId: number; onPick: (vehicle: PublicVehicle) => void }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const { data, isLoading, error } = usePublicCompanyVehicles(companyId);
  if (!data)
    return <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch vehicles" label="vehicles" />;
  if (data.length === 0)
    return <p className="text-muted-foreground">{t("No vehicles available from this company.")}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {data.map((vehicle) => (
        <li key={vehicle.id}>
          <button
            type="button"
            onClick={() => onPick(vehicle)}
            className="flex w-full items-center gap-3 rounded-lg border p-2 text-left hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <VehicleImage
              image={vehicle.image}
              color={vehicle.imageColor}
              alt=""
              sizes="96px"
              className="w-20 shrink-0 rounded-md sm:w-24"
            />
            {/* Name, year and type, and the price: stacked, so a phone shows the whole name. */}
            <span className="flex min-w-0 flex-1 flex-col gap-x-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="block font-semibold break-words">{vehicleName(vehicle)}</span>
                <span className="block text-sm text-muted-foreground">
                  {vehicle.year} · {t(optionLabel(vehicle.type))}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-primary">
                {t("{{price}}/day", { price: price(vehicle.dailyPrice, vehicle.currency) })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
