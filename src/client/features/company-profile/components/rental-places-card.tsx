import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Controller, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import type { RentalPlacesAnswer } from "../../../../domain/contracts/companies";
import { CURRENCY_NAMES, type Currency } from "../../../../domain/money";
import { PLACE_KIND_LABELS, PLACE_KINDS, PLACE_LIMITS, type RentalPlaces } from "../../../../domain/rental-places";
import { type RentalPlacesInput, rentalPlacesSchema } from "../../../../domain/rental-places-schema";
import { AmountInput } from "../../../components/amount-input";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useRentalPlaces } from "../api/get-rental-places";
import { useUpdateRentalPlaces } from "../api/update-rental-places";
import { SaveState } from "../unsaved-changes";

type PlacesForm = UseFormReturn<RentalPlacesInput, unknown, RentalPlaces>;

/** 'Places and fees': where the company hands over and takes back its vehicles, and what each costs. */
export function RentalPlacesCard({ companyId, currency }: { companyId: number; currency: Currency }) {
  const { t } = useI18n();
  const places = useRentalPlaces(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Places and fees")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {places.data ? (
          <RentalPlacesForm
            key={JSON.stringify(places.data)}
            companyId={companyId}
            saved={places.data}
            currency={currency}
          />
        ) : (
          <QueryState
            isLoading={places.isLoading}
            error={places.error ?? new Error("no places")}
            fallback="Failed to load places and fees"
            label="places and fees"
          />
        )}
      </CardContent>
    </Card>
  );
}

const NEW_PLACE = {
  kind: "douglas_charles_airport",
  name: "",
  area: "",
  fee: 0,
  opens: "",
  closes: "",
  afterHoursFee: 0,
} as const;

function RentalPlacesForm({
  companyId,
  saved,
  currency,
}: {
  companyId: number;
  saved: RentalPlacesAnswer;
  currency: Currency;
}) {
  const { t } = useI18n();
  const update = useUpdateRentalPlaces();
  const form = useForm<RentalPlacesInput, unknown, RentalPlaces>({
    resolver: zodResolver(rentalPlacesSchema),
    defaultValues: {
      oneWayReturns: saved.oneWayReturns,
      places: saved.places.map((place) => ({
        ...place,
        name: place.name ?? "",
        area: place.area ?? "",
        opens: place.opens ?? "",
        closes: place.closes ?? "",
      })),
    },
  });
  const list = useFieldArray({ control: form.control, name: "places" });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { companyId, places: values },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as "places", { message });
          }
        },
      },
    ),
  );
  const listError = form.formState.errors.places?.root?.message ?? form.formState.errors.places?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t(
          "The booking form offers these places with their fees, in {{currency}}. With none, it offers Roseau, Portsmouth, Marigot and the two airports, free.",
          { currency: CURRENCY_NAMES[currency] },
        )}
      </p>
      <ol className="space-y-4" aria-label={t("Places")}>
        {list.fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-border p-3">
            <PlaceRow form={form} index={index} currency={currency} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={index === 0}
                onClick={() => list.move(index, index - 1)}
                aria-label={t("Move place {{number}} up", { number: index + 1 })}
              >
                <ArrowUp aria-hidden />
                {t("Up")}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={index === list.fields.length - 1}
                onClick={() => list.move(index, index + 1)}
                aria-label={t("Move place {{number}} down", { number: index + 1 })}
              >
                <ArrowDown aria-hidden />
                {t("Down")}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => list.remove(index)}
                aria-label={t("Remove place {{number}}", { number: index + 1 })}
              >
                <Trash2 aria-hidden />
                {t("Remove")}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={list.fields.length >= PLACE_LIMITS.places}
        onClick={() => list.append({ ...NEW_PLACE })}
      >
        <Plus aria-hidden />
        {t("Add a place")}
      </Button>
      <Controller
        name="oneWayReturns"
        control={form.control}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="one-way-returns"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="one-way-returns" className="font-normal">
              {t("Allow one-way returns (drop-off at another place than the pick-up)")}
            </Label>
          </div>
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t("Save Places and Fees")}
        </Button>
        <SaveState card="places" unsaved={form.formState.isDirty} />
      </div>
    </form>
  );
}

/** One place: its kind, the town's name or the delivery's area, its fee, hours and after-hours fee. */
function PlaceRow({ form, index, currency }: { form: PlacesForm; index: number; currency: Currency }) {
  const { t } = useI18n();
  const errors = form.formState.errors.places?.[index];
  const kind = form.watch(`places.${index}.kind`);
  const money = (field: "fee" | "afterHoursFee") =>
    form.register(`places.${index}.${field}`, { setValueAs: (value) => (value === "" ? 0 : Number(value)) });
  const named = CURRENCY_NAMES[currency];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t("Place {{number}}", { number: index + 1 })}</legend>
      <FormField label={t("Place")} error={errors?.kind?.message}>
        <NativeSelect {...form.register(`places.${index}.kind`)}>
          {PLACE_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(PLACE_KIND_LABELS[option])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {kind === "town" && (
        <FormField label={t("Town or village name")} error={errors?.name?.message}>
          <Input maxLength={PLACE_LIMITS.nameMax} {...form.register(`places.${index}.name`)} />
        </FormField>
      )}
      {kind === "delivery" && (
        <FormField label={t("Area covered")} error={errors?.area?.message}>
          <Input
            maxLength={PLACE_LIMITS.areaMax}
            placeholder={t("e.g. Roseau and Castle Comfort")}
            {...form.register(`places.${index}.area`)}
          />
        </FormField>
      )}
      <FormField
        label={t("Fee ({{currency}})", { currency: named })}
        error={errors?.fee?.message}
        hint={t("0 for free.")}
      >
        <AmountInput {...money("fee")} />
      </FormField>
      <FormField label={t("Opens at")} error={errors?.opens?.message} hint={t("Leave both times empty for 24 hours.")}>
        <Input type="time" step={60} {...form.register(`places.${index}.opens`)} />
      </FormField>
      <FormField label={t("Closes at")} error={errors?.closes?.message}>
        <Input type="time" step={60} {...form.register(`places.${index}.closes`)} />
      </FormField>
      <FormField
        label={t("After-hours fee ({{currency}})", { currency: named })}
        error={errors?.afterHoursFee?.message}
        hint={t("Added when the renter's time is outside the opening hours.")}
      >
        <AmountInput {...money("afterHoursFee")} />
      </FormField>
    </fieldset>
  );
}
