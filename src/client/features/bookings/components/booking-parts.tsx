import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarX, Car } from "lucide-react";
import type { ReactNode } from "react";
import { thumbnailUrl } from "../../../../domain/images";
import { QueryState } from "../../../components/query-state";

/**
 * A list of bookings newest first, as the server sends them, with the loading, error and empty
 * states; `empty` says what the person sees when there is none, `item` draws one booking.
 */
export function BookingList<T extends { id: number }>({
  query,
  empty,
  item,
}: {
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  item: (booking: T, shown: T[]) => ReactNode;
}) {
  if (query.isLoading || query.isError) {
    return (
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        fallback="Failed to fetch bookings"
        label="bookings"
      />
    );
  }
  const bookings = query.data ?? [];
  if (bookings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        <CalendarX aria-hidden className="size-8" />
        {empty}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id}>{item(booking, bookings)}</li>
      ))}
    </ul>
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
