import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/bookings/{id}/cancel: the renter withdraws their own request from My Bookings. */
export const cancelMyBooking = (id: number) => call(requestEndpoints.cancelMine, { params: { id } });

export const useCancelMyBooking = () =>
  useApiMutation({
    mutationFn: cancelMyBooking,
    successToast: "Your request has been cancelled. The company has been told.",
    errorFallback: "Your request could not be cancelled. Please try again.",
    invalidates: [queryKeys.bookings.mine],
  });
