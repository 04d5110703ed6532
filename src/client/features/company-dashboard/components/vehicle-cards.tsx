import { AlertTriangle, CalendarX2, Car, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { expiryWarnings } from "../../../../domain/calendar";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatLongDate, todayInDominica } from "../../../../domain/dates";
import { thumbnailUrl } from "../../../../domain/images";
import { formatMoney } from "../../../../domain/money";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { TermList } from "../../../components/term-list";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { placeholderStyle } from "../../../lib/image-placeholder";

export interface VehicleActions {
  onManageUnavailability: (vehicle: Vehicle) => void;
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

function VehicleImage({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useI18n();
  return vehicle.image ? (
    <img
      src={thumbnailUrl(vehicle.image)}
      alt={vehicleName(vehicle)}
      translate="no"
      width={480}
      height={320}
      loading="lazy"
      style={placeholderStyle(vehicle.imageColor)}
      className="aspect-[3/2] w-full rounded-md bg-muted object-cover"
    />
  ) : (
    <div className="flex aspect-[3/2] w-full items-center justify-center rounded-md bg-muted">
      <Car aria-hidden className="size-10 text-muted-foreground" />
      <span className="sr-only">{t("No image")}</span>
    </div>
  );
}

/** Flags a vehicle whose insurance or licence has expired or expires within 30 days. */
function ExpiryFlags({ vehicle }: { vehicle: Vehicle }) {
  const { t, language } = useI18n();
  const warnings = expiryWarnings(vehicle, todayInDominica());
  if (warnings.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={t("Document warnings")}>
      {warnings.map((warning) => (
        <li
          key={warning.document}
          className={cn(
            "flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium",
            warning.state === "expired"
              ? "bg-destructive/10 text-destructive"
              : "bg-warning/30 text-warning-foreground",
          )}
        >
          <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
          {warning.document === "Insurance"
            ? t(warning.state === "expired" ? "Insurance expired on {{date}}" : "Insurance expires on {{date}}", {
                date: formatLongDate(warning.date, language),
              })
            : t(warning.state === "expired" ? "License expired on {{date}}" : "License expires on {{date}}", {
                date: formatLongDate(warning.date, language),
              })}
        </li>
      ))}
    </ul>
  );
}

function ActionButton({
  label,
  onClick,
  children,
  destructive,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <Button
      type="button"
      variant={destructive ? "destructive" : "outline"}
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The frame both cards share: the vehicle's name and badges over its content. */
function VehicleCard({
  vehicle,
  className,
  badges,
  children,
}: {
  vehicle: Vehicle;
  className: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={className} data-testid={`vehicle-card-${vehicle.id}`}>
      <CardHeader className="px-4">
        <CardTitle className="text-lg" translate="no">
          {vehicleName(vehicle)}
        </CardTitle>
        {badges}
      </CardHeader>
      <CardContent className="space-y-3 px-4">{children}</CardContent>
    </Card>
  );
}

function EditAndDeleteButtons({ vehicle, actions }: { vehicle: Vehicle; actions: VehicleActions }) {
  const { t } = useI18n();
  const name = vehicleName(vehicle);
  return (
    <>
      <ActionButton label={t("Edit {{name}}", { name })} onClick={() => actions.onEdit(vehicle)}>
        <Pencil aria-hidden />
      </ActionButton>
      <ActionButton
        label={t("Delete {{name}} permanently", { name })}
        onClick={() => actions.onDelete(vehicle)}
        destructive
      >
        <Trash2 aria-hidden />
      </ActionButton>
    </>
  );
}

export function ActiveVehicleCard({ vehicle, actions }: { vehicle: Vehicle; actions: VehicleActions }) {
  const { t, language } = useI18n();
  const money = (amount: number | null) => formatMoney(amount, { from: vehicle.currency, language });
  const day = (date: string) => formatLongDate(date, language);
  return (
    <VehicleCard
      vehicle={vehicle}
      className="gap-4 py-4"
      badges={
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="success">{t("Active")}</Badge>
          {vehicle.available ? (
            <Badge variant="secondary">{t("Available")}</Badge>
          ) : (
            <Badge variant="warning">{t("Booked")}</Badge>
          )}
        </div>
      }
    >
      <VehicleImage vehicle={vehicle} />
      <ExpiryFlags vehicle={vehicle} />
      <TermList
        rows={[
          [t("Year"), vehicle.year],
          [t("Type"), t(optionLabel(vehicle.type))],
          [t("Fuel"), t(optionLabel(vehicle.fuelType))],
          [t("Transmission"), t(optionLabel(vehicle.transmission))],
          [t("Doors"), vehicle.doors],
          [t("Seats"), vehicle.seats],
          ["4x4", vehicle.is4x4 ? t("Yes") : t("No")],
          [t("Deposit"), money(vehicle.deposit)],
          [t("Daily"), money(vehicle.dailyPrice)],
          [t("Weekly"), money(vehicle.weeklyPrice)],
          [t("Monthly"), money(vehicle.monthlyPrice)],
          [t("Insurance"), day(vehicle.insuranceExpiryDate)],
          [t("License"), day(vehicle.licenseExpiryDate)],
          [t("Last service"), day(vehicle.lastServiceDate)],
        ]}
      />
      <div className="flex justify-end gap-2 pt-1">
        <ActionButton
          label={t("Manage unavailability of {{name}}", { name: vehicleName(vehicle) })}
          onClick={() => actions.onManageUnavailability(vehicle)}
        >
          <CalendarX2 aria-hidden />
        </ActionButton>
        <EditAndDeleteButtons vehicle={vehicle} actions={actions} />
      </div>
    </VehicleCard>
  );
}

export function ArchivedVehicleCard({ vehicle, actions }: { vehicle: Vehicle; actions: VehicleActions }) {
  const { t, language } = useI18n();
  const money = (amount: number | null) => formatMoney(amount, { from: vehicle.currency, language });
  return (
    <VehicleCard
      vehicle={vehicle}
      className="gap-3 bg-muted/40 py-4 opacity-70"
      badges={<Badge variant="outline">{t("Archived")}</Badge>}
    >
      <TermList
        rows={[
          [t("Year"), vehicle.year],
          [t("Type"), t(optionLabel(vehicle.type))],
          [t("Deposit"), money(vehicle.deposit)],
          [t("Daily"), money(vehicle.dailyPrice)],
        ]}
      />
      <div className="flex justify-end gap-2">
        <EditAndDeleteButtons vehicle={vehicle} actions={actions} />
      </div>
    </VehicleCard>
  );
}
