import { Undo2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type { GalleryPhoto } from "../../../../domain/contracts/vehicles";
import { GALLERY_MAX_PHOTOS } from "../../../../domain/images";
import { useVehicle } from "../../../api/get-vehicle";
import { QueryState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { useGallery } from "../use-gallery";
import { type PhotoAction, PhotoGrid } from "./photo-grid";
import { PhotoPicker } from "./photo-picker";
import { PhotoUploadList } from "./photo-upload-list";

/** A saved vehicle's photos: add several, reorder, remove with undo; each change is saved at once. */
export function VehicleGalleryManager({ vehicleId }: { vehicleId: number }) {
  const vehicle = useVehicle(vehicleId);
  if (!vehicle.data) {
    return (
      <QueryState isLoading={vehicle.isLoading} error={vehicle.error} fallback="Failed to load photos" label="Photos" />
    );
  }
  return <GalleryEditor vehicleId={vehicleId} initialPhotos={vehicle.data.images} />;
}

function GalleryEditor({ vehicleId, initialPhotos }: { vehicleId: number; initialPhotos: GalleryPhoto[] }) {
  const { t } = useI18n();
  const headingId = useId();
  const gallery = useGallery(vehicleId, initialPhotos);
  const section = useRef<HTMLElement>(null);
  // A button that goes away with what it acted on hands the focus on (moved photo, Undo, restored photo).
  const focusNext = useRef<string[]>([]);
  useEffect(() => {
    const target = focusNext.current
      .map((selector) => section.current?.querySelector<HTMLElement>(`${selector}:not(:disabled)`))
      .find(Boolean);
    focusNext.current = [];
    target?.focus();
  });
  const photoButton = (id: number, action: PhotoAction) => `[data-photo-id="${id}"] [data-action="${action}"]`;

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-sm font-medium">
          {t("Photos")}
        </h3>
        <span className="text-xs text-muted-foreground">
          {t("{{count}} of {{max}} photos", { count: gallery.photos.length, max: GALLERY_MAX_PHOTOS })}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("Drag a photo or use its arrows to change the order; the first is the cover. Changes are saved at once.")}
      </p>
      <PhotoPicker onFiles={gallery.addFiles} />
      <PhotoUploadList uploads={gallery.uploads} />
      <PhotoGrid
        photos={gallery.photos}
        onMove={(id, to, action) => {
          if (action)
            focusNext.current = [photoButton(id, action), photoButton(id, action === "earlier" ? "later" : "earlier")];
          gallery.movePhoto(id, to);
        }}
        onRemove={(id) => {
          focusNext.current = ['[data-action="undo"]'];
          gallery.removePhoto(id);
        }}
      />
      {gallery.lastRemoved !== null && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <span>{t("Photo removed")}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-action="undo"
            onClick={() => {
              const id = gallery.lastRemoved as number;
              focusNext.current = [photoButton(id, "remove")];
              gallery.undoRemoval(id);
            }}
          >
            <Undo2 aria-hidden /> {t("Undo")}
          </Button>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {gallery.news ? t(gallery.news.key, gallery.news.values) : ""}
      </p>
    </section>
  );
}
