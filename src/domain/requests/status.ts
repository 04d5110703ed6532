import type { BookingStatus, PaymentStatus } from "../constants";

/**
 * A company approves (confirmed) or declines (rejected) a pending booking. Nothing else
 * moves a booking's status from the product, so every other change is refused.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "rejected"],
  confirmed: [],
  completed: [],
  cancelled: [],
  rejected: [],
  expired: [],
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  rejected: "Declined",
  expired: "Expired",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  refunded: "Refunded",
};

export function allowedBookingTransitions(from: BookingStatus): readonly BookingStatus[] {
  return TRANSITIONS[from];
}

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Why a status change is refused, in words a company user understands; undefined when allowed. */
export function bookingTransitionRefusal(from: BookingStatus, to: BookingStatus): string | undefined {
  if (canChangeBookingStatus(from, to)) return undefined;
  if (from !== "pending") {
    return `This booking is already ${BOOKING_STATUS_LABELS[from].toLowerCase()}: only pending bookings can be approved or declined`;
  }
  return "A pending booking can only be approved (confirmed) or declined (rejected)";
}
