import { Building2, MessageCircle } from "lucide-react";
import { useId } from "react";
import type { MyBooking } from "../../../../domain/contracts/requests/request-schema";
import { vehicleName } from "../../../../domain/vehicle-name";
import { Button } from "../../../components/ui/button";
import { useDisplayCurrency } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { ConfirmCancelRequest, cancellationCostText } from "../../requests";
import { useCancelMyBooking } from "../api/cancel-my-booking";
import { BELOW_PHOTO, BookingCardFrame } from "./booking-card-frame";

/**
 * My Bookings: one of the person's own requests, with the company to talk to on WhatsApp and Cancel
 * while the rule allows it (docs/product-rules.md, "Requests").
 */
export function MyBookingCard({ booking }: { booking: MyBooking }) {
  const { t, language } = useI18n();
  const currency = useDisplayCurrency();
  const titleId = useId();
  const cancel = useCancelMyBooking();
  const { company } = booking;
  return (
    <BookingCardFrame booking={booking} reference={booking.reference} titleId={titleId} rowsBelow={1}>
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
