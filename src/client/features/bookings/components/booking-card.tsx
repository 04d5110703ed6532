import { Check, Loader2, Mail, MessageCircle, Phone, User, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Booking, CompanyBooking } from "../../../../domain/contracts/requests/request-schema";
import { displayPhone, phoneHref } from "../../../../domain/phone-numbers";
import { bookingReplyMessage, whatsAppLink } from "../../../../domain/whatsapp";
import type { BookingDecision } from "../../../api/change-booking-status";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { BELOW_PHOTO, BookingCardFrame } from "./booking-card-frame";

interface BookingCardProps {
  booking: Booking | CompanyBooking;
  /** Shown (with Approve and Decline) only to someone who may decide on this pending booking. */
  onDecide?: (decision: BookingDecision) => void;
  /** The decision being saved for this booking, if any. */
  deciding?: BookingDecision;
  /** More about the booking, below its dates and customer (the inbox's request details). */
  children?: ReactNode;
}

/** The company's inbox: one card per booking, with its customer, Approve and Decline, and a reply. */
export function BookingCard({ booking, onDecide, deciding, children }: BookingCardProps) {
  const { t } = useI18n();
  const titleId = useId();
  const customer = "customer" in booking ? booking.customer : undefined;
  const reference = "reference" in booking ? booking.reference : null;
  const erasedAfterDays = "detailsErasedAfterDays" in booking ? booking.detailsErasedAfterDays : null;

  const canDecide = onDecide !== undefined && booking.status === "pending";
  // The company replies to its customer on WhatsApp, with the decision and its message once made.
  const replyUrl = customer ? whatsAppLink(customer.phone, bookingReplyMessage({ ...booking, customer })) : undefined;
  const showActions = canDecide || replyUrl !== undefined;
  const rowsBelow = (customer || erasedAfterDays !== null ? 1 : 0) + (children ? 1 : 0) + (showActions ? 1 : 0);
  return (
    <BookingCardFrame booking={booking} reference={reference} titleId={titleId} rowsBelow={rowsBelow}>
      {customer && (
        <div
          className={`${BELOW_PHOTO} flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4`}
        >
          <span className="flex items-center gap-1.5">
            <User aria-hidden className="size-4" />
            <span className="sr-only">{t("Booked by")}</span>
            {/* What the renter typed: a browser's translator leaves it as written. */}
            <span translate="no">{customer.fullName}</span>
          </span>
          <a className="flex items-center gap-1.5 hover:underline" href={phoneHref(customer.phone)}>
            <Phone aria-hidden className="size-4" />
            {displayPhone(customer.phone)}
          </a>
          <a className="flex min-w-0 items-center gap-1.5 break-all hover:underline" href={`mailto:${customer.email}`}>
            <Mail aria-hidden className="size-4 shrink-0" />
            <span translate="no">{customer.email}</span>
          </a>
        </div>
      )}

      {children && <div className={BELOW_PHOTO}>{children}</div>}
      {erasedAfterDays !== null && (
        <p className={`${BELOW_PHOTO} text-sm text-muted-foreground`}>
          {t("Details erased after {{count}} days", { count: erasedAfterDays })}
        </p>
      )}

      {showActions && (
        <div className={`${BELOW_PHOTO} flex flex-wrap gap-2`}>
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
    </BookingCardFrame>
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
