import { memo } from "react";
import { Link } from "wouter";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { BookNowDialog } from "../../booking-inquiry";

/** A landing page's fleet card: year, type, transmission (Automatic when missing), deposit, daily price. */
export const FleetCard = memo(function FleetCard({ vehicle, priority }: { vehicle: PublicVehicle; priority: boolean }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const name = vehicleName(vehicle);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm" aria-label={name}>
      {/* The picture opens the page too; the name is the link keyboards and screen readers use. */}
      <Link href={paths.vehicle(vehicle.id)} tabIndex={-1} aria-hidden>
        <VehicleImage image={vehicle.image} color={vehicle.imageColor} alt={name} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <Link href={paths.vehicle(vehicle.id)} className="hover:text-primary hover:underline">
              {name}
            </Link>
          </h3>
          <p className="shrink-0 text-right">
            <span className="text-lg font-bold text-primary">{price(vehicle.dailyPrice, vehicle.currency)}</span>
            <span className="block text-xs text-muted-foreground">{t("per day")}</span>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("Year")}</dt>
          <dd className="text-right">{vehicle.year}</dd>
          <dt className="text-muted-foreground">{t("Type")}</dt>
          <dd className="text-right">{t(optionLabel(vehicle.type))}</dd>
          <dt className="text-muted-foreground">{t("Transmission")}</dt>
          <dd className="text-right">{t(optionLabel(vehicle.transmission || "automatic"))}</dd>
          <dt className="text-muted-foreground">{t("Deposit")}</dt>
          <dd className="text-right">{price(vehicle.deposit, vehicle.currency)}</dd>
        </dl>
        <BookNowDialog vehicle={vehicle} className="mt-auto w-full" />
      </div>
    </article>
  );
});
