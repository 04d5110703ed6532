import type { BookingStatus, CancelledBy } from "../../../domain/constants";
import type { TimelineStep } from "../../../domain/requests/lifecycle";

export const STEP_LABELS: Record<TimelineStep, string> = {
  sent: "Sent",
  seen: "Seen by the company",
  confirmed: "Confirmed",
  "picked-up": "Car picked up",
  rejected: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** What the status means for the renter, with `{{company}}` (and `{{time}}` for a waiting request). */
export const STATUS_SENTENCES: Record<BookingStatus, string> = {
  pending: "Waiting for {{company}} to answer. They have until {{time}} (Dominica time).",
  confirmed: "{{company}} confirmed your booking. See you in Dominica!",
  rejected: "{{company}} declined this request.",
  expired: "{{company}} did not answer in time, so this request expired.",
  cancelled: "You cancelled this request.",
  completed: "This rental is over. Thank you for renting in Dominica!",
};

/** Who cancelled, for the renter (docs/product-rules.md, "Cancellations and no-shows"), with `{{company}}`. */
export const CANCELLED_SENTENCES: Record<CancelledBy, string> = {
  renter: "You cancelled this request.",
  company: "{{company}} cancelled this booking. Nothing is charged to you for this cancellation.",
  "no-show": "{{company}} marked this booking as a no-show: nobody came to collect the vehicle.",
};

/** The timeline's last step for a cancelled booking, by who cancelled it. */
export const CANCELLED_STEP_LABELS: Record<CancelledBy, string> = {
  renter: "Cancelled by you",
  company: "Cancelled by {{company}}",
  "no-show": "Marked as a no-show by {{company}}",
};
