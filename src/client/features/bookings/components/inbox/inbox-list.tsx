import { useEffect, useMemo, useRef } from "react";
import {
  type CompanyBooking,
  type InboxFilter,
  SEEN_REPORT_MAX,
} from "../../../../../domain/contracts/requests/request-schema";
import type { BookingDecision } from "../../../../api/change-booking-status";
import { useCompanyBookings } from "../../../../api/get-company-bookings";
import { useI18n } from "../../../../lib/i18n";
import { useMarkBookingsSeen } from "../../api/mark-bookings-seen";
import { BookingList } from "../booking-parts";
import { InboxRequest } from "./inbox-request";

/** One tab of the inbox: its bookings newest first, with loading, error and empty states. */
export function InboxList({
  filter,
  named,
  onDecide,
}: {
  filter: InboxFilter;
  /** The reference the inbox's address names: its card is marked and scrolled to. */
  named: string | null;
  /** Approve or Decline pressed on `booking`; `shown` is the list it was pressed in. */
  onDecide: (booking: CompanyBooking, decision: BookingDecision, shown: CompanyBooking[]) => void;
}) {
  const { t } = useI18n();
  const query = useCompanyBookings(filter, true);
  const unseen = useReportSeen(query.data);

  return (
    <BookingList
      query={query}
      empty={<p>{t("No bookings found")}</p>}
      item={(booking, shown) => (
        <InboxRequest
          booking={booking}
          isNew={unseen.has(booking.id)}
          isNamed={booking.reference !== null && booking.reference === named}
          onDecide={(decision) => onDecide(booking, decision, shown)}
        />
      )}
    />
  );
}

/**
 * Tells the server, once per request, which waiting requests the company has now been shown, so
 * their renters' pages say "seen". Answers those that were unseen when the list came: they stay
 * marked New for this visit.
 */
function useReportSeen(bookings: CompanyBooking[] | undefined): Set<number> {
  const { mutate } = useMarkBookingsSeen();
  const reported = useRef(new Set<number>());
  const unseenKey = (bookings ?? [])
    .filter((booking) => booking.status === "pending" && booking.seenAt === null)
    .map((booking) => booking.id)
    .join(",");
  useEffect(() => {
    const fresh = unseenKey
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((id) => !reported.current.has(id));
    for (const id of fresh) reported.current.add(id);
    for (let i = 0; i < fresh.length; i += SEEN_REPORT_MAX) mutate(fresh.slice(i, i + SEEN_REPORT_MAX));
  }, [unseenKey, mutate]);
  return useMemo(() => new Set(unseenKey.split(",").filter(Boolean).map(Number)), [unseenKey]);
}
