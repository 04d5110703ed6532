import { useEffect, useRef } from "react";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { chosenPlaceName, placeAtTime } from "../../../../../domain/rental-places";
import { formatDominicaTime } from "../../../../../domain/requests/mails";
import type { BookingDecision } from "../../../../api/change-booking-status";
import { bookingPhotoUrl, HandoverRecords } from "../../../../components/handover-records";
import { Badge } from "../../../../components/ui/badge";
import { useI18n } from "../../../../lib/i18n";
import { BookingCard } from "../booking-card";
import { BookingDetail } from "../booking-parts";
import { CheckInPanel } from "./check-in-panel";
import { CompanyUpkeep } from "./company-upkeep";
import { PaymentsPanel } from "./payments-panel";
import { PrivateNotePanel } from "./private-note-panel";
import { RequestDetails } from "./request-details";

/**
 * One booking in the company's inbox: the card, when it arrived and until when it waits or when it
 * was decided, where and at what time the renter picks up and returns, the company's message, and
 * the renter's full details.
 */
export function InboxRequest({
  booking,
  isNew,
  isNamed,
  onDecide,
}: {
  booking: CompanyBooking;
  /** Not shown to the company before this visit of the inbox. */
  isNew: boolean;
  /** The request the inbox's address names: marked, and brought into view. */
  isNamed: boolean;
  onDecide: (decision: BookingDecision) => void;
}) {
  const { t, language } = useI18n();
  const time = (at: string) => formatDominicaTime(new Date(at), language);
  const approved = booking.supersededBy;
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isNamed) frame.current?.scrollIntoView({ block: "start" });
  }, [isNamed]);
  return (
    <div
      ref={frame}
      aria-current={isNamed ? "true" : undefined}
      className={isNamed ? "rounded-xl ring-2 ring-primary ring-offset-2" : undefined}
    >
      <BookingCard booking={booking} onDecide={onDecide}>
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            {isNew && <Badge>{t("New")}</Badge>}
            <span>{t("Received {{time}}", { time: time(booking.createdAt) })}</span>
            {booking.status === "pending" && booking.expiresAt && (
              <span>{t("Answer by {{time}}", { time: time(booking.expiresAt) })}</span>
            )}
            {booking.status !== "pending" && booking.status !== "cancelled" && booking.decidedAt && (
              <span>{t("Decided {{time}}", { time: time(booking.decidedAt) })}</span>
            )}
            {booking.status === "cancelled" && booking.decidedAt && (
              <span>{t("Cancelled {{time}}", { time: time(booking.decidedAt) })}</span>
            )}
          </p>
          {booking.renter && <PlacesAndTimes renter={booking.renter} />}
          {approved && (
            <p>
              {t("Declined automatically when you approved {{request}} for these days.", {
                request: approved.reference ?? t("Booking #{{id}}", { id: approved.id }),
              })}
            </p>
          )}
          {booking.companyMessage && (
            <p className="whitespace-pre-line break-words">
              <span className="font-medium">{t("Your message:")}</span> {booking.companyMessage}
            </p>
          )}
          <CompanyUpkeep booking={booking} />
          <CheckInPanel booking={booking} />
          <HandoverRecords handovers={booking.handovers} photoUrl={bookingPhotoUrl(booking.id)} />
          <PaymentsPanel booking={booking} />
          <PrivateNotePanel booking={booking} />
          <RequestDetails booking={booking} />
        </div>
      </BookingCard>
    </div>
  );
}

/** The places the renter chose, each with the time asked for when one was given. */
function PlacesAndTimes({ renter }: { renter: NonNullable<CompanyBooking["renter"]> }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2" data-testid="inbox-places-and-times">
      <BookingDetail
        label={t("Pickup Location")}
        value={placeAtTime(chosenPlaceName(renter.pickupLocation, renter.pickupPlace), renter.pickupTime, t)}
      />
      <BookingDetail
        label={t("Dropoff Location")}
        value={placeAtTime(chosenPlaceName(renter.dropoffLocation, renter.dropoffPlace), renter.dropoffTime, t)}
      />
    </dl>
  );
}
