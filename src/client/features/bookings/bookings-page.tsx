import { useUser } from "../../lib/auth";
import { BookingList } from "./components/booking-list";

/**
 * My Bookings. A company user also decides on the bookings of the company's vehicles
 * here (Approve or Decline), so their list comes first.
 */
export default function BookingsPage() {
  const { user } = useUser();
  const hasCompany = user?.companyId != null;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">My Bookings</h1>
      {hasCompany && (
        <section aria-labelledby="vehicle-bookings" className="flex flex-col gap-4">
          <div>
            <h2 id="vehicle-bookings" className="text-xl font-semibold">
              Vehicle Bookings
            </h2>
            <p className="text-sm text-muted-foreground">Requests for your company's vehicles.</p>
          </div>
          <BookingList scope="company" />
        </section>
      )}
      <section aria-labelledby={hasCompany ? "own-bookings" : undefined} className="flex flex-col gap-4">
        {hasCompany && (
          <h2 id="own-bookings" className="text-xl font-semibold">
            Your own bookings
          </h2>
        )}
        <BookingList scope="mine" />
      </section>
    </main>
  );
}
