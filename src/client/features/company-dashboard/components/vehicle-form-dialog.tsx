import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FUEL_TYPES, TRANSMISSIONS, VEHICLE_TYPES } from "../../../../domain/constants";
import type { Vehicle, VehicleBody } from "../../../../domain/contracts/vehicles";
import { maxVehicleYear, vehicleSchema } from "../../../../domain/contracts/vehicles/vehicle-schema";
import { addDays, todayInDominica } from "../../../../domain/dates";
import type { Translate } from "../../../../domain/i18n/translate";
import { CURRENCY_NAMES } from "../../../../domain/money";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { useCompanyProfile } from "../../../api/get-company-profile";
import { AmountInput } from "../../../components/amount-input";
import { FormField } from "../../../components/form-field";
import { OptionSelect } from "../../../components/option-select";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError, errorMessage } from "../../../lib/api";
import { useUser } from "../../../lib/auth";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useLeavePrompt } from "../../../lib/use-leave-prompt";
import { VehicleGalleryManager } from "../../vehicle-gallery";
import { useCreateVehicle } from "../api/create-vehicle";
import { useUpdateVehicle } from "../api/update-vehicle";
import { VehicleImageInput } from "./vehicle-image-input";

type VehicleFormInput = z.input<typeof vehicleSchema>;
type VehicleFormData = z.output<typeof vehicleSchema>;

const options = (values: readonly string[], t: Translate) =>
  values.map((value) => ({ value, label: t(optionLabel(value)) }));

/**
 * New-vehicle defaults: the current year, today for the last service, and no expiry dates — the
 * spec's "today" could never be saved (docs/product-rules.md, "Calendar and unavailability").
 */
function newVehicleDefaults(): VehicleFormInput {
  const today = todayInDominica();
  return {
    make: "",
    model: "",
    year: Number(today.slice(0, 4)),
    type: "sedan",
    fuelType: "petrol",
    transmission: "manual",
    doors: 4,
    seats: 5,
    is4x4: false,
    dailyPrice: 0,
    weeklyPrice: 0,
    monthlyPrice: 0,
    deposit: 0,
    insuranceExpiryDate: "",
    licenseExpiryDate: "",
    lastServiceDate: today,
    available: true,
    image: null,
  };
}

function editDefaults(vehicle: Vehicle): VehicleFormInput {
  const {
    id: _id,
    companyId: _c,
    company: _co,
    isArchived: _a,
    createdAt: _created,
    updatedAt: _updated,
    currency: _currency,
    // Left out, the save keeps the photos: the gallery below saves them itself, and the cover sent
    // back would undo a new order (docs/decisions/vehicle-galleries.md).
    image: _image,
    ...fields
  } = vehicle;
  return { ...fields, available: true };
}

/** 'Add New Vehicle' / 'Edit Vehicle'. Mounted per opening, so defaults are always fresh. */
export function VehicleFormDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const { user } = useUser();
  const profile = useCompanyProfile(user?.companyId ?? null);
  // Named, never a bare "$": on the island that reads as EC$ (docs/product-rules.md, "Prices").
  const currency = CURRENCY_NAMES[vehicle?.currency ?? profile.data?.currency ?? "USD"];
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const isEditing = vehicle !== null;
  const form = useForm<VehicleFormInput, unknown, VehicleFormData>({
    resolver: zodResolver(vehicleSchema),
    defaultValues: vehicle ? editDefaults(vehicle) : newVehicleDefaults(),
  });
  const errors = form.formState.errors;
  const isPending = create.isPending || update.isPending;
  useLeavePrompt(form.formState.isDirty && !isPending);
  const tomorrow = addDays(todayInDominica(), 1);

  // Beside the Save button, never a toast over it: why the form was not saved.
  const [saveError, setSaveError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!user?.companyId) {
        setSaveError("Company ID not found");
        return;
      }
      setSaveError(null);
      // The company save always sends available as true.
      const body: VehicleBody = { ...values, available: true, companyId: user.companyId };
      const handlers = {
        onSuccess: onClose,
        onError: (error: Error) => {
          const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
          for (const [field, message] of fieldErrors) {
            form.setError(field as keyof VehicleFormInput, { message });
          }
          setSaveError(
            fieldErrors.length > 0
              ? "Failed to save vehicle. Please check all fields are filled correctly."
              : errorMessage(error, vehicle ? "Failed to update vehicle" : "Failed to add vehicle"),
          );
        },
      };
      if (vehicle) update.mutate({ id: vehicle.id, body }, handlers);
      else create.mutate(body, handlers);
    },
    () => setSaveError("Failed to save vehicle. Please check all fields are filled correctly."),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{isEditing ? t("Edit Vehicle") : t("Add New Vehicle")}</DialogTitle>
          <DialogDescription>
            {isEditing
              ? t("Update the details of the {{name}}.", { name: vehicleName(vehicle) })
              : t("List a vehicle of your fleet.")}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FormField label={t("Make")} error={errors.make?.message}>
              <Input {...form.register("make")} />
            </FormField>
            <FormField label={t("Model")} error={errors.model?.message}>
              <Input {...form.register("model")} />
            </FormField>
            <FormField label={t("Year")} error={errors.year?.message}>
              <Input type="number" inputMode="numeric" min={1900} max={maxVehicleYear()} {...form.register("year")} />
            </FormField>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <FormField label={t("Type")} error={errors.type?.message}>
                  <OptionSelect
                    value={field.value}
                    onValueChange={field.onChange}
                    options={options(VEHICLE_TYPES, t)}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="fuelType"
              render={({ field }) => (
                <FormField label={t("Fuel Type")} error={errors.fuelType?.message}>
                  <OptionSelect value={field.value} onValueChange={field.onChange} options={options(FUEL_TYPES, t)} />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="transmission"
              render={({ field }) => (
                <FormField label={t("Transmission")} error={errors.transmission?.message}>
                  <OptionSelect
                    value={field.value}
                    onValueChange={field.onChange}
                    options={options(TRANSMISSIONS, t)}
                  />
                </FormField>
              )}
            />
            <FormField label={t("Doors")} error={errors.doors?.message}>
              <Input type="number" inputMode="numeric" min={0} max={10} {...form.register("doors")} />
            </FormField>
            <FormField label={t("Seats")} error={errors.seats?.message}>
              <Input type="number" inputMode="numeric" min={1} max={50} {...form.register("seats")} />
            </FormField>
            <div className="flex items-end pb-2">
              <Controller
                control={form.control}
                name="is4x4"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="vehicle-is4x4"
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                    <Label htmlFor="vehicle-is4x4">{t("4x4 vehicle")}</Label>
                  </div>
                )}
              />
            </div>
            <FormField label={t("Daily Price ({{currency}})", { currency })} error={errors.dailyPrice?.message}>
              <AmountInput {...form.register("dailyPrice")} />
            </FormField>
            <FormField
              label={t("Weekly Price ({{currency}})", { currency })}
              error={errors.weeklyPrice?.message}
              hint={t("A weekly or monthly price of 0 means you do not offer it.")}
            >
              <AmountInput {...form.register("weeklyPrice")} />
            </FormField>
            <FormField label={t("Monthly Price ({{currency}})", { currency })} error={errors.monthlyPrice?.message}>
              <AmountInput {...form.register("monthlyPrice")} />
            </FormField>
            <FormField label={t("Deposit ({{currency}})", { currency })} error={errors.deposit?.message}>
              <AmountInput {...form.register("deposit")} />
            </FormField>
            <FormField label={t("Insurance Expiry Date")} error={errors.insuranceExpiryDate?.message}>
              <Input type="date" min={tomorrow} {...form.register("insuranceExpiryDate")} />
            </FormField>
            <FormField label={t("License Expiry Date")} error={errors.licenseExpiryDate?.message}>
              <Input type="date" min={tomorrow} {...form.register("licenseExpiryDate")} />
            </FormField>
            <FormField label={t("Last Service Date")} error={errors.lastServiceDate?.message}>
              <Input type="date" {...form.register("lastServiceDate")} />
            </FormField>
          </div>
          {isEditing ? (
            <VehicleGalleryManager vehicleId={vehicle.id} />
          ) : (
            <div className="space-y-1">
              <Controller
                control={form.control}
                name="image"
                render={({ field }) => (
                  <VehicleImageInput value={field.value} onChange={field.onChange} error={errors.image?.message} />
                )}
              />
              <p className="text-xs text-muted-foreground">
                {t("More photos can be added once the vehicle is saved.")}
              </p>
            </div>
          )}
          {saveError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {translated(saveError)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? t("Saving...") : t("Save Vehicle")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
