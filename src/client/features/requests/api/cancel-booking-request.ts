import { useQueryClient } from "@tanstack/react-query";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/booking-requests/{token}/cancel: the renter withdraws the request; the answer is the new view. */
export const cancelBookingRequest = (token: string) => call(requestEndpoints.withdraw, { params: { token } });

export function useCancelBookingRequest() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: cancelBookingRequest,
    successToast: "Your request has been cancelled. The company has been told.",
    errorFallback: "Your request could not be cancelled. Please try again.",
    onSuccess: (view, token) => queryClient.setQueryData(queryKeys.bookingRequest(token), view),
  });
}
