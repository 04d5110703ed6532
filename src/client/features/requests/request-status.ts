import type { BookingStatus } from "../../../domain/constants";
import type { TimelineStep } from "../../../domain/requests/lifecycle";

export const STEP_LABELS: Record<TimelineStep, string> = {
  sent: "Sent",
  seen: "Seen by the company",
  confirmed: "Confirmed",
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
