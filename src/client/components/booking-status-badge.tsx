import type { BookingStatus, PaymentStatus } from "../../domain/constants";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../../domain/requests/status";
import { useI18n } from "../lib/i18n";
import { Badge } from "./ui/badge";

const STATUS_VARIANT = {
  pending: "warning",
  confirmed: "success",
  completed: "secondary",
  cancelled: "outline",
  rejected: "destructive",
  expired: "outline",
} as const satisfies Record<BookingStatus, string>;

/** A booking's status in the reader's language: a company's "rejected" reads "Declined". */
export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-testid="booking-status">
      {t(BOOKING_STATUS_LABELS[status])}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={status === "paid" ? "success" : "outline"} data-testid="payment-status">
      {t("Payment: {{status}}", { status: t(PAYMENT_STATUS_LABELS[status]) })}
    </Badge>
  );
}
