import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { LIMITS } from "../../../../domain/constants";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The vehicle's picture: a file becomes a data URL sent in the JSON body (spec §7); the server
 * checks and re-encodes it. A too-large file is refused here already so nothing is uploaded.
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
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string>();
  const message = localError ?? error;

  async function onFile(file: File | undefined) {
    setLocalError(undefined);
    if (!file) return;
    if (!file.type.startsWith("image/")) return setLocalError("The file is not a valid image");
    if (file.size > LIMITS.imageMaxBytes) return setLocalError("Image must be at most 5MB");
    onChange(await readAsDataUrl(file));
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Vehicle Image</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted sm:w-48">
          {value ? (
            <img src={value} alt="Vehicle preview" className="size-full object-cover" />
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
            Maximum image size 5MB. Recommended size 1200x800px (3:2).
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
              <X aria-hidden /> Remove image
            </Button>
          )}
          {message && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
