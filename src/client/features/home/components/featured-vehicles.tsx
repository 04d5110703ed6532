import { Link } from "wouter";
import { VEHICLE_TYPES } from "../../../../domain/constants";
import { optionLabel } from "../../../../domain/option-labels";
import { useVehicleFacets } from "../../../api/get-vehicle-facets";
import { Skeleton } from "../../../components/ui/skeleton";
import { VehicleImage } from "../../../components/vehicle-image";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { pluralTypeLabel } from "./vehicle-type-plurals";

/** Home: one card per vehicle type present, from the facets aggregate (not the listing). */
export function FeaturedVehicles() {
  const { t } = useI18n();
  const { price } = useMoney();
  const { data, isPending, isError } = useVehicleFacets();
  const summaries = [...(data?.types ?? [])].sort(
    (a, b) => VEHICLE_TYPES.indexOf(a.type) - VEHICLE_TYPES.indexOf(b.type),
  );

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-heading" className="mb-2 text-2xl font-bold sm:text-3xl">
        {t("Featured Vehicles")}
      </h2>
      <p className="mb-6 text-muted-foreground">{t("Pick a type to see every vehicle of that kind on the island.")}</p>
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-muted-foreground">{t("Vehicles could not be loaded right now.")}</p>
      ) : summaries.length === 0 ? (
        <p className="text-muted-foreground">{t("No vehicles are listed yet.")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {summaries.map((summary) => (
            <li key={summary.type}>
              <Link
                href={paths.vehicles(summary.type)}
                className="group relative block overflow-hidden rounded-xl border bg-card shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <div className="relative">
                  <VehicleImage
                    image={summary.image}
                    alt=""
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 23vw, 46vw"
                  />
                  <span className="absolute inset-0 flex items-center justify-center bg-black/55 p-2 text-center font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 sm:text-lg">
                    {t("View All {{types}}", { types: pluralTypeLabel(summary.type, t) })}
                  </span>
                </div>
                <div className="space-y-0.5 p-3 sm:p-4">
                  <h3 className="font-semibold sm:text-lg">{t(optionLabel(summary.type))}</h3>
                  <p className="text-sm font-semibold text-primary">
                    {t("From {{price}}/day", { price: price(summary.minDailyPrice, "USD") })}
                  </p>
                  <p className="text-xs text-muted-foreground sm:text-sm">
                    {t("{{count}} vehicles available", { count: summary.count })}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
