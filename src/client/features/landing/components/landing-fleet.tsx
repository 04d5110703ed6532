import { useDeferredValue } from "react";
import { usePublicCompanyVehicles } from "../../../api/get-public-company-vehicles";
import { QueryState } from "../../../components/query-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useI18n } from "../../../lib/i18n";
import { FleetCard } from "./fleet-card";

/** The company's listed vehicles, each with its booking buttons. */
export function LandingFleet({ companyId }: { companyId: number }) {
  const { t } = useI18n();
  const fleet = usePublicCompanyVehicles(companyId);
  // Cards render in a deferred pass that React splits into short tasks (a phone stays responsive).
  const vehicles = useDeferredValue(fleet.data);
  return (
    <section aria-labelledby="fleet-heading">
      <h2 id="fleet-heading" className="mb-4 text-2xl font-bold">
        {t("Our Fleet")}
      </h2>
      {!vehicles ? (
        <QueryState
          isLoading={fleet.isLoading || Boolean(fleet.data)}
          error={fleet.error}
          fallback="Failed to fetch vehicles"
          label="vehicles"
          placeholder={
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-80 rounded-xl" />
              ))}
            </div>
          }
        />
      ) : vehicles.length === 0 ? (
        <p className="text-muted-foreground">{t("No vehicles available from this company.")}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((vehicle, index) => (
            <FleetCard key={vehicle.id} vehicle={vehicle} priority={index < 3} />
          ))}
        </div>
      )}
    </section>
  );
}
