import { Check, Tag, Upload, X } from "lucide-react";
import { type ChangeEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { FUEL_TYPES, LIMITS, TRANSMISSIONS, VEHICLE_TYPES, vehicleTypeLabel } from "../../../../domain/constants";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { TableCell, TableRow } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import type { Vehicle } from "../../../lib/types";
import { useUpdateVehicle, type VehicleEdit } from "../api/update-vehicle";
import { useUpdateVehicleType } from "../api/update-vehicle-type";
import { VehicleImage } from "./vehicle-image";
import { STICKY_ACTIONS, vehicleName } from "./vehicle-row";
import { VehicleStatus } from "./vehicle-status";

type TextField =
  | "make"
  | "model"
  | "year"
  | "doors"
  | "seats"
  | "dailyPrice"
  | "weeklyPrice"
  | "monthlyPrice"
  | "deposit"
  | "insuranceExpiryDate"
  | "licenseExpiryDate";

interface Draft extends Record<TextField, string> {
  type: Vehicle["type"];
  fuelType: Vehicle["fuelType"];
  transmission: Vehicle["transmission"];
  is4x4: boolean;
  /** A data URL once the admin picks a new file. */
  newImage: string | null;
}

const toDraft = (v: Vehicle): Draft => ({
  make: v.make,
  model: v.model,
  year: String(v.year),
  type: v.type,
  fuelType: v.fuelType,
  transmission: v.transmission,
  doors: String(v.doors),
  seats: String(v.seats),
  is4x4: v.is4x4,
  dailyPrice: String(v.dailyPrice),
  weeklyPrice: String(v.weeklyPrice),
  monthlyPrice: String(v.monthlyPrice),
  deposit: String(v.deposit),
  insuranceExpiryDate: v.insuranceExpiryDate,
  licenseExpiryDate: v.licenseExpiryDate,
  newImage: null,
});

/** Spec §5: year, doors and seats go as integers, prices as decimals; unparsable text goes as is for the server to name. */
const asInteger = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : text);
const asDecimal = (text: string) => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text);

function toEdit(id: number, draft: Draft): VehicleEdit {
  return {
    id,
    make: draft.make,
    model: draft.model,
    year: asInteger(draft.year) as number,
    type: draft.type,
    fuelType: draft.fuelType,
    transmission: draft.transmission,
    doors: asInteger(draft.doors) as number,
    seats: asInteger(draft.seats) as number,
    is4x4: draft.is4x4,
    dailyPrice: asDecimal(draft.dailyPrice) as number,
    weeklyPrice: asDecimal(draft.weeklyPrice) as number,
    monthlyPrice: asDecimal(draft.monthlyPrice) as number,
    deposit: asDecimal(draft.deposit) as number,
    insuranceExpiryDate: draft.insuranceExpiryDate,
    licenseExpiryDate: draft.licenseExpiryDate,
    ...(draft.newImage && { image: draft.newImage }),
  };
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm capitalize shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";

/** A vehicle row in edit mode (spec §4: view → editing → saved or cancelled). */
export function VehicleEditRow({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const [draft, setDraft] = useState(() => toDraft(vehicle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateVehicle();
  const updateType = useUpdateVehicleType();
  const idPrefix = useId();
  const isPending = update.isPending || updateType.isPending;
  const name = vehicleName(vehicle);
  const makeInput = useRef<HTMLInputElement>(null);
  // Entering edit mode moves focus into the row (and scrolls the wide table back to it).
  useEffect(() => makeInput.current?.focus(), []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onError = (error: Error) => setErrors(error instanceof ApiError ? error.fieldErrors : {});

  /** Label, invalid flag and error message of one edited field. */
  const field = (key: string, label: string) => ({
    "aria-label": label,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${idPrefix}-${key}-error` : undefined,
    disabled: isPending,
  });
  const cell = (key: string, control: ReactNode) => (
    <TableCell className="align-top">
      {control}
      {errors[key] && (
        <p id={`${idPrefix}-${key}-error`} className="mt-1 max-w-40 text-xs whitespace-normal text-destructive">
          {errors[key]}
        </p>
      )}
    </TableCell>
  );
  const text = (
    key: TextField,
    label: string,
    props: {
      type?: string;
      step?: string;
      min?: number;
      max?: number;
      className?: string;
      ref?: Ref<HTMLInputElement>;
    } = {},
  ) =>
    cell(
      key,
      <Input
        {...field(key, label)}
        ref={props.ref}
        type={props.type ?? "text"}
        step={props.step}
        min={props.min}
        max={props.max}
        className={cn("h-9", props.className ?? "w-24")}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
      />,
    );
  const choice = <K extends "type" | "fuelType" | "transmission">(
    key: K,
    label: string,
    options: readonly Draft[K][],
  ) =>
    cell(
      key,
      <select
        {...field(key, label)}
        className={selectClass}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value as Draft[K])}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {vehicleTypeLabel(option)}
          </option>
        ))}
      </select>,
    );

  async function onPickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/") || file.size > LIMITS.imageMaxBytes) {
      toast({ title: "Error", description: "Choose an image file of at most 5MB", variant: "destructive" });
      return;
    }
    set("newImage", await readDataUrl(file));
  }

  const save = () =>
    update.mutate(toEdit(vehicle.id, draft), {
      onSuccess: onDone,
      onError,
    });
  const saveTypeOnly = () => updateType.mutate({ id: vehicle.id, type: draft.type }, { onSuccess: onDone, onError });

  return (
    <TableRow data-testid={`vehicle-row-${vehicle.id}`} className="bg-accent/40 hover:bg-accent/40">
      <TableCell className="align-top">{vehicle.id}</TableCell>
      <TableCell className="align-top">{vehicle.company.name}</TableCell>
      {cell(
        "image",
        <div className="flex flex-col items-start gap-1">
          <VehicleImage src={draft.newImage ?? vehicle.image} alt={`${vehicle.make} ${vehicle.model}`} />
          <label
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50",
            )}
          >
            <Upload aria-hidden />
            {draft.newImage ? "Change" : "Upload"}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={`Upload image for ${name}`}
              aria-describedby={`${idPrefix}-image-hint`}
              disabled={isPending}
              onChange={onPickImage}
            />
          </label>
          <span id={`${idPrefix}-image-hint`} className="text-xs text-muted-foreground">
            1200x800px recommended
          </span>
        </div>,
      )}
      {text("make", "Make", { className: "w-28", ref: makeInput })}
      {text("model", "Model", { className: "w-28" })}
      {text("year", "Year", { type: "number", step: "1", min: LIMITS.yearMin, className: "w-20" })}
      {choice("type", "Type", VEHICLE_TYPES)}
      {choice("fuelType", "Fuel", FUEL_TYPES)}
      {choice("transmission", "Transmission", TRANSMISSIONS)}
      {text("doors", "Doors", {
        type: "number",
        step: "1",
        min: LIMITS.doorsMin,
        max: LIMITS.doorsMax,
        className: "w-16",
      })}
      {text("seats", "Seats", {
        type: "number",
        step: "1",
        min: LIMITS.seatsMin,
        max: LIMITS.seatsMax,
        className: "w-16",
      })}
      {cell(
        "is4x4",
        <Checkbox
          {...field("is4x4", "4x4")}
          checked={draft.is4x4}
          onCheckedChange={(checked) => set("is4x4", checked === true)}
        />,
      )}
      {text("dailyPrice", "Daily price", { type: "number", step: "0.01", min: 0 })}
      {text("weeklyPrice", "Weekly price", { type: "number", step: "0.01", min: 0 })}
      {text("monthlyPrice", "Monthly price", { type: "number", step: "0.01", min: 0 })}
      {text("deposit", "Deposit", { type: "number", step: "0.01", min: 0 })}
      {text("insuranceExpiryDate", "Insurance expiry", { type: "date", className: "w-36" })}
      {text("licenseExpiryDate", "License expiry", { type: "date", className: "w-36" })}
      <TableCell className="align-top">
        <VehicleStatus isArchived={vehicle.isArchived} />
      </TableCell>
      <TableCell className={cn("align-top md:bg-accent", STICKY_ACTIONS)}>
        <div className="flex flex-col gap-1">
          <div className="flex gap-1">
            <Button size="sm" disabled={isPending} onClick={save} aria-label={`Save ${name}`}>
              <Check aria-hidden />
              {update.isPending ? "Saving..." : "Save"}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={isPending}
              onClick={onDone}
              aria-label={`Cancel editing ${name}`}
            >
              <X aria-hidden />
              Cancel
            </Button>
          </div>
          <Button variant="secondary" size="sm" disabled={isPending} onClick={saveTypeOnly}>
            <Tag aria-hidden />
            {updateType.isPending ? "Saving..." : "Update Type Only"}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
