import { Building2, MessageCircle } from "lucide-react";
import { useId } from "react";
import type { MyBooking } from "../../../../domain/contracts/bookings";
import { formatLongDate } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { BookingStatusBadge, PaymentStatusBadge } from "../../../components/booking-status-badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { ConfirmCancelRequest } from "../../requests";
import { useCancelMyBooking } from "../api/cancel-my-booking";
import { BookingDetail, BookingPhoto } from "./booking-parts";

/**
 * My Bookings: one of the person's own requests — vehicle, number and reference, status, payment,
 * dates, price and deposit, the company to talk to on WhatsApp, and Cancel while the rule allows it
 * (docs/product-rules.md, "Requests").
 */
export function MyBookingCard({ booking }: { booking: MyBooking }) {
  const { t, language } = useI18n();
  const { total, price } = useMoney();
  const titleId = useId();
  const cancel = useCancelMyBooking();
  const { vehicle, company } = booking;
  const name = vehicleName(vehicle);
  return (
    <Card
      className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-4 p-4 sm:grid-cols-[11rem_1fr] sm:p-5"
      aria-labelledby={titleId}
      role="article"
      data-testid="booking-card"
    >
      <BookingPhoto
        image={vehicle.image}
        name={name}
        noPhotoLabel={t("No photo of the {{vehicle}}", { vehicle: name })}
        className="sm:row-span-3"
      />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-lg font-semibold leading-tight">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span>{t("Booking #{{id}}", { id: booking.id })}</span>
            {booking.reference && (
              <>
                {" · "}
                {t("Reference {{reference}}", { reference: booking.reference })}
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </div>
      </div>

      <dl className="col-span-2 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:col-span-1 sm:col-start-2 lg:grid-cols-4">
        <BookingDetail label={t("From")} value={formatLongDate(booking.startDate, language)} />
        <BookingDetail label={t("To")} value={formatLongDate(booking.endDate, language)} />
        <BookingDetail label={t("Total price")} value={total(booking.totalPrice)} />
        <BookingDetail label={t("Deposit")} value={price(vehicle.deposit)} />
      </dl>

      <div className="col-span-2 flex flex-col gap-3 sm:col-span-1 sm:col-start-2 sm:flex-row sm:flex-wrap sm:items-center">
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
            vehicle={name}
            describedBy={titleId}
            isPending={cancel.isPending}
            onConfirm={(close) => cancel.mutate(booking.id, { onSettled: close })}
          />
        )}
      </div>
    </Card>
  );
}
