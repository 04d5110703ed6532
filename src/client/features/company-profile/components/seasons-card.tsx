import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { type CompanySeasonsBody, companySeasonsBody } from "../../../../domain/contracts/companies";
import { SEASON_LIMITS, type Season } from "../../../../domain/seasons";
import { FormField } from "../../../components/form-field";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useSeasons } from "../api/get-seasons";
import { useUpdateSeasons } from "../api/update-seasons";
import { SaveState } from "../unsaved-changes";
import { DayMonthField } from "./day-month-field";

/** 'Seasons': recurring date ranges with their own rates and minimum days (docs/product-rules.md, "Seasons"). */
export function SeasonsCard({ companyId }: { companyId: number }) {
  const { t } = useI18n();
  const seasons = useSeasons(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Seasons")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {seasons.data ? (
          <SeasonsForm key={JSON.stringify(seasons.data)} companyId={companyId} seasons={seasons.data.seasons} />
        ) : (
          <QueryState
            isLoading={seasons.isLoading}
            error={seasons.error ?? new Error("no seasons")}
            fallback="Failed to load seasons"
            label="seasons"
          />
        )}
      </CardContent>
    </Card>
  );
}

/** What a new season starts as: a week in the middle of the year at the vehicles' own rates. */
const NEW_SEASON: Season = {
  name: "",
  start: "07-01",
  end: "07-07",
  dailyPercent: 100,
  weeklyPercent: 100,
  monthlyPercent: 100,
  minimumDays: 1,
};

/** An empty box is a rate not offered in the season. */
const percentOrNone = (value: unknown) => (value === "" || value === null ? null : Number(value));

function SeasonsForm({ companyId, seasons }: { companyId: number; seasons: Season[] }) {
  const { t } = useI18n();
  const update = useUpdateSeasons();
  const form = useForm<CompanySeasonsBody>({
    resolver: zodResolver(companySeasonsBody),
    defaultValues: { seasons },
  });
  const list = useFieldArray({ control: form.control, name: "seasons" });
  const errors = form.formState.errors.seasons;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { companyId, body: values },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as FieldPath<CompanySeasonsBody>, { message });
          }
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t(
          "Each season's rates are percentages of every vehicle's own: 120 is 20% more. Leave a weekly or monthly rate empty if it is not offered in the season.",
        )}
      </p>
      {list.fields.length === 0 && (
        <p className="text-sm">{t("No seasons: your vehicles' own prices apply all year.")}</p>
      )}
      {list.fields.map((field, index) => {
        const fieldErrors = errors?.[index];
        const number = (name: "dailyPercent" | "minimumDays") =>
          form.register(`seasons.${index}.${name}`, { valueAsNumber: true });
        const optional = (name: "weeklyPercent" | "monthlyPercent") =>
          form.register(`seasons.${index}.${name}`, { setValueAs: percentOrNone });
        return (
          <fieldset key={field.id} className="space-y-3 rounded-lg border p-3" data-testid="season">
            <legend className="px-1 text-base font-semibold">{t("Season {{number}}", { number: index + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField label={t("Name")} error={fieldErrors?.name?.message}>
                <Input
                  maxLength={SEASON_LIMITS.name}
                  placeholder={t("High season")}
                  translate="no"
                  {...form.register(`seasons.${index}.name`)}
                />
              </FormField>
              <Controller
                control={form.control}
                name={`seasons.${index}.start`}
                render={({ field: day }) => (
                  <DayMonthField
                    legend={t("First day")}
                    value={day.value}
                    onChange={day.onChange}
                    error={fieldErrors?.start?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`seasons.${index}.end`}
                render={({ field: day }) => (
                  <DayMonthField
                    legend={t("Last day")}
                    value={day.value}
                    onChange={day.onChange}
                    error={fieldErrors?.end?.message}
                  />
                )}
              />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <FormField label={t("Daily rate (%)")} error={fieldErrors?.dailyPercent?.message}>
                <Input type="number" inputMode="numeric" min={10} max={500} {...number("dailyPercent")} />
              </FormField>
              <FormField label={t("Weekly rate (%)")} error={fieldErrors?.weeklyPercent?.message}>
                <Input type="number" inputMode="numeric" min={10} max={500} {...optional("weeklyPercent")} />
              </FormField>
              <FormField label={t("Monthly rate (%)")} error={fieldErrors?.monthlyPercent?.message}>
                <Input type="number" inputMode="numeric" min={10} max={500} {...optional("monthlyPercent")} />
              </FormField>
              <FormField label={t("Minimum days")} error={fieldErrors?.minimumDays?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SEASON_LIMITS.minimumDays}
                  {...number("minimumDays")}
                />
              </FormField>
            </div>
            <Button type="button" variant="outline" size="sm" onClick={() => list.remove(index)}>
              <Trash2 aria-hidden />
              {t("Remove season {{number}}", { number: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      {(errors?.root?.message ?? errors?.message) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(errors?.root?.message ?? errors?.message ?? "")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={list.fields.length >= SEASON_LIMITS.seasons}
          onClick={() => list.append(NEW_SEASON)}
        >
          <Plus aria-hidden />
          {t("Add a season")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t("Save Seasons")}
        </Button>
        <SaveState card="seasons" unsaved={form.formState.isDirty} />
      </div>
    </form>
  );
}
