import { useState } from "react";
import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { useAdminCompanies } from "./api/get-admin-companies";
import { useAdminVehicles } from "./api/get-admin-vehicles";
import { AdminPage } from "./components/admin-page";
import { VehicleFiltersBar } from "./components/vehicle-filters-bar";
import { VehiclesTable } from "./components/vehicles-table";
import { filterVehicles, NO_FILTERS } from "./filter-vehicles";

export default function AdminVehiclesPage() {
  const vehicles = useAdminVehicles();
  const companies = useAdminCompanies();
  const [filters, setFilters] = useState(NO_FILTERS);
  const selectable = (companies.data ?? []).filter((company) => !company.isArchived);
  const shown = filterVehicles(vehicles.data ?? [], filters);
  const archivedCount = (vehicles.data ?? []).filter((vehicle) => vehicle.isArchived).length;
  return (
    <AdminPage
      title="Admin Vehicles"
      description="Every vehicle on the marketplace: correct listings, archive them, or delete them for good."
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
            Showing {shown.length} of {vehicles.data.length} vehicles
            {!filters.showArchived && archivedCount > 0 && ` (${archivedCount} archived hidden)`}
          </p>
          <CardContent className="px-2">
            <VehiclesTable vehicles={shown} />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
