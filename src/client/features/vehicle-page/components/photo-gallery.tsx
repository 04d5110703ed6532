import { Expand } from "lucide-react";
import { lazy, useState } from "react";
import { miniImageUrl } from "../../../../domain/images";
import { LazyDialogButton } from "../../../components/lazy-dialog-button";
import { VehicleImage } from "../../../components/vehicle-image";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { type GalleryPicture, PhotoStrip } from "./photo-strip";

/** The full-screen view (Radix's dialog) loads when first asked for: most visits never do. */
const FullScreenGallery = lazy(() => import("./full-screen-gallery").then((m) => ({ default: m.FullScreenGallery })));

/** How wide the gallery is: beside the details from 1024 px (max-w-6xl, 7/12), the screen's width below. */
const GALLERY_SIZES = "(min-width: 1152px) 640px, (min-width: 1024px) 56vw, 100vw";

/**
 * A vehicle's photos: a strip that scrolls a photo at a time (a swipe on a phone, the arrows, the
 * keyboard's arrows, Home and End), thumbnails to jump to one, and a full-screen view. The first photo is the
 * page's largest paint: fetched at once; the others when they near the screen.
 */
export function PhotoGallery({ pictures, name }: { pictures: GalleryPicture[]; name: string }) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  if (pictures.length === 0) return <VehicleImage image={null} alt={name} className="rounded-xl" />;
  return (
    <section aria-label={t("Photos of {{vehicle}}", { vehicle: name })} className="space-y-3">
      <div className="relative">
        <PhotoStrip
          pictures={pictures}
          name={name}
          current={current}
          onCurrent={setCurrent}
          sizes={GALLERY_SIZES}
          className="aspect-[3/2] rounded-xl"
          fit="cover"
        />
        <LazyDialogButton
          variant="secondary"
          size="sm"
          className="absolute top-3 right-3 bg-background/85 shadow backdrop-blur"
          dialog={(dialog) => (
            <FullScreenGallery pictures={pictures} name={name} current={current} onCurrent={setCurrent} {...dialog} />
          )}
        >
          <Expand aria-hidden /> {t("Full screen")}
        </LazyDialogButton>
      </div>
      {pictures.length > 1 && <Thumbnails pictures={pictures} name={name} current={current} onPick={setCurrent} />}
    </section>
  );
}

/** A row of small photos; the one in view is marked, a tap shows that one. */
function Thumbnails({
  pictures,
  name,
  current,
  onPick,
}: {
  pictures: GalleryPicture[];
  name: string;
  current: number;
  onPick: (index: number) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("Photos of {{vehicle}}", { vehicle: name })}>
      {pictures.map((picture, index) => (
        <li key={picture.url} className="shrink-0">
          <button
            type="button"
            aria-label={t("Show photo {{number}}", { number: index + 1 })}
            aria-current={index === current ? "true" : undefined}
            onClick={() => onPick(index)}
            className={cn(
              "block overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
              index === current ? "border-primary" : "border-transparent opacity-75 hover:opacity-100",
            )}
          >
            <img
              src={miniImageUrl(picture.url)}
              alt=""
              width={96}
              height={64}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-20 object-cover sm:w-24"
              style={{ backgroundColor: picture.color }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
