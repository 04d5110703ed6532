import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { BookingPaymentBody } from "../../../../domain/contracts/requests/payment-schema";
import { call, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** The inbox's tabs and counts, and calendars: a cancelled booking frees its vehicle's days. */
const afterCancel = [queryKeys.bookings.all, queryKeys.vehicles.all, queryKeys.ownFleet, queryKeys.calendar.all];
const reasonOf = (fallback: string) => (error: Error) => {
  const reason = errorMessage(error, "");
  return reason ? `${fallback}: ${reason}` : fallback;
};

/** POST /api/bookings/{id}/cancel with the company's reason (docs/product-rules.md, "Cancellations and no-shows"). */
export const cancelByCompany = ({ id, reason }: { id: number; reason: string }) =>
  call(requestEndpoints.cancelMine, { params: { id }, body: { reason } });

export const useCancelByCompany = () =>
  useApiMutation({
    mutationFn: cancelByCompany,
    successToast: "Booking cancelled. The renter has been told by email.",
    errorFallback: "Failed to cancel the booking",
    errorDescription: reasonOf("Failed to cancel the booking"),
    invalidates: afterCancel,
  });

/** POST /api/bookings/{id}/no-show: the renter did not come. */
export const markNoShow = (id: number) => call(requestEndpoints.markNoShow, { params: { id } });

export const useMarkNoShow = () =>
  useApiMutation({
    mutationFn: markNoShow,
    successToast: "Marked as a no-show",
    errorFallback: "Failed to mark the no-show",
    errorDescription: reasonOf("Failed to mark the no-show"),
    invalidates: afterCancel,
  });

/** POST /api/bookings/{id}/payments: a deposit, a payment or a refund the company records. */
export const recordPayment = ({ id, payment }: { id: number; payment: BookingPaymentBody }) =>
  call(requestEndpoints.recordPayment, { params: { id }, body: payment });

export const useRecordPayment = () =>
  useApiMutation({
    mutationFn: recordPayment,
    successToast: "Payment recorded",
    errorFallback: "Failed to record the payment",
    errorDescription: reasonOf("Failed to record the payment"),
    invalidates: [queryKeys.bookings.all],
  });
