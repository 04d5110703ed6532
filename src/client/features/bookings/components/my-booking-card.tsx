import { Building2, ChevronDown, ClipboardCheck, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import type { MyBooking } from "../../../../domain/contracts/requests/request-schema";
import { vehicleName } from "../../../../domain/vehicle-name";
import { AgreementLink, CheckInBadge } from "../../../components/check-in-state";
import { bookingPhotoUrl, HandoverRecords } from "../../../components/handover-records";
import { Button } from "../../../components/ui/button";
import { useDisplayCurrency } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { CheckInSection, ConfirmCancelRequest, cancellationCostText } from "../../requests";
import { useCancelMyBooking } from "../api/cancel-my-booking";
import { BELOW_PHOTO, BookingCardFrame } from "./booking-card-frame";

/**
 * My Bookings: one of the person's own requests, with its check-in and handovers once there are any,
 * the company to talk to on WhatsApp and Cancel while the rule allows it (docs/product-rules.md, "Requests").
 */
export function MyBookingCard({ booking }: { booking: MyBooking }) {
  const { t, language } = useI18n();
  const currency = useDisplayCurrency();
  const titleId = useId();
  const cancel = useCancelMyBooking();
  const { company } = booking;
  const hasRentalRecords = booking.status === "confirmed" || booking.checkIn !== null || booking.handovers.length > 0;
  return (
    <BookingCardFrame
      booking={booking}
      reference={booking.reference}
      titleId={titleId}
      rowsBelow={hasRentalRecords ? 2 : 1}
    >
      {hasRentalRecords && <RentalRecords booking={booking} />}
      <div className={`${BELOW_PHOTO} flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center`}>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground sm:mr-auto">
          <Building2 aria-hidden className="size-4 shrink-0" />
          {t("from {{company}}", { company: company.name })}
        </p>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={company.whatsappUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            <MessageCircle aria-hidden />
            {t("WhatsApp {{company}}", { company: company.name })}
          </a>
        </Button>
        {booking.mayCancel && (
          <ConfirmCancelRequest
            companyName={company.name}
            vehicle={vehicleName(booking.vehicle)}
            describedBy={titleId}
            cost={cancellationCostText(booking, { language, currency })}
            isPending={cancel.isPending}
            onConfirm={(close) => cancel.mutate(booking.id, { onSettled: close })}
          />
        )}
      </div>
    </BookingCardFrame>
  );
}

/**
 * What the status page shows of the rental itself (docs/product-rules.md, "Check-in", "Handover"): how
 * far the check-in came with the signed agreement, Check in while it is open (the status page's own
 * form, on the account's routes), and the pick-up and return as recorded.
 */
function RentalRecords({ booking }: { booking: MyBooking }) {
  const { t } = useI18n();
  const { checkIn } = booking;
  const [isCheckInOpen, setCheckInOpen] = useState(false);
  const panelId = useId();
  const isSigned = checkIn?.state === "agreement-signed";
  return (
    <div className={`${BELOW_PHOTO} flex flex-col gap-3 text-sm`} data-testid="my-booking-records">
      {(booking.status === "confirmed" || checkIn) && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{t("Check-in")}</span>
          <CheckInBadge state={checkIn?.state ?? "not-started"} testId="check-in-state" />
          {checkIn?.signedAt && <AgreementLink bookingId={booking.id} signedAt={checkIn.signedAt} />}
        </p>
      )}
      {booking.mayCheckIn && (
        <Button
          variant={isSigned ? "outline" : "default"}
          className="w-full sm:w-auto sm:self-start"
          aria-expanded={isCheckInOpen}
          aria-controls={panelId}
          onClick={() => setCheckInOpen(!isCheckInOpen)}
        >
          <ClipboardCheck aria-hidden />
          {t(isSigned ? "See my check-in" : "Check in")}
          <ChevronDown aria-hidden className={isCheckInOpen ? "rotate-180" : ""} />
        </Button>
      )}
      {booking.mayCheckIn && (
        <div id={panelId} hidden={!isCheckInOpen}>
          {isCheckInOpen && <CheckInSection owner={{ bookingId: booking.id }} level={4} />}
        </div>
      )}
      <HandoverRecords handovers={booking.handovers} photoUrl={bookingPhotoUrl(booking.id)} />
    </div>
  );
}
