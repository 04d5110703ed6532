import { Link } from "wouter";
import { useMyBookings } from "../../../api/get-my-bookings";
import { QueryState } from "../../../components/query-state";
import { useUser } from "../../../lib/auth";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { NoBookings } from "./booking-parts";
import { MyBookingCard } from "./my-booking-card";

/** The person's own requests, newest first (My Bookings). */
export function MyBookingList() {
  const { t } = useI18n();
  const { user } = useUser();
  const query = useMyBookings(user !== null);
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
      <NoBookings>
        <p>{t("You don't have any bookings yet.")}</p>
        <Link href={paths.vehicles()} className="font-medium text-primary underline underline-offset-4">
          {t("Browse vehicles")}
        </Link>
      </NoBookings>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <MyBookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}
