import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { readImageFile } from "../../../components/read-image-file";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";

/**
 * The vehicle's picture with a preview; the file is read by readImageFile (data URL, 5 MB limit).
 */
export function VehicleImageInput({
  value,
  onChange,
  error,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string>();
  const message = localError ?? error;

  async function onFile(file: File | undefined) {
    setLocalError(undefined);
    if (!file) return;
    const result = await readImageFile(file);
    if ("error" in result) setLocalError(result.error);
    else onChange(result.dataUrl);
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t("Vehicle Image")}</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted sm:w-48">
          {value ? (
            <img src={value} alt={t("Vehicle preview")} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            id={id}
            ref={fileRef}
            type="file"
            accept="image/*"
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t("Maximum image size 5MB. Recommended size 1200x800px (3:2).")}
          </p>
          {value && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                onChange(null);
                if (fileRef.current) fileRef.current.value = "";
              }}
            >
              <X aria-hidden /> {t("Remove image")}
            </Button>
          )}
          {message && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {translated(message)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
