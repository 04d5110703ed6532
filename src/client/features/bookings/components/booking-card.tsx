import { Check, Loader2, Mail, MessageCircle, Phone, User, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Booking, CompanyBooking } from "../../../../domain/contracts/bookings";
import { formatLongDate } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { bookingReplyMessage, whatsAppLink } from "../../../../domain/whatsapp";
import type { BookingDecision } from "../../../api/change-booking-status";
import { BookingStatusBadge, PaymentStatusBadge } from "../../../components/booking-status-badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { BookingDetail, BookingPhoto } from "./booking-parts";

interface BookingCardProps {
  booking: Booking | CompanyBooking;
  /** Shown (with Approve and Decline) only to someone who may decide on this pending booking. */
  onDecide?: (decision: BookingDecision) => void;
  /** The decision being saved for this booking, if any. */
  deciding?: BookingDecision;
  /** More about the booking, below its dates and customer (the inbox's request details). */
  children?: ReactNode;
}

const PHOTO_ROW_SPAN: Record<number, string> = {
  2: "sm:row-span-2",
  3: "sm:row-span-3",
  4: "sm:row-span-4",
  5: "sm:row-span-5",
};

/** My Bookings and the company's inbox: one card per booking. */
export function BookingCard({ booking, onDecide, deciding, children }: BookingCardProps) {
  const { t, language } = useI18n();
  const { total } = useMoney();
  const titleId = useId();
  const { vehicle } = booking;
  const name = vehicleName(vehicle);
  const customer = "customer" in booking ? booking.customer : undefined;
  const reference = "reference" in booking ? booking.reference : null;
  const erasedAfterDays = "detailsErasedAfterDays" in booking ? booking.detailsErasedAfterDays : null;

  // Phone: a small photo beside the title, details full width below. Wider: photo in its own column.
  const below = "col-span-2 sm:col-span-1 sm:col-start-2";
  const canDecide = onDecide !== undefined && booking.status === "pending";
  // The company replies to its customer on WhatsApp; a customer's own list has no one to reply to.
  // It carries the decision and the company's message once there is one.
  const replyUrl = customer ? whatsAppLink(customer.phone, bookingReplyMessage({ ...booking, customer })) : undefined;
  const showActions = canDecide || replyUrl !== undefined;
  // The photo spans exactly the rows beside it: spanning empty rows would add their gaps.
  const photoRows =
    PHOTO_ROW_SPAN[2 + (customer || erasedAfterDays !== null ? 1 : 0) + (children ? 1 : 0) + (showActions ? 1 : 0)];
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
        noPhotoLabel={t("No photo of the {{name}}", { name })}
        className={photoRows}
      />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-lg font-semibold leading-tight">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span>{t("Booking #{{id}}", { id: booking.id })}</span>
            {reference && <span className="whitespace-nowrap"> · {t("Request {{reference}}", { reference })}</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </div>
      </div>

      <dl className={`${below} grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4`}>
        <BookingDetail label={t("From")} value={formatLongDate(booking.startDate, language)} />
        <BookingDetail label={t("To")} value={formatLongDate(booking.endDate, language)} />
        <BookingDetail label={t("Total price")} value={total(booking.totalPrice)} />
        <BookingDetail label={t("Deposit")} value={total(vehicle.deposit)} />
      </dl>

      {customer && (
        <div
          className={`${below} flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4`}
        >
          <span className="flex items-center gap-1.5">
            <User aria-hidden className="size-4" />
            <span className="sr-only">{t("Booked by")}</span>
            {customer.fullName}
          </span>
          <a className="flex items-center gap-1.5 hover:underline" href={`tel:${customer.phone}`}>
            <Phone aria-hidden className="size-4" />
            {customer.phone}
          </a>
          <a className="flex min-w-0 items-center gap-1.5 break-all hover:underline" href={`mailto:${customer.email}`}>
            <Mail aria-hidden className="size-4 shrink-0" />
            {customer.email}
          </a>
        </div>
      )}

      {children && <div className={below}>{children}</div>}
      {erasedAfterDays !== null && (
        <p className={`${below} text-sm text-muted-foreground`}>
          {t("Details erased after {{count}} days", { count: erasedAfterDays })}
        </p>
      )}

      {showActions && (
        <div className={`${below} flex flex-wrap gap-2`}>
          {canDecide && (
            <>
              <DecisionButton decision="confirmed" deciding={deciding} onDecide={onDecide} describedBy={titleId} />
              <DecisionButton decision="rejected" deciding={deciding} onDecide={onDecide} describedBy={titleId} />
            </>
          )}
          {replyUrl && (
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <a href={replyUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
                <MessageCircle aria-hidden />
                {t("Reply on WhatsApp")}
              </a>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

const DECISION_BUTTONS = {
  confirmed: { label: "Approve", variant: "default", Icon: Check },
  rejected: { label: "Decline", variant: "outline", Icon: X },
} as const;

function DecisionButton({
  decision,
  deciding,
  onDecide,
  describedBy,
}: {
  decision: BookingDecision;
  deciding: BookingDecision | undefined;
  onDecide: BookingCardProps["onDecide"];
  describedBy: string;
}) {
  const { t } = useI18n();
  const { label, variant, Icon } = DECISION_BUTTONS[decision];
  return (
    <Button
      variant={variant}
      onClick={() => onDecide?.(decision)}
      disabled={deciding !== undefined}
      aria-describedby={describedBy}
      className="flex-1 sm:flex-none"
    >
      {deciding === decision ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
      {t(label)}
    </Button>
  );
}
