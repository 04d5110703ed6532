import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { statusForReason, UNAVAILABILITY_REASONS } from "../../../../domain/calendar";
import type { Period } from "../../../../domain/contracts/unavailability";
import { newUnavailabilitySchema } from "../../../../domain/contracts/unavailability/unavailability-schema";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { type DayRange, formatLongDate, todayInDominica } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { FormField } from "../../../components/form-field";
import { OptionSelect } from "../../../components/option-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useAddUnavailability } from "../api/add-unavailability";
import { useVehicleUnavailability } from "../api/get-vehicle-unavailability";
import { useRemoveUnavailability } from "../api/remove-unavailability";
import { STATUS_COLORS } from "./calendar-colors";

type PeriodFormInput = z.input<typeof newUnavailabilitySchema>;
type PeriodFormData = z.output<typeof newUnavailabilitySchema>;

const NO_REASON = "none";

/** 'Manage Unavailability Periods' for one vehicle: its periods, removing one, adding one. */
export function UnavailabilityDialog({
  vehicle,
  range,
  onClose,
}: {
  vehicle: Vehicle;
  range: DayRange | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const name = vehicleName(vehicle);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t("Manage Unavailability Periods")}{" "}
            <span className="block pt-1 text-base text-primary sm:inline" translate="no">
              — {name}
            </span>
          </DialogTitle>
          <DialogDescription>{t("Days in a period cannot be booked by customers.")}</DialogDescription>
        </DialogHeader>
        <PeriodList vehicleId={vehicle.id} />
        <AddPeriodForm vehicleId={vehicle.id} range={range} />
      </DialogContent>
    </Dialog>
  );
}

function PeriodList({ vehicleId }: { vehicleId: number }) {
  const { t, language } = useI18n();
  const day = (date: string) => formatLongDate(date, language);
  const periods = useVehicleUnavailability(vehicleId);
  const remove = useRemoveUnavailability();
  const onRemove = (period: Period) => remove.mutate({ vehicleId, periodId: period.id });

  return (
    <section aria-labelledby="current-periods" className="space-y-2">
      <h3 id="current-periods" className="font-semibold">
        {t("Current periods")}
      </h3>
      {!periods.data ? (
        <QueryState
          isLoading={periods.isLoading}
          error={periods.error}
          fallback="Failed to fetch unavailability periods"
          label="unavailability periods"
          placeholder={<Spinner label={t("Loading unavailability periods")} />}
        />
      ) : periods.data.length ? (
        <ul className="divide-y rounded-md border">
          {periods.data.map((period) => {
            const status = statusForReason(period.reason);
            return (
              <li key={period.id} className="flex items-center gap-3 p-2.5" data-testid={`period-${period.id}`}>
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: STATUS_COLORS[status] }}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {day(period.startDate)} – {day(period.endDate)}
                  </p>
                  <p className="text-muted-foreground">{t(period.reason ?? "No reason given")}</p>
                </div>
                {period.calendarImportId === null ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("Remove period from {{from}} to {{to}}", {
                      from: day(period.startDate),
                      to: day(period.endDate),
                    })}
                    disabled={remove.isPending}
                    onClick={() => onRemove(period)}
                  >
                    <Trash2 aria-hidden className="text-destructive" />
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">{t("Synced: edit it in its own calendar")}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed p-3 text-center text-sm text-muted-foreground">
          {t("No unavailability periods set")}
        </p>
      )}
    </section>
  );
}

function AddPeriodForm({ vehicleId, range }: { vehicleId: number; range: DayRange | null }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const add = useAddUnavailability();
  const today = todayInDominica();
  const form = useForm<PeriodFormInput, unknown, PeriodFormData>({
    resolver: zodResolver(newUnavailabilitySchema),
    defaultValues: {
      vehicleId,
      startDate: range?.startDate ?? today,
      endDate: range?.endDate ?? today,
      reason: null,
    },
  });
  const errors = form.formState.errors;
  const startDate = form.watch("startDate");

  const onSubmit = form.handleSubmit((period) =>
    add.mutate(period, { onSuccess: () => form.reset({ vehicleId, startDate: today, endDate: today, reason: null }) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t pt-4" aria-labelledby="add-period">
      <h3 id="add-period" className="font-semibold">
        {t("Add a period")}
      </h3>
      {errors.vehicleId && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translated(errors.vehicleId.message ?? "")}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("Start Date")} error={errors.startDate?.message}>
          <Input type="date" min={today} {...form.register("startDate")} />
        </FormField>
        <FormField label={t("End Date")} error={errors.endDate?.message}>
          <Input
            type="date"
            min={typeof startDate === "string" && startDate ? startDate : today}
            {...form.register("endDate")}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormField label={t("Reason")} error={errors.reason?.message}>
            <OptionSelect
              value={field.value ?? NO_REASON}
              onValueChange={(value) => field.onChange(value === NO_REASON ? null : value)}
              options={[
                { value: NO_REASON, label: t("No reason") },
                ...UNAVAILABILITY_REASONS.map((reason) => ({ value: reason, label: t(reason) })),
              ]}
            />
          </FormField>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t("Adding...") : t("Add Period")}
        </Button>
      </div>
    </form>
  );
}
