import { Archive, ArchiveRestore, Images, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatLongDate } from "../../../../domain/dates";
import { formatMoney } from "../../../../domain/money";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useArchiveVehicle } from "../../../api/archive-vehicle";
import { useDeleteVehicle } from "../../../api/delete-vehicle";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { VehicleDeletionList } from "../../../components/vehicle-deletion-list";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { VehicleGalleryDialog } from "../../vehicle-gallery";
import { VehicleStatus } from "./vehicle-status";
import { VehicleThumbnail } from "./vehicle-thumbnail";

/** The table is wider than most screens: on desktop the actions stay in view while it scrolls. */
export const STICKY_ACTIONS = "md:sticky md:right-0 md:bg-card md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]";

/**
 * Names wrap (a long made-up one anywhere), so the table's twenty columns keep the prices in
 * view at 1280 px; the rest is reached by scrolling the table sideways.
 */
export const WRAP = "min-w-24 whitespace-normal [overflow-wrap:anywhere]";

export const vehicleNameWithId = (vehicle: Pick<Vehicle, "id" | "make" | "model">) =>
  `${vehicleName(vehicle)} (#${vehicle.id})`;

function ExpiryDate({ date, today }: { date: string; today: string }) {
  const { t, language } = useI18n();
  if (date > today) return <span className="whitespace-nowrap">{formatLongDate(date, language)}</span>;
  // '(expired)' goes under the date rather than widening the column.
  return (
    <span className="font-medium text-destructive">
      <span className="whitespace-nowrap">{formatLongDate(date, language)}</span>{" "}
      <span className="block text-xs">{t("(expired)")}</span>
    </span>
  );
}

/** A vehicle row in view mode, with its edit, archive and delete actions; its picture opens the photos. */
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
  const { t, language } = useI18n();
  const money = (amount: number | null) => formatMoney(amount, { from: vehicle.currency, language });
  const archive = useArchiveVehicle();
  const remove = useDeleteVehicle();
  const [isGalleryOpen, setIsGalleryOpen] = useState(false);
  const name = vehicleNameWithId(vehicle);
  return (
    <TableRow data-testid={`vehicle-row-${vehicle.id}`} className={vehicle.isArchived ? "bg-muted/40" : undefined}>
      <TableCell>{vehicle.id}</TableCell>
      <TableCell className={WRAP} translate="no">
        {vehicle.company.name}
      </TableCell>
      <TableCell>
        {/* The picture opens the gallery: another action button would push the prices out of view at 1280 px. */}
        <button
          type="button"
          className="relative block rounded outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={t("Photos of {{name}}", { name })}
          title={t("Photos")}
          onClick={() => setIsGalleryOpen(true)}
        >
          <VehicleThumbnail src={vehicle.image} color={vehicle.imageColor} alt={vehicleName(vehicle)} />
          <span className="absolute right-0.5 bottom-0.5 rounded bg-background/90 p-0.5 text-foreground">
            <Images aria-hidden className="size-3.5" />
          </span>
        </button>
        {isGalleryOpen && <VehicleGalleryDialog vehicle={vehicle} onClose={() => setIsGalleryOpen(false)} />}
      </TableCell>
      <TableCell className={cn("font-medium", WRAP)} translate="no">
        {vehicle.make}
      </TableCell>
      <TableCell className={WRAP} translate="no">
        {vehicle.model}
      </TableCell>
      <TableCell>{vehicle.year}</TableCell>
      <TableCell>{t(optionLabel(vehicle.type))}</TableCell>
      <TableCell>{t(optionLabel(vehicle.fuelType))}</TableCell>
      <TableCell>{t(optionLabel(vehicle.transmission))}</TableCell>
      <TableCell>{vehicle.doors}</TableCell>
      <TableCell>{vehicle.seats}</TableCell>
      <TableCell>{vehicle.is4x4 ? t("Yes") : t("No")}</TableCell>
      <TableCell>{money(vehicle.dailyPrice)}</TableCell>
      <TableCell>{money(vehicle.weeklyPrice)}</TableCell>
      <TableCell>{money(vehicle.monthlyPrice)}</TableCell>
      <TableCell>{money(vehicle.deposit)}</TableCell>
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
            aria-label={t("Edit {{name}}", { name })}
            title={t("Edit")}
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
                aria-label={vehicle.isArchived ? t("Unarchive {{name}}", { name }) : t("Archive {{name}}", { name })}
                title={vehicle.isArchived ? t("Unarchive") : t("Archive")}
              >
                {vehicle.isArchived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
              </Button>
            }
            title={vehicle.isArchived ? t("Unarchive Vehicle") : t("Archive Vehicle")}
            confirmLabel={vehicle.isArchived ? t("Unarchive") : t("Archive")}
            pendingLabel={t("Saving...")}
            isPending={archive.isPending}
            onConfirm={(close) =>
              archive.mutate({ id: vehicle.id, isArchived: !vehicle.isArchived }, { onSettled: close })
            }
          >
            <p>
              {vehicle.isArchived
                ? t("{{name}} will be listed again and can be booked.", { name: vehicleName(vehicle) })
                : t("{{name}} will be hidden from every rental listing and cannot be booked until it is unarchived.", {
                    name: vehicleName(vehicle),
                  })}
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t("Delete {{name}}", { name })}
                title={t("Delete permanently")}
              >
                <Trash2 aria-hidden />
              </Button>
            }
            title={t("Delete Permanently")}
            confirmLabel={t("Delete Permanently")}
            pendingLabel={t("Deleting...")}
            isDestructive
            isPending={remove.isPending}
            onConfirm={(close) => remove.mutate(vehicle.id, { onSettled: close })}
          >
            <p>
              {t("This action cannot be undone. {{name}} will be deleted along with:", { name: vehicleName(vehicle) })}
            </p>
            <VehicleDeletionList />
          </ConfirmDialog>
        </div>
      </TableCell>
    </TableRow>
  );
}
