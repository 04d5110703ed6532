import { useState } from "react";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { todayInDominica } from "../../../../domain/dates";
import { useI18n } from "../../../lib/i18n";
import { AdminTable } from "./admin-table";
import { VehicleEditRow } from "./vehicle-edit-row";
import { STICKY_ACTIONS, VehicleRow } from "./vehicle-row";

const COLUMNS = [
  "ID",
  "Company",
  "Image",
  "Make",
  "Model",
  "Year",
  "Type",
  "Fuel",
  "Transmission",
  "Doors",
  "Seats",
  "4x4",
  "Daily",
  "Weekly",
  "Monthly",
  "Deposit",
  "Insurance Expiry",
  "License Expiry",
  "Status",
  "Actions",
];

/** The Admin Vehicles table; one row at a time is edited inline. */
export function VehiclesTable({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useI18n();
  const [editingId, setEditingId] = useState<number | null>(null);
  const today = todayInDominica();
  return (
    <AdminTable
      // Twenty columns, amounts with their currency: tighter cells keep the prices in view at 1280 px.
      className="[&_td]:px-1.5 [&_th]:px-1.5"
      columns={COLUMNS}
      headClassName={(column) =>
        column === "Actions" ? STICKY_ACTIONS : column.includes(" ") ? "whitespace-normal" : undefined
      }
      isEmpty={vehicles.length === 0}
      emptyText={t("No vehicles found matching the criteria.")}
    >
      {vehicles.map((vehicle) =>
        vehicle.id === editingId ? (
          <VehicleEditRow key={vehicle.id} vehicle={vehicle} onDone={() => setEditingId(null)} />
        ) : (
          <VehicleRow
            key={vehicle.id}
            vehicle={vehicle}
            today={today}
            isEditDisabled={editingId !== null}
            onEdit={() => setEditingId(vehicle.id)}
          />
        ),
      )}
    </AdminTable>
  );
}
