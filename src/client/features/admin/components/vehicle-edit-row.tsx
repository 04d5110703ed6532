import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, type SubmitErrorHandler, useForm } from "react-hook-form";
import type { z } from "zod";
import { FUEL_TYPES, LIMITS, TRANSMISSIONS, VEHICLE_TYPES } from "../../../../domain/constants";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { adminVehicleEditSchema } from "../../../../domain/contracts/vehicles/vehicle-schema";
import { vehicleName } from "../../../../domain/vehicle-name";
import { TableCell, TableRow } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useUpdateVehicle } from "../api/update-vehicle";
import { useUpdateVehicleType } from "../api/update-vehicle-type";
import { VehicleEditActions } from "./vehicle-edit-actions";
import { CheckboxCell, ChoiceCell, TextCell, type VehicleEditInput } from "./vehicle-edit-fields";
import { VehicleEditImageCell } from "./vehicle-edit-image-cell";
import { vehicleNameWithId } from "./vehicle-row";
import { VehicleStatus } from "./vehicle-status";

type VehicleEditData = z.output<ReturnType<typeof adminVehicleEditSchema>>;

const toFormValues = (v: Vehicle): VehicleEditInput => ({
  make: v.make,
  model: v.model,
  year: v.year,
  type: v.type,
  fuelType: v.fuelType,
  transmission: v.transmission,
  doors: v.doors,
  seats: v.seats,
  is4x4: v.is4x4,
  dailyPrice: v.dailyPrice,
  weeklyPrice: v.weeklyPrice,
  monthlyPrice: v.monthlyPrice,
  deposit: v.deposit,
  insuranceExpiryDate: v.insuranceExpiryDate,
  licenseExpiryDate: v.licenseExpiryDate,
  // A data URL once the admin picks a new file; the stored image is only replaced then.
  image: null,
});

/**
 * A vehicle row in edit mode (view → editing → saved or cancelled), checked with the
 * shared vehicle schema before it is sent; an unchanged lapsed expiry date may stay, as on the server.
 */
export function VehicleEditRow({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const [schema] = useState(() => adminVehicleEditSchema(vehicle));
  const form = useForm<VehicleEditInput, unknown, VehicleEditData>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(vehicle),
  });
  const update = useUpdateVehicle();
  const updateType = useUpdateVehicleType();
  const isPending = update.isPending || updateType.isPending;
  const name = vehicleNameWithId(vehicle);
  // Entering edit mode moves focus into the row (and scrolls the wide table back to it).
  useEffect(() => form.setFocus("make"), [form]);

  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      form.setError(field as keyof VehicleEditInput, { message });
    }
  };
  // The first message goes in a toast, as the server's refusal would.
  const onInvalid: SubmitErrorHandler<VehicleEditInput> = (errors) => {
    const message = Object.values(errors).find((error) => error?.message)?.message;
    toast({ title: "Error", description: message ?? "Failed to update vehicle", variant: "destructive" });
  };
  const save = form.handleSubmit(({ image, ...fields }) => {
    update.mutate({ id: vehicle.id, ...fields, ...(image && { image }) }, { onSuccess: onDone, onError });
  }, onInvalid);
  const saveTypeOnly = () =>
    updateType.mutate({ id: vehicle.id, type: form.getValues("type") }, { onSuccess: onDone, onError });

  const number = { type: "number", disabled: isPending } as const;
  return (
    <FormProvider {...form}>
      <TableRow data-testid={`vehicle-row-${vehicle.id}`} className="bg-accent/40 hover:bg-accent/40">
        <TableCell className="align-top">{vehicle.id}</TableCell>
        <TableCell className="align-top" translate="no">
          {vehicle.company.name}
        </TableCell>
        <VehicleEditImageCell current={vehicle.image} alt={vehicleName(vehicle)} name={name} disabled={isPending} />
        <TextCell name="make" label="Make" className="w-28" disabled={isPending} />
        <TextCell name="model" label="Model" className="w-28" disabled={isPending} />
        <TextCell name="year" label="Year" {...number} step="1" min={LIMITS.yearMin} className="w-20" />
        <ChoiceCell name="type" label="Type" options={VEHICLE_TYPES} disabled={isPending} />
        <ChoiceCell name="fuelType" label="Fuel" options={FUEL_TYPES} disabled={isPending} />
        <ChoiceCell name="transmission" label="Transmission" options={TRANSMISSIONS} disabled={isPending} />
        <TextCell
          name="doors"
          label="Doors"
          {...number}
          step="1"
          min={LIMITS.doorsMin}
          max={LIMITS.doorsMax}
          className="w-16"
        />
        <TextCell
          name="seats"
          label="Seats"
          {...number}
          step="1"
          min={LIMITS.seatsMin}
          max={LIMITS.seatsMax}
          className="w-16"
        />
        <CheckboxCell name="is4x4" label="4x4" disabled={isPending} />
        <TextCell name="dailyPrice" label="Daily price" {...number} step="0.01" min={0} />
        <TextCell name="weeklyPrice" label="Weekly price" {...number} step="0.01" min={0} />
        <TextCell name="monthlyPrice" label="Monthly price" {...number} step="0.01" min={0} />
        <TextCell name="deposit" label="Deposit" {...number} step="0.01" min={0} />
        <TextCell
          name="insuranceExpiryDate"
          label="Insurance expiry"
          type="date"
          className="w-36"
          disabled={isPending}
        />
        <TextCell name="licenseExpiryDate" label="License expiry" type="date" className="w-36" disabled={isPending} />
        <TableCell className="align-top">
          <VehicleStatus isArchived={vehicle.isArchived} />
        </TableCell>
        <VehicleEditActions
          name={name}
          isSaving={update.isPending}
          isSavingType={updateType.isPending}
          onSave={save}
          onCancel={onDone}
          onSaveType={saveTypeOnly}
        />
      </TableRow>
    </FormProvider>
  );
}
