import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "../../../domain/dates";
import { formatMoney } from "../../../domain/pricing";
import { apiRequest, errorMessage } from "../../lib/api";
import { Badge } from "../ui/badge";
import { Spinner } from "../ui/spinner";

interface BookingRow {
  id: number;
  startDate: string;
  endDate: string;
  totalPrice: number;
  status: string;
  paymentStatus: string;
  vehicle?: { make: string; model: string } | null;
}

const URLS = { mine: "/api/bookings", company: "/api/company/bookings" } as const;

/** A plain list of bookings: the user's own ("mine") or those of the user's company ("company"). */
export function BookingList({ scope }: { scope: "mine" | "company" }) {
  const url = URLS[scope];
  const bookings = useQuery({ queryKey: [url], queryFn: () => apiRequest<BookingRow[]>("GET", url) });
  if (bookings.isLoading) return <Spinner label="Loading bookings" className="w-full py-6" />;
  if (bookings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(bookings.error, "Failed to fetch bookings")}
      </p>
    );
  }
  if (!bookings.data?.length) return <p className="py-4 text-center text-muted-foreground">No bookings found</p>;
  return (
    <ul className="divide-y rounded-md border">
      {bookings.data.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div>
            <p className="font-medium">
              {booking.vehicle ? `${booking.vehicle.make} ${booking.vehicle.model}` : `Booking #${booking.id}`}
            </p>
            <p className="text-muted-foreground">
              {formatLongDate(booking.startDate)} – {formatLongDate(booking.endDate)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="font-medium">{formatMoney(booking.totalPrice)}</span>
            <Badge variant="outline" className="capitalize">
              {booking.status}
            </Badge>
            <Badge variant="secondary" className="capitalize">
              {booking.paymentStatus}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
