import { Plus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { Vehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { ErrorNotice, QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { CompanyInbox } from "../bookings";
import { SetupChecklist } from "../onboarding";
import { CompanyReviews } from "../reviews";
import { useOwnFleet } from "./api/get-own-fleet";
import { ActivationBanner } from "./components/activation-banner";
import { CalendarSyncCard } from "./components/calendar-sync-card";
import { DeleteVehicleDialog } from "./components/delete-vehicle-dialog";
import { ExpiryWarning } from "./components/expiry-warning";
import { FleetCalendar } from "./components/fleet-calendar";
import { UnavailabilityDialog } from "./components/unavailability-dialog";
import { ActiveVehicleCard, ArchivedVehicleCard, type VehicleActions } from "./components/vehicle-cards";
import { VehicleFormDialog } from "./components/vehicle-form-dialog";

/** The Company Dashboard. */
export default function CompanyDashboardPage() {
  const { t } = useI18n();
  const { user } = useUser();
  const companyId = user?.companyId ?? null;
  const vehicles = useOwnFleet(companyId);
  // undefined: closed; null: adding a new vehicle.
  const [editing, setEditing] = useState<Vehicle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [managing, setManaging] = useState<{ vehicle: Vehicle; range: DayRange | null } | null>(null);

  const active = vehicles.data?.filter((v) => !v.isArchived) ?? [];
  const archived = vehicles.data?.filter((v) => v.isArchived) ?? [];
  const actions: VehicleActions = {
    onManageUnavailability: (vehicle) => setManaging({ vehicle, range: null }),
    onEdit: setEditing,
    onDelete: setDeleting,
  };

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("Company Dashboard")}</h1>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden /> {t("Add Vehicle")}
        </Button>
      </div>

      {user?.status === "pending" && <ActivationBanner rejectionReason={user.rejectionReason} />}
      {companyId !== null && <SetupChecklist />}

      {companyId === null ? (
        <ErrorNotice>{t("Company ID not found")}</ErrorNotice>
      ) : vehicles.isLoading || vehicles.isError ? (
        <QueryState
          isLoading={vehicles.isLoading}
          error={vehicles.error}
          fallback="Failed to fetch vehicles"
          label="vehicles"
        />
      ) : (
        <>
          <ExpiryWarning vehicles={active} />
          <FleetCalendar
            vehicles={active}
            companyId={companyId}
            onSelectRange={(vehicle, range) => setManaging({ vehicle, range })}
          />
          <CalendarSyncCard vehicles={active} companyId={companyId} />
          <VehicleGrid
            title={t("Active Vehicles")}
            empty={t("No active vehicles yet. Use '{{add}}' to list one.", { add: t("Add Vehicle") })}
          >
            {active.map((vehicle) => (
              <ActiveVehicleCard key={vehicle.id} vehicle={vehicle} actions={actions} />
            ))}
          </VehicleGrid>
          {archived.length > 0 && (
            <VehicleGrid title={t("Archived Vehicles")}>
              {archived.map((vehicle) => (
                <ArchivedVehicleCard key={vehicle.id} vehicle={vehicle} actions={actions} />
              ))}
            </VehicleGrid>
          )}
        </>
      )}

      {companyId !== null && (
        <Card>
          <CardContent>
            <CompanyInbox />
          </CardContent>
        </Card>
      )}
      {companyId !== null && <CompanyReviews />}

      {editing !== undefined && <VehicleFormDialog vehicle={editing} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />}
      {managing && (
        <UnavailabilityDialog vehicle={managing.vehicle} range={managing.range} onClose={() => setManaging(null)} />
      )}
    </main>
  );
}

function VehicleGrid({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  // An id made from the title would hold a space, and aria-labelledby reads spaces as two ids.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</div>
      )}
    </section>
  );
}
