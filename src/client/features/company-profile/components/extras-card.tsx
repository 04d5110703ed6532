import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId } from "react";
import { type Control, Controller, useFieldArray, useForm } from "react-hook-form";
import type { CompanyExtrasAnswer } from "../../../../domain/contracts/companies";
import { CURRENCY_NAMES, type Currency } from "../../../../domain/money";
import { EXTRA_KIND_LABELS, EXTRA_KINDS, EXTRA_LIMITS } from "../../../../domain/rental-extras";
import {
  type CompanyExtrasInput,
  companyExtrasSchema,
  type ExtraSettingInput,
} from "../../../../domain/rental-extras-schema";
import { vehicleName } from "../../../../domain/vehicle-name";
import { AmountInput } from "../../../components/amount-input";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useCompanyExtras } from "../api/get-company-extras";
import { useUpdateCompanyExtras } from "../api/update-company-extras";
import { SaveState } from "../unsaved-changes";

type Vehicles = CompanyExtrasAnswer["vehicles"];

const NEW_EXTRA: ExtraSettingInput = {
  kind: "child_seat",
  name: null,
  pricing: "per_day",
  price: 0,
  cap: null,
  maxQuantity: 1,
  excludedVehicleIds: [],
};

/** 'Extras': what the company rents beside its vehicles, their prices and the vehicles each goes with. */
export function ExtrasCard({ companyId, currency }: { companyId: number; currency: Currency }) {
  const { t } = useI18n();
  const extras = useCompanyExtras(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Extras")}</h2>
        </CardTitle>
        <CardDescription>
          {t("What you rent beside your vehicles. Each goes with all your vehicles unless you untick some.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {extras.data ? (
          <ExtrasForm key={JSON.stringify(extras.data)} companyId={companyId} currency={currency} saved={extras.data} />
        ) : (
          <QueryState
            isLoading={extras.isLoading}
            error={extras.error ?? new Error("no extras")}
            fallback="Failed to load extras"
            label="extras"
          />
        )}
      </CardContent>
    </Card>
  );
}

function ExtrasForm({
  companyId,
  currency,
  saved,
}: {
  companyId: number;
  currency: Currency;
  saved: CompanyExtrasAnswer;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const update = useUpdateCompanyExtras();
  const form = useForm<CompanyExtrasInput>({
    resolver: zodResolver(companyExtrasSchema),
    defaultValues: { extras: saved.extras },
  });
  // The extras' own `id` is theirs: the field array keys its rows by `key`.
  const rows = useFieldArray({ control: form.control, name: "extras", keyName: "key" });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { companyId, extras: values },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as "extras", { message });
          }
        },
      },
    ),
  );
  const listError = form.formState.errors.extras?.root?.message ?? form.formState.errors.extras?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {rows.fields.length === 0 && <p className="text-sm text-muted-foreground">{t("You offer no extras yet.")}</p>}
      <ol className="space-y-4">
        {rows.fields.map((row, index) => (
          <li key={row.key}>
            <ExtraFields
              index={index}
              form={form}
              currency={currency}
              vehicles={saved.vehicles}
              onRemove={() => rows.remove(index)}
            />
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translated(listError)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.fields.length >= EXTRA_LIMITS.perCompany}
          onClick={() => rows.append(NEW_EXTRA)}
        >
          <Plus aria-hidden className="size-4" />
          {t("Add an extra")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t("Save Extras")}
        </Button>
        <SaveState card="extras" unsaved={form.formState.isDirty} />
      </div>
    </form>
  );
}

function ExtraFields({
  index,
  form,
  currency,
  vehicles,
  onRemove,
}: {
  index: number;
  form: ReturnType<typeof useForm<CompanyExtrasInput>>;
  currency: Currency;
  vehicles: Vehicles;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const { register, watch } = form;
  const errors = form.formState.errors.extras?.[index];
  const [kind, pricing] = watch([`extras.${index}.kind`, `extras.${index}.pricing`]);
  const money = CURRENCY_NAMES[currency];
  // Only a per day extra has a cap: one typed before switching to per rental would be refused unseen.
  useEffect(() => {
    if (pricing === "per_rental") form.setValue(`extras.${index}.cap`, null);
  }, [pricing, index, form]);
  const field = <Name extends "price" | "cap" | "maxQuantity">(name: Name) => `extras.${index}.${name}` as const;
  const optionalAmount = (value: unknown) => (value === "" || value === null ? null : Number(value));
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-3" data-testid="extra-row">
      <legend className="px-1 text-sm font-semibold">{t("Extra {{number}}", { number: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("Kind")} error={errors?.kind?.message}>
          <NativeSelect {...register(`extras.${index}.kind`)}>
            {EXTRA_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(EXTRA_KIND_LABELS[option])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {kind === "other" && (
          <FormField label={t("Name of the extra")} error={errors?.name?.message}>
            <Input maxLength={EXTRA_LIMITS.nameLength} translate="no" {...register(`extras.${index}.name`)} />
          </FormField>
        )}
        <FormField label={t("Priced")} error={errors?.pricing?.message}>
          <NativeSelect {...register(`extras.${index}.pricing`)}>
            <option value="per_day">{t("Per day")}</option>
            <option value="per_rental">{t("Per rental")}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t("Price ({{currency}})", { currency: money })} error={errors?.price?.message}>
          <AmountInput {...register(field("price"), { valueAsNumber: true })} />
        </FormField>
        {pricing === "per_day" && (
          <FormField
            label={t("Cap per rental ({{currency}}, optional)", { currency: money })}
            error={errors?.cap?.message}
            hint={t("The most one costs a rental, however many days.")}
          >
            <AmountInput {...register(field("cap"), { setValueAs: optionalAmount })} />
          </FormField>
        )}
        <FormField
          label={t("Most per rental")}
          error={errors?.maxQuantity?.message}
          hint={t("How many a renter may take, e.g. 3 child seats.")}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={EXTRA_LIMITS.maxQuantity}
            {...register(field("maxQuantity"), { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <VehicleChoice
        control={form.control}
        name={`extras.${index}.excludedVehicleIds`}
        vehicles={vehicles}
        error={errors?.excludedVehicleIds?.message}
      />
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
        {t("Remove this extra")}
      </Button>
    </fieldset>
  );
}

/** The vehicles an extra goes with, ticked; unticking one excludes it. */
function VehicleChoice({
  control,
  name,
  vehicles,
  error,
}: {
  control: Control<CompanyExtrasInput>;
  name: `extras.${number}.excludedVehicleIds`;
  vehicles: Vehicles;
  error?: string;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const id = useId();
  if (vehicles.length === 0) return null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const excluded = new Set(field.value ?? []);
        const toggle = (vehicleId: number, isTicked: boolean) => {
          const next = new Set(excluded);
          if (isTicked) next.delete(vehicleId);
          else next.add(vehicleId);
          field.onChange([...next]);
        };
        return (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("Goes with")}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {vehicles.map((vehicle) => (
                <li key={vehicle.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${vehicle.id}`}
                    checked={!excluded.has(vehicle.id)}
                    onCheckedChange={(checked) => toggle(vehicle.id, checked === true)}
                  />
                  <Label htmlFor={`${id}-${vehicle.id}`} className="font-normal" translate="no">
                    {vehicleName(vehicle, { withYear: true })}
                  </Label>
                </li>
              ))}
            </ul>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {translated(error)}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
