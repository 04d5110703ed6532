import { ImageOff } from "lucide-react";
import { thumbnailUrl } from "../../../../domain/images";
import { useI18n } from "../../../lib/i18n";
import { placeholderStyle } from "../../../lib/image-placeholder";

/**
 * The small picture of a row of Admin Vehicles, in its dominant colour (`color`) until it loads; a
 * freshly chosen file shows as its data URL.
 */
export function VehicleThumbnail({ src, color, alt }: { src: string | null; color?: string | null; alt: string }) {
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
      width={72}
      height={48}
      loading="lazy"
      style={placeholderStyle(color)}
      className="h-12 w-18 rounded bg-muted object-cover"
    />
  );
}
