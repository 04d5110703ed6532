import { useId, useState } from "react";
import { CALENDAR_FILE_MESSAGES, MAX_CALENDAR_FILE_BYTES } from "../../../../domain/contracts/calendar-feeds";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { useUploadCalendarImport } from "../api/upload-calendar-import";

/**
 * For a channel that offers an .ics download rather than a link: the file is read at once for the
 * vehicle chosen above, and kept; uploading a newer export replaces nothing, so remove the old one.
 */
export function CalendarFileUpload({ vehicleId }: { vehicleId: number | undefined }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const upload = useUploadCalendarImport();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file || vehicleId === undefined) return;
    setError(null);
    if (file.size > MAX_CALENDAR_FILE_BYTES) return setError(CALENDAR_FILE_MESSAGES.tooLarge);
    upload.mutate(
      { vehicleId, fileName: file.name, content: await file.text() },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fieldErrors.content) setError(failure.fieldErrors.content);
        },
      },
    );
  };
  return (
    <div className="space-y-1.5 border-t pt-3">
      <Label htmlFor={inputId}>{t("Or upload an .ics file")}</Label>
      <Input
        id={inputId}
        type="file"
        accept=".ics,text/calendar"
        disabled={upload.isPending || vehicleId === undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event.currentTarget)}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {upload.isPending
          ? t("Reading the calendar...")
          : t("For channels that offer a calendar download rather than a link; read at once, up to 1 MB.")}
      </p>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translated(error)}
        </p>
      )}
    </div>
  );
}
