import { Archive, ArchiveRestore, Pencil, Trash2 } from "lucide-react";
import { vehicleTypeLabel } from "../../../../domain/constants";
import { formatLongDate } from "../../../../domain/dates";
import { formatMoney } from "../../../../domain/pricing";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";
import type { Vehicle } from "../../../lib/types";
import { useArchiveVehicle } from "../api/archive-vehicle";
import { useDeleteVehicle } from "../api/delete-vehicle";
import { VehicleImage } from "./vehicle-image";
import { VehicleStatus } from "./vehicle-status";

/** The table is wider than most screens: on desktop the actions stay in view while it scrolls. */
export const STICKY_ACTIONS = "md:sticky md:right-0 md:bg-card md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]";

export const vehicleName = (vehicle: Pick<Vehicle, "id" | "make" | "model">) =>
  `${vehicle.make} ${vehicle.model} (#${vehicle.id})`;

function ExpiryDate({ date, today }: { date: string; today: string }) {
  if (date > today) return <span className="whitespace-nowrap">{formatLongDate(date)}</span>;
  return (
    <span className="whitespace-nowrap font-medium text-destructive">
      {formatLongDate(date)} <span className="text-xs">(expired)</span>
    </span>
  );
}

/** A vehicle row in view mode, with its edit, archive and delete actions. */
export function VehicleRow({
  vehicle,
  today,
  isEditDisabled,
  onEdit,
}: {
  vehicle: Vehicle;
  today: string;
  isEditDisabled: boolean;
  onEdit: () => void;
}) {
  const archive = useArchiveVehicle();
  const remove = useDeleteVehicle();
  const name = vehicleName(vehicle);
  return (
    <TableRow data-testid={`vehicle-row-${vehicle.id}`} className={vehicle.isArchived ? "bg-muted/40" : undefined}>
      <TableCell>{vehicle.id}</TableCell>
      <TableCell>{vehicle.company.name}</TableCell>
      <TableCell>
        <VehicleImage src={vehicle.image} alt={`${vehicle.make} ${vehicle.model}`} />
      </TableCell>
      <TableCell className="font-medium">{vehicle.make}</TableCell>
      <TableCell>{vehicle.model}</TableCell>
      <TableCell>{vehicle.year}</TableCell>
      <TableCell>{vehicleTypeLabel(vehicle.type)}</TableCell>
      <TableCell className="capitalize">{vehicle.fuelType}</TableCell>
      <TableCell className="capitalize">{vehicle.transmission}</TableCell>
      <TableCell>{vehicle.doors}</TableCell>
      <TableCell>{vehicle.seats}</TableCell>
      <TableCell>{vehicle.is4x4 ? "Yes" : "No"}</TableCell>
      <TableCell>{formatMoney(vehicle.dailyPrice)}</TableCell>
      <TableCell>{formatMoney(vehicle.weeklyPrice)}</TableCell>
      <TableCell>{formatMoney(vehicle.monthlyPrice)}</TableCell>
      <TableCell>{formatMoney(vehicle.deposit)}</TableCell>
      <TableCell>
        <ExpiryDate date={vehicle.insuranceExpiryDate} today={today} />
      </TableCell>
      <TableCell>
        <ExpiryDate date={vehicle.licenseExpiryDate} today={today} />
      </TableCell>
      <TableCell>
        <VehicleStatus isArchived={vehicle.isArchived} />
      </TableCell>
      <TableCell className={STICKY_ACTIONS}>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Edit ${name}`}
            title="Edit"
            disabled={isEditDisabled}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="icon"
                aria-label={`${vehicle.isArchived ? "Unarchive" : "Archive"} ${name}`}
                title={vehicle.isArchived ? "Unarchive" : "Archive"}
              >
                {vehicle.isArchived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
              </Button>
            }
            title={vehicle.isArchived ? "Unarchive Vehicle" : "Archive Vehicle"}
            confirmLabel={vehicle.isArchived ? "Unarchive" : "Archive"}
            pendingLabel="Saving..."
            isPending={archive.isPending}
            onConfirm={(close) =>
              archive.mutate({ id: vehicle.id, isArchived: !vehicle.isArchived }, { onSettled: close })
            }
          >
            <p>
              {vehicle.isArchived
                ? `${vehicle.make} ${vehicle.model} will be listed again and can be booked.`
                : `${vehicle.make} ${vehicle.model} will be hidden from every rental listing and cannot be booked until it is unarchived.`}
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete ${name}`}
                title="Delete permanently"
              >
                <Trash2 aria-hidden />
              </Button>
            }
            title="Delete Permanently"
            confirmLabel="Delete Permanently"
            pendingLabel="Deleting..."
            isDestructive
            isPending={remove.isPending}
            onConfirm={(close) => remove.mutate(vehicle.id, { onSettled: close })}
          >
            <p>
              This action cannot be undone. {vehicle.make} {vehicle.model} will be deleted along with:
            </p>
            <VehicleDeletionList />
          </ConfirmDialog>
        </div>
      </TableCell>
    </TableRow>
  );
}
