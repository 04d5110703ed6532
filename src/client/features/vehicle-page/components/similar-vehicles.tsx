import { Link } from "wouter";
import type { Location } from "../../../../domain/constants";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { searchFromPeriod } from "../../../../domain/vehicle-search-url";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { SIMILAR_COUNT, useSimilarVehicles } from "../api/get-similar-vehicles";

/** Two cards a row on a phone, four from 1024 px. */
const SIMILAR_SIZES = "(min-width: 1024px) 270px, 46vw";

/**
 * Other vehicles of the same type, free on the chosen dates when there are some; each links to its
 * page with the dates and the searched pick-up place.
 */
export function SimilarVehicles({
  vehicle,
  period,
  pickup,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  pickup?: Location;
}) {
  const { t } = useI18n();
  const { price } = useMoney();
  const similar = useSimilarVehicles({
    type: vehicle.type,
    ...(period && { start: period.startDate, end: period.endDate }),
  });
  const others = (similar.data ?? []).filter((other) => other.id !== vehicle.id).slice(0, SIMILAR_COUNT);
  const type = t(optionLabel(vehicle.type));
  return (
    <section aria-labelledby="similar-vehicles" className="space-y-4">
      <h2 id="similar-vehicles" className="text-xl font-semibold">
        {period ? t("Other {{type}} vehicles free on your dates", { type }) : t("Other {{type}} vehicles", { type })}
      </h2>
      {similar.isSuccess && others.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {period
            ? t("No other vehicle of this type is free on your dates.")
            : t("No other vehicle of this type is listed.")}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.id}>
              <Link
                href={paths.vehicle(other.id, searchFromPeriod(period, pickup))}
                className="group block overflow-hidden rounded-xl border bg-card shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <VehicleImage image={other.image} color={other.imageColor} alt="" sizes={SIMILAR_SIZES} />
                <span className="block space-y-0.5 p-3">
                  <span className="block truncate font-semibold group-hover:text-primary">{vehicleName(other)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {other.year} · {t("{{count}} seats", { count: other.seats })}
                  </span>
                  <span className="block text-sm">
                    <span className="font-bold text-primary">{price(other.dailyPrice, other.currency)}</span>{" "}
                    {t("per day")}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
