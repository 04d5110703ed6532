import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../../../../domain/booking-status";
import type { BookingStatus, PaymentStatus } from "../../../../domain/constants";
import { Badge } from "../../../components/ui/badge";

const STATUS_VARIANT = {
  pending: "warning",
  confirmed: "success",
  completed: "secondary",
  cancelled: "outline",
  rejected: "destructive",
  expired: "outline",
} as const satisfies Record<BookingStatus, string>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="booking-status">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant={status === "paid" ? "success" : "outline"} data-testid="payment-status">
      Payment: {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
