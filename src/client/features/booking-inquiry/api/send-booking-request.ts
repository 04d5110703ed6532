import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import type { BookingRequestCreateBody } from "../../../../domain/contracts/requests/visitor-request-schema";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";
import { COULD_NOT_RECORD } from "../request-failure";

/** POST /api/booking-requests: records the Book Now form as a pending request, no account needed. */
export const sendBookingRequest = (body: BookingRequestCreateBody) => call(requestEndpoints.send, { body });

/**
 * The form tells a failure itself, beside its "Open WhatsApp anyway" link, so no toast. Sent while
 * logged in, the request joins My Bookings, which is refetched.
 */
export const useSendBookingRequest = () =>
  useApiMutation({
    mutationFn: sendBookingRequest,
    errorFallback: COULD_NOT_RECORD,
    errorToast: false,
    invalidates: [queryKeys.bookings.mine],
  });
