import { Upload } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { useFormContext } from "react-hook-form";
import { readImageFile } from "../../../components/read-image-file";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useEditField, type VehicleEditInput } from "./vehicle-edit-fields";
import { VehicleThumbnail } from "./vehicle-thumbnail";

/** The row's picture and an upload button; a new file is held as a data URL until saved. */
export function VehicleEditImageCell({
  current,
  alt,
  name,
  disabled,
}: {
  current: string | null;
  alt: string;
  name: string;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const hintId = `${useId()}-hint`;
  const { watch, setValue } = useFormContext<VehicleEditInput>();
  const { cell } = useEditField("image", "Image");
  const newImage = watch("image");
  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const result = await readImageFile(file);
    if ("error" in result) toast({ title: "Error", description: result.error, variant: "destructive" });
    else setValue("image", result.dataUrl, { shouldDirty: true });
  }
  return cell(
    <div className="flex flex-col items-start gap-1">
      <VehicleThumbnail src={newImage ?? current} alt={alt} />
      <label
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50",
        )}
      >
        <Upload aria-hidden />
        {newImage ? t("Change") : t("Upload")}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t("Upload image for {{name}}", { name })}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={onPick}
        />
      </label>
      <span id={hintId} className="text-xs text-muted-foreground">
        {t("1200x800px recommended")}
      </span>
    </div>,
  );
}
