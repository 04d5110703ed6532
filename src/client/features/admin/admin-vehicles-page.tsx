import { useState } from "react";
import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { useI18n } from "../../lib/i18n";
import { useAdminCompanies } from "./api/get-admin-companies";
import { useAdminVehicles } from "./api/get-admin-vehicles";
import { AdminPage } from "./components/admin-page";
import { VehicleFiltersBar } from "./components/vehicle-filters-bar";
import { VehiclesTable } from "./components/vehicles-table";
import { filterVehicles, NO_FILTERS } from "./filter-vehicles";

export default function AdminVehiclesPage() {
  const { t } = useI18n();
  const vehicles = useAdminVehicles();
  const companies = useAdminCompanies();
  const [filters, setFilters] = useState(NO_FILTERS);
  const selectable = (companies.data ?? []).filter((company) => !company.isArchived);
  const shown = filterVehicles(vehicles.data ?? [], filters);
  const archivedCount = (vehicles.data ?? []).filter((vehicle) => vehicle.isArchived).length;
  return (
    <AdminPage
      title={t("Admin Vehicles")}
      description={t("Every vehicle on the marketplace: correct listings, archive them, or delete them for good.")}
    >
      <VehicleFiltersBar filters={filters} companies={selectable} onChange={setFilters} />
      <QueryState
        isLoading={vehicles.isLoading}
        error={vehicles.error}
        fallback="Failed to fetch vehicles"
        label="vehicles"
      />
      {vehicles.data && (
        <Card className="gap-2 py-2">
          <p className="px-4 pt-2 text-sm text-muted-foreground" aria-live="polite">
            {t("Showing {{count}} of {{total}} vehicles", { count: shown.length, total: vehicles.data.length })}
            {!filters.showArchived &&
              archivedCount > 0 &&
              ` ${t("({{number}} archived hidden)", { number: archivedCount })}`}
          </p>
          <CardContent className="px-2">
            <VehiclesTable vehicles={shown} />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
