import { Link } from "wouter";
import { useMyBookings } from "../../../api/get-my-bookings";
import { useUser } from "../../../lib/auth";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { BookingList } from "./booking-parts";
import { MyBookingCard } from "./my-booking-card";

/** The person's own requests, newest first (My Bookings). */
export function MyBookingList() {
  const { t } = useI18n();
  const { user } = useUser();
  return (
    <BookingList
      query={useMyBookings(user !== null)}
      empty={
        <>
          <p>{t("You don't have any bookings yet.")}</p>
          <Link href={paths.vehicles()} className="font-medium text-primary underline underline-offset-4">
            {t("Browse vehicles")}
          </Link>
        </>
      }
      item={(booking) => <MyBookingCard booking={booking} />}
    />
  );
}
