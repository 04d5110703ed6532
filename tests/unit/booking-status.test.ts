import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus, PAYMENT_STATUSES } from "../../src/domain/constants";
import {
  allowedBookingTransitions,
  BOOKING_STATUS_LABELS,
  bookingTransitionRefusal,
  canChangeBookingStatus,
  PAYMENT_STATUS_LABELS,
} from "../../src/domain/requests/status";

// docs/product-rules.md, "Booking statuses": only pending → confirmed (Approve) and pending → rejected (Decline).
const ALLOWED = new Set(["pending→confirmed", "pending→rejected"]);
const matrix = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.map((to) => [from, to, ALLOWED.has(`${from}→${to}`)] as [BookingStatus, BookingStatus, boolean]),
);

describe("booking status transitions", () => {
  it.each(matrix)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canChangeBookingStatus(from, to)).toBe(allowed);
    expect(bookingTransitionRefusal(from, to) === undefined).toBe(allowed);
    expect(allowedBookingTransitions(from).includes(to)).toBe(allowed);
  });

  it.each([
    ["confirmed", "rejected", "This booking is already confirmed: only pending bookings can be approved or declined"],
    ["rejected", "confirmed", "This booking is already declined: only pending bookings can be approved or declined"],
    ["cancelled", "confirmed", "This booking is already cancelled: only pending bookings can be approved or declined"],
    ["pending", "completed", "A pending booking can only be approved (confirmed) or declined (rejected)"],
    ["pending", "pending", "A pending booking can only be approved (confirmed) or declined (rejected)"],
  ] as const)("explains why %s → %s is refused", (from, to, message) => {
    expect(bookingTransitionRefusal(from, to)).toBe(message);
  });

  it("labels every status and payment status", () => {
    for (const status of BOOKING_STATUSES) expect(BOOKING_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]+$/);
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]+$/);
  });
});
