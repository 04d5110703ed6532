import { ImageOff } from "lucide-react";
import { thumbnailUrl } from "../../../../domain/images";
import { useI18n } from "../../../lib/i18n";

/** The small picture of a row of Admin Vehicles; a freshly chosen file shows as its data URL. */
export function VehicleThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useI18n();
  if (!src) {
    return (
      <div className="flex h-12 w-18 items-center justify-center rounded bg-muted text-muted-foreground">
        <ImageOff aria-hidden className="size-4" />
        <span className="sr-only">{t("No image")}</span>
      </div>
    );
  }
  return (
    <img
      src={src.startsWith("data:") ? src : thumbnailUrl(src)}
      alt={alt}
      translate="no"
      loading="lazy"
      className="h-12 w-18 rounded object-cover"
    />
  );
}
