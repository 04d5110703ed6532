import { CalendarX } from "lucide-react";
import type { Booking } from "../../../../domain/contracts/bookings";
import { type BookingDecision, useChangeBookingStatus } from "../../../api/change-booking-status";
import { useCompanyBookings } from "../../../api/get-company-bookings";
import { useMyBookings } from "../../../api/get-my-bookings";
import { QueryState } from "../../../components/query-state";
import { useUser } from "../../../lib/auth";
import { BookingCard } from "./booking-card";

type Scope = "mine" | "company";

const EMPTY_TEXT: Record<Scope, string> = {
  mine: "You don't have any bookings yet.",
  company: "No bookings found",
};

/**
 * The bookings a person sees: their own ("mine", My Bookings) or those of their company's
 * vehicles ("company", the dashboard's Vehicle Bookings). Company users (and admins) get Approve
 * and Decline on the pending bookings they may decide on.
 */
export function BookingList({ scope }: { scope: Scope }) {
  const { user } = useUser();
  const hasCompany = user?.companyId != null;
  // The company list is fetched only when there is a company id.
  const mine = useMyBookings(scope === "mine" && user !== null);
  const company = useCompanyBookings(scope === "company" && hasCompany);
  const query = scope === "mine" ? mine : company;
  const changeStatus = useChangeBookingStatus();

  const mayDecide = (booking: Booking) =>
    user !== null && (user.isAdmin || (hasCompany && booking.vehicle.companyId === user.companyId));

  const decide = (booking: Booking, status: BookingDecision) => changeStatus.mutate({ id: booking.id, status });

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
        <p>{EMPTY_TEXT[scope]}</p>
      </div>
    );
  }
  const deciding = changeStatus.isPending ? changeStatus.variables : undefined;
  return (
    <ul className="flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            onDecide={mayDecide(booking) ? (status) => decide(booking, status) : undefined}
            deciding={deciding?.id === booking.id ? deciding.status : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
