import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/** 'Add photos': several files at once, from the file picker or dropped onto the box. */
export function PhotoPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useI18n();
  const hintId = `${useId()}-hint`;
  const [isDropTarget, setIsDropTarget] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the button inside picks them too
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center sm:flex-row sm:text-left",
        isDropTarget && "border-primary bg-primary/5",
      )}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsDropTarget(true);
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsDropTarget(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <label
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "shrink-0 cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50",
        )}
      >
        <ImagePlus aria-hidden />
        {t("Add photos")}
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-describedby={hintId}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("Or drop them here. Up to 12 photos of at most 5MB each; 1200x800px (3:2) looks best.")}
      </p>
    </div>
  );
}
