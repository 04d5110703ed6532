import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import type { BookingStatusBody } from "../../domain/contracts/requests/request-schema";
import { call, errorMessage } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { useApiMutation } from "../lib/use-api-mutation";

/** Approve sends confirmed, Decline sends rejected (docs/product-rules.md, "Booking statuses"). */
export type BookingDecision = Extract<BookingStatusBody["status"], "confirmed" | "rejected">;

/** PATCH /api/bookings/{id}, with the company's optional message to the renter. */
export const changeBookingStatus = ({
  id,
  status,
  message,
}: {
  id: number;
  status: BookingDecision;
  message?: string;
}) => call(requestEndpoints.changeStatus, { params: { id }, body: { status, message } });

export const useChangeBookingStatus = () =>
  useApiMutation({
    mutationFn: changeBookingStatus,
    successToast: "Booking status updated successfully",
    errorFallback: "Failed to update booking",
    errorDescription: (error) => {
      const reason = errorMessage(error, "");
      return reason ? `Failed to update booking: ${reason}` : "Failed to update booking";
    },
    // A confirmed booking blocks its vehicle, so listings and calendars change too; every inbox tab
    // and count follow from `bookings.all`.
    invalidates: [queryKeys.bookings.all, queryKeys.vehicles.all, queryKeys.ownFleet, queryKeys.calendar.all],
  });
