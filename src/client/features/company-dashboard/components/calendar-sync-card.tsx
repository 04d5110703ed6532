import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, FileText, RefreshCw, Trash2 } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { translateCalendarImportMessage } from "../../../../domain/calendar-import-messages";
import { describeSkipped } from "../../../../domain/calendar-import-status";
import {
  type CalendarImport,
  type CalendarImportConflict,
  calendarImportBody,
  MAX_IMPORTS_PER_VEHICLE,
} from "../../../../domain/contracts/calendar-feeds";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatLongDate } from "../../../../domain/dates";
import type { Language } from "../../../../domain/i18n/languages";
import type { Translate } from "../../../../domain/i18n/translate";
import { vehicleName } from "../../../../domain/vehicle-name";
import { FormField } from "../../../components/form-field";
import { OptionSelect } from "../../../components/option-select";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useAddCalendarImport } from "../api/add-calendar-import";
import { useCalendarImports } from "../api/get-calendar-imports";
import { useRemoveCalendarImport } from "../api/remove-calendar-import";
import { useSyncCalendarImport } from "../api/sync-calendar-import";
import { useUpdateCalendarImport } from "../api/update-calendar-import";
import { CalendarFileUpload } from "./calendar-file-upload";

type ImportFormInput = z.input<typeof calendarImportBody>;
type ImportFormData = z.output<typeof calendarImportBody>;

const vehicleNameById = (vehicles: Vehicle[], id: number, t: Translate) => {
  const vehicle = vehicles.find((v) => v.id === id);
  return vehicle ? vehicleName(vehicle) : t("Vehicle {{id}}", { id });
};
const INSTANT_LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };
const formatInstant = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(INSTANT_LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Dominica",
  });

/** 'Calendar sync': other channels' iCal calendars per vehicle, their last sync, and clashes with bookings. */
export function CalendarSyncCard({ vehicles, companyId }: { vehicles: Vehicle[]; companyId: number }) {
  const { t } = useI18n();
  const imports = useCalendarImports(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Calendar Sync")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          {t(
            "Add the iCal (.ics) export link of another booking channel: its events block the vehicle here as “{{external}}” periods, refreshed automatically (every 15 minutes unless set otherwise) and whenever you press {{sync}}. A channel that only offers a download: upload its .ics file.",
            { external: t("External calendar"), sync: t("Sync now") },
          )}
        </p>
        {!imports.data ? (
          <QueryState
            isLoading={imports.isLoading}
            error={imports.error}
            fallback="Failed to fetch external calendars"
            label="external calendars"
          />
        ) : (
          <>
            {imports.data.conflicts.length > 0 && (
              <ConflictWarning conflicts={imports.data.conflicts} vehicles={vehicles} />
            )}
            {imports.data.imports.length > 0 ? (
              <ul className="divide-y rounded-md border">
                {imports.data.imports.map((source) => (
                  <ImportRow key={source.id} source={source} name={vehicleNameById(vehicles, source.vehicleId, t)} />
                ))}
              </ul>
            ) : (
              <p className="rounded-md border border-dashed p-3 text-center text-sm text-muted-foreground">
                {t("No external calendars yet")}
              </p>
            )}
          </>
        )}
        {vehicles.length > 0 && <AddImportForm vehicles={vehicles} />}
      </CardContent>
    </Card>
  );
}

function ConflictWarning({ conflicts, vehicles }: { conflicts: CalendarImportConflict[]; vehicles: Vehicle[] }) {
  const { t, language } = useI18n();
  const day = (date: string) => formatLongDate(date, language);
  return (
    <section
      aria-labelledby="calendar-conflicts"
      className="space-y-1 rounded-md border border-destructive bg-destructive/5 p-3 text-sm"
    >
      <h3 id="calendar-conflicts" className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle aria-hidden className="size-4" /> {t("Calendar conflicts")}
      </h3>
      <p>{t("These external calendar events overlap confirmed bookings: the vehicle is promised twice.")}</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {conflicts.map((c) => (
          <li key={`${c.periodId}-${c.bookingId}`}>
            {t(
              "{{vehicle}}: external event {{periodStart}} – {{periodEnd}} overlaps booking #{{booking}} ({{bookingStart}} – {{bookingEnd}})",
              {
                vehicle: vehicleNameById(vehicles, c.vehicleId, t),
                periodStart: day(c.periodStart),
                periodEnd: day(c.periodEnd),
                booking: c.bookingId,
                bookingStart: day(c.bookingStart),
                bookingEnd: day(c.bookingEnd),
              },
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImportRow({ source, name }: { source: CalendarImport; name: string }) {
  const { t, language } = useI18n();
  const sync = useSyncCalendarImport();
  const remove = useRemoveCalendarImport();
  const ids = { id: source.id, vehicleId: source.vehicleId };
  const lastRead = (at: string) => {
    const time = formatInstant(at, language);
    return source.url === null ? t("Read {{time}}", { time }) : t("Last synced {{time}}", { time });
  };
  return (
    <li className="space-y-1.5 p-3 text-sm" data-testid={`calendar-import-${source.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium" translate="no">
            {name}
          </p>
          <p className="break-all text-muted-foreground">
            {source.url !== null ? (
              <span translate="no">{source.url}</span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <FileText aria-hidden className="size-4" /> {t("Uploaded file:")}{" "}
                <span translate="no">{source.fileName}</span>
              </span>
            )}
          </p>
        </div>
        <div className="flex gap-1">
          {/* An uploaded file changes only when it is uploaded again: there is nothing to fetch. */}
          {source.url !== null && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={sync.isPending}
              onClick={() => sync.mutate(ids)}
            >
              <RefreshCw aria-hidden className={sync.isPending ? "animate-spin" : undefined} />
              {sync.isPending ? t("Syncing...") : t("Sync now")}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("Remove external calendar of {{name}}", { name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(ids)}
          >
            <Trash2 aria-hidden className="text-destructive" />
          </Button>
        </div>
      </div>
      <p>
        {source.lastSyncedAt
          ? `${lastRead(source.lastSyncedAt)} · ${t("{{count}} periods", { count: source.periodCount })}`
          : t("Never synced")}
      </p>
      <ReadingSummary source={source} />
      {source.lastError && (
        <p className="font-medium text-destructive">
          {t("Last sync failed: {{error}}", { error: translateCalendarImportMessage(source.lastError, t) })}
        </p>
      )}
      <ImportFreeEventsSwitch source={source} name={name} />
    </li>
  );
}

/** What the last successful read found, and what it left out and why. */
function ReadingSummary({ source }: { source: CalendarImport }) {
  const { t } = useI18n();
  if (source.eventsRead === null) return null;
  return (
    <div className="text-muted-foreground" data-testid={`calendar-import-reading-${source.id}`}>
      <p>
        {`${t("{{count}} events read", { count: source.eventsRead })} · ${t("{{count}} days blocked", {
          count: source.daysBlocked ?? 0,
        })}`}
      </p>
      {source.skipped.length > 0 && (
        <ul className="list-disc pl-5">
          {source.skipped.map((item) => (
            <li key={`${item.reason} ${item.zone ?? ""}`}>{describeSkipped(item, t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ImportFreeEventsSwitch({ source, name }: { source: CalendarImport; name: string }) {
  const { t } = useI18n();
  const update = useUpdateCalendarImport();
  const id = `calendar-import-free-${source.id}`;
  return (
    <div className="flex items-center gap-2 pt-1">
      <Switch
        id={id}
        checked={source.importFreeEvents}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(importFreeEvents) =>
          update.mutate({ id: source.id, vehicleId: source.vehicleId, importFreeEvents })
        }
      />
      <Label htmlFor={id}>{t("Import events marked free")}</Label>
      <span id={`${id}-hint`} className="sr-only">
        {t("Events of {{name}}'s calendar marked free (Google and Outlook mark all-day events so) block days too", {
          name,
        })}
      </span>
    </div>
  );
}

/** The form's vehicle, once it holds one (its input type is the wire's `unknown`). */
const chosenVehicle = (value: unknown) => (typeof value === "number" ? value : undefined);

function AddImportForm({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useI18n();
  const add = useAddCalendarImport();
  const form = useForm<ImportFormInput, unknown, ImportFormData>({
    resolver: zodResolver(calendarImportBody),
    defaultValues: { vehicleId: vehicles[0]?.id, url: "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => form.reset({ vehicleId: body.vehicleId, url: "" }),
      onError: (error) => {
        const message = error instanceof ApiError ? error.fieldErrors.url : undefined;
        if (message) form.setError("url", { message });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t pt-4" aria-labelledby="add-calendar-import">
      <h3 id="add-calendar-import" className="font-semibold">
        {t("Add an external calendar")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <Controller
          control={form.control}
          name="vehicleId"
          render={({ field }) => (
            <FormField label={t("Vehicle")} error={errors.vehicleId?.message}>
              <OptionSelect
                value={field.value === undefined ? undefined : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={vehicles.map((v) => ({ value: String(v.id), label: vehicleName(v) }))}
              />
            </FormField>
          )}
        />
        <FormField
          label={t("Calendar URL (iCal)")}
          error={errors.url?.message}
          hint={t("https:// address of an .ics export; up to {{max}} per vehicle.", { max: MAX_IMPORTS_PER_VEHICLE })}
        >
          <Input type="url" inputMode="url" placeholder={t("https://…/calendar.ics")} {...form.register("url")} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t("Adding...") : t("Add calendar")}
        </Button>
      </div>
      <CalendarFileUpload vehicleId={chosenVehicle(form.watch("vehicleId"))} />
    </form>
  );
}
