import { useQuery } from "@tanstack/react-query";
import { AlertCircle, CalendarX } from "lucide-react";
import { errorMessage } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { type Booking, companyBookingsQuery, myBookingsQuery, useChangeBookingStatus } from "./api";
import { BookingCard, type BookingDecision } from "./booking-card";

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
  // Spec §6: the company list is fetched only when there is a company id.
  const mine = useQuery({ ...myBookingsQuery, enabled: scope === "mine" && user !== null });
  const company = useQuery({ ...companyBookingsQuery, enabled: scope === "company" && hasCompany });
  const query = scope === "mine" ? mine : company;
  const changeStatus = useChangeBookingStatus();

  const mayDecide = (booking: Booking) =>
    user !== null && (user.isAdmin || (hasCompany && booking.vehicle.companyId === user.companyId));

  function decide(booking: Booking, status: BookingDecision) {
    changeStatus.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => toast({ title: "Success", description: "Booking status updated successfully" }),
        onError: (error) => {
          const reason = errorMessage(error, "");
          toast({
            title: "Error",
            description: reason ? `Failed to update booking: ${reason}` : "Failed to update booking",
            variant: "destructive",
          });
        },
      },
    );
  }

  if (query.isPending && query.fetchStatus !== "idle") {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label="Loading bookings..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 p-8 text-center"
      >
        <AlertCircle aria-hidden className="size-8 text-destructive" />
        <p className="font-medium">Failed to fetch bookings</p>
        <p className="text-sm text-muted-foreground">{errorMessage(query.error, "Please try again.")}</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
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
