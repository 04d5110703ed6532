import { memo } from "react";
import { Link } from "wouter";
import type { Location } from "../../../../domain/constants";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import { quoteAsShown } from "../../../../domain/pricing";
import { vehicleName } from "../../../../domain/vehicle-name";
import { searchFromPeriod } from "../../../../domain/vehicle-search-url";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { usePeriodQuote } from "./vehicle-card";

/** The list's thumbnail is about 112 px wide: the 480 px variant is the smallest offered. */
const ROW_IMAGE_SIZES = "112px";

/**
 * One line of the compact list (`?view=list`): photo, name, company and the price for the dates
 * (else a day's), the whole line a link to the vehicle's page — a phone sees five or six at once.
 */
export const VehicleRow = memo(function VehicleRow({
  vehicle,
  period,
  pickup,
  priority,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  /** The search's pick-up place, which the vehicle's page and Book Now keep. */
  pickup?: Location;
  priority: boolean;
}) {
  const { t } = useI18n();
  const { price } = useMoney();
  const name = vehicleName(vehicle);
  return (
    <article
      aria-label={name}
      tabIndex={-1}
      // min-w-0: a grid item is otherwise as wide as its longest name, past a phone's edge.
      className="min-w-0 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Link
        href={paths.vehicle(vehicle.id, searchFromPeriod(period, pickup))}
        className="flex items-center gap-3 rounded-lg border bg-card p-2 shadow-xs hover:border-primary"
      >
        <VehicleImage
          image={vehicle.image}
          color={vehicle.imageColor}
          alt=""
          priority={priority}
          sizes={ROW_IMAGE_SIZES}
          className="w-28 shrink-0 rounded-md"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-sm text-muted-foreground">{vehicle.company.name}</span>
        </span>
        <span className="shrink-0 text-right">
          {period ? (
            <RowPeriodPrice vehicle={vehicle} period={period} />
          ) : (
            <>
              <span className="block font-bold text-primary">{price(vehicle.dailyPrice, vehicle.currency)}</span>
              <span className="block text-xs text-muted-foreground">{t("per day")}</span>
            </>
          )}
        </span>
      </Link>
    </article>
  );
});

function RowPeriodPrice({ vehicle, period }: { vehicle: PublicVehicle; period: DayRange }) {
  const { t } = useI18n();
  const { currency, shown } = useMoney();
  const quote = usePeriodQuote(vehicle, period);
  if (!quote) return <span className="block text-xs text-muted-foreground">…</span>;
  return (
    <>
      <span className="block font-bold text-primary" data-testid="row-total">
        {shown(quoteAsShown(quote, currency).total)}
      </span>
      <span className="block text-xs text-muted-foreground">{t("{{count}} days", { count: quote.days })}</span>
    </>
  );
}
