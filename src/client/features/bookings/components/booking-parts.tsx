import { CalendarX, Car } from "lucide-react";
import type { ReactNode } from "react";
import { thumbnailUrl } from "../../../../domain/images";

/** A booking list with nothing in it: its empty text, and what to do next if there is something. */
export function NoBookings({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
      <CalendarX aria-hidden className="size-8" />
      {children}
    </div>
  );
}

/** A booking card's vehicle photo in its fixed 3:2 box, or a car icon naming what is missing. */
export function BookingPhoto({
  image,
  name,
  noPhotoLabel,
  className = "",
}: {
  image: string | null;
  name: string;
  /** Read by screen readers where the photo would be. */
  noPhotoLabel: string;
  className?: string;
}) {
  return (
    <div className={`aspect-[3/2] self-start overflow-hidden rounded-lg bg-muted ${className}`}>
      {image ? (
        <img src={thumbnailUrl(image)} alt={name} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <Car aria-hidden className="size-10" />
          <span className="sr-only">{noPhotoLabel}</span>
        </div>
      )}
    </div>
  );
}

/** One labelled figure of a booking card (dates, price, deposit), inside its `<dl>`. */
export function BookingDetail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}
