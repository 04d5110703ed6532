import { Camera, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { HandoverBody } from "../../../../domain/contracts/requests/handover-schema";
import { PHOTO_TOO_LARGE } from "../../../../domain/contracts/requests/handover-schema";
import type { CompanyBooking } from "../../../../domain/contracts/requests/request-schema";
import type { HandoverRow } from "../../../../domain/contracts/requests/today-schema";
import {
  HANDOVER_NOTES_MAX,
  HANDOVER_PHOTO_MAX_BYTES,
  HANDOVER_PHOTOS_MAX,
  handoverDifference,
  isRenterName,
  ODOMETER_BELOW_PICK_UP,
  RENTER_NAME_MISMATCH,
  RENTER_NAME_REQUIRED,
} from "../../../../domain/requests/handovers";
import { vehicleName } from "../../../../domain/vehicle-name";
import { FormField } from "../../../components/form-field";
import { bookingPhotoUrl, HandoverRecord } from "../../../components/handover-records";
import { ErrorNotice } from "../../../components/query-state";
import { readImageFile } from "../../../components/read-image-file";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError, errorMessage } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useRecordHandover } from "../api/record-handover";
import { FuelInput } from "./fuel-input";

const PHOTO_LIMIT = { bytes: HANDOVER_PHOTO_MAX_BYTES, message: PHOTO_TOO_LARGE };

interface Photo {
  key: string;
  dataUrl: string;
}

/**
 * The handover on the company's phone (docs/product-rules.md, "Handover"): the company reads the
 * odometer and the fuel, writes what it sees and takes photos with the phone's camera (each made at
 * most 1200×800 on the phone), then hands the phone to the renter, who types their name to confirm.
 * A return shows the pick-up's record above, and the km driven and the fuel's change as typed.
 * Without a signal the handover goes to `onKeep`, which keeps it on the phone until one returns.
 */
export function HandoverForm({
  row,
  onDone,
  onKeep,
}: {
  row: HandoverRow;
  onDone: (booking: CompanyBooking) => void;
  onKeep: (handover: HandoverBody) => void;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const { booking } = row;
  const pickUp = booking.handovers.find((h) => h.kind === "pick-up");
  const record = useRecordHandover();
  const [odometer, setOdometer] = useState("");
  const [fuel, setFuel] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [isReading, setIsReading] = useState(false);
  const [renterName, setRenterName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState(0);
  const photoInputId = useId();
  const bookingName = booking.customer?.fullName ?? "";
  const odometerKm = odometer.trim() === "" ? Number.NaN : Number(odometer);
  const difference =
    pickUp && Number.isFinite(odometerKm) && fuel !== null
      ? handoverDifference(pickUp, { odometerKm, fuelEighths: fuel })
      : null;

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setIsReading(true);
    const problems: string[] = [];
    const added: Photo[] = [];
    for (const file of Array.from(files)) {
      if (photos.length + added.length >= HANDOVER_PHOTOS_MAX) {
        problems.push(
          t("At most {{count}} photos: {{file}} was left out", { count: HANDOVER_PHOTOS_MAX, file: file.name }),
        );
        continue;
      }
      const read = await readImageFile(file, PHOTO_LIMIT);
      if ("error" in read) problems.push(`${file.name}: ${translated(read.error)}`);
      else added.push({ key: `${Date.now()}-${added.length}-${file.name}`, dataUrl: read.dataUrl });
    }
    setPhotos((current) => [...current, ...added]);
    setPhotoProblems(problems);
    setIsReading(false);
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!Number.isInteger(odometerKm) || odometerKm < 0) found.odometerKm = t("Type the odometer in whole km");
    else if (pickUp && odometerKm < pickUp.odometerKm) {
      found.odometerKm = t(ODOMETER_BELOW_PICK_UP, { km: pickUp.odometerKm });
    }
    if (fuel === null) found.fuelEighths = t("Choose the fuel level");
    if (!renterName.trim()) found.renterName = RENTER_NAME_REQUIRED;
    else if (bookingName && !isRenterName(renterName, bookingName)) found.renterName = RENTER_NAME_MISMATCH;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || fuel === null) return;
    // The renter confirms now, whenever the phone finds a signal to send it.
    const handover: HandoverBody = {
      kind: row.kind,
      odometerKm,
      fuelEighths: fuel,
      notes: notes.trim() || undefined,
      photos: photos.map((photo) => photo.dataUrl),
      renterName: renterName.trim(),
      confirmedAt: new Date().toISOString(),
    };
    if (!navigator.onLine) return onKeep(handover);
    setProgress(0);
    record.mutate(
      { bookingId: booking.id, handover, onProgress: setProgress },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          // The signal went while sending: the server refuses a second record of this handover (409).
          else if (error instanceof TypeError) onKeep(handover);
        },
      },
    );
  };

  const kindTitle = row.kind === "pick-up" ? t("Pick-up") : t("Return");
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="handover-title">
      <div>
        <h2 id="handover-title" className="text-xl font-bold">
          {kindTitle}: {vehicleName(booking.vehicle)}
        </h2>
        <p className="text-muted-foreground">
          <span translate="no">{bookingName}</span> ·{" "}
          <span translate="no">{booking.reference ?? `#${booking.id}`}</span>
        </p>
      </div>

      {pickUp && row.kind === "return" && (
        <section aria-labelledby="at-pick-up" className="space-y-2">
          <h3 id="at-pick-up" className="font-semibold">
            {t("At pick-up")}
          </h3>
          <HandoverRecord handover={pickUp} photoUrl={bookingPhotoUrl(booking.id)} />
        </section>
      )}

      <FormField label={t("Odometer (km)")} error={errors.odometerKm}>
        <Input
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="h-12 text-lg"
          value={odometer}
          onChange={(event) => setOdometer(event.target.value.replace(/[^\d]/g, ""))}
        />
      </FormField>

      <FuelInput value={fuel} onChange={setFuel} error={errors.fuelEighths} />

      {difference && (
        <p className="rounded-md bg-muted p-3 font-medium" aria-live="polite" data-testid="handover-form-difference">
          {t("{{km}} km driven", { km: difference.kmDriven.toLocaleString(language) })}
          {" · "}
          {difference.fuelEighths === 0
            ? t("Fuel as at pick-up")
            : t("Fuel {{change}}/8 from pick-up", {
                change: difference.fuelEighths > 0 ? `+${difference.fuelEighths}` : `−${-difference.fuelEighths}`,
              })}
        </p>
      )}

      <FormField
        label={row.kind === "return" ? t("New damage or remarks") : t("Damage and remarks")}
        error={errors.notes}
      >
        <Textarea
          value={notes}
          maxLength={HANDOVER_NOTES_MAX}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          {t("Photos ({{count}} of {{max}})", { count: photos.length, max: HANDOVER_PHOTOS_MAX })}
        </legend>
        <input
          id={photoInputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="peer sr-only"
          disabled={photos.length >= HANDOVER_PHOTOS_MAX || isReading}
          onChange={(event) => {
            void addPhotos(event.target.files);
            event.target.value = "";
          }}
        />
        <label
          htmlFor={photoInputId}
          className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed text-base font-medium peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <Camera aria-hidden className="size-5" />
          {isReading ? t("Preparing photos…") : t("Take photos")}
        </label>
        {photos.length > 0 && (
          <ul className="grid grid-cols-3 gap-2" data-testid="handover-photos">
            {photos.map((photo, index) => (
              <li key={photo.key} className="relative">
                <img
                  src={photo.dataUrl}
                  alt={t("Photo {{number}}", { number: index + 1 })}
                  className="aspect-[3/2] w-full rounded object-cover"
                />
                <button
                  type="button"
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                  className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-background/90 shadow"
                  aria-label={t("Remove photo {{number}}", { number: index + 1 })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {[
          ...photoProblems,
          ...Object.entries(errors)
            .filter(([field]) => field.startsWith("photos"))
            .map(([, m]) => translated(m)),
        ].map((problem) => (
          <p key={problem} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ))}
      </fieldset>

      <section
        aria-labelledby="renter-confirms"
        className="space-y-3 rounded-lg border-2 border-primary/40 bg-primary/5 p-4"
      >
        <h3 id="renter-confirms" className="text-lg font-semibold">
          {t("Hand the phone to the renter")}
        </h3>
        <p>
          {row.kind === "pick-up"
            ? t(
                "{{name}}, please check the record above and type your full name to confirm the car's condition at pick-up.",
                {
                  name: bookingName,
                },
              )
            : t(
                "{{name}}, please check the record above and type your full name to confirm the car's condition at return.",
                {
                  name: bookingName,
                },
              )}
        </p>
        <FormField label={t("Your full name")} error={errors.renterName}>
          <Input
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            className="h-12 text-lg"
            value={renterName}
            onChange={(event) => setRenterName(event.target.value)}
          />
        </FormField>
      </section>

      {record.error && !(record.error instanceof ApiError && Object.keys(record.error.fieldErrors).length > 0) && (
        <ErrorNotice>{translated(errorMessage(record.error, "The handover could not be recorded"))}</ErrorNotice>
      )}

      <Button type="submit" className="h-14 w-full text-lg" disabled={record.isPending || isReading}>
        {record.isPending
          ? t("Sending… {{percent}}%", { percent: Math.round(progress * 100) })
          : row.kind === "pick-up"
            ? t("Confirm pick-up")
            : t("Confirm return")}
      </Button>
    </form>
  );
}
