import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import { call } from "../../../lib/api";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** POST /api/company/bookings/seen: the waiting requests the inbox has shown, so their renters see "seen". */
export const markBookingsSeen = (ids: number[]) => call(requestEndpoints.markSeen, { body: { ids } });

/**
 * Nothing is refetched: the inbox keeps marking what was new when it opened, and the renter's page
 * reads the time from the server.
 */
export const useMarkBookingsSeen = () =>
  useApiMutation({ mutationFn: markBookingsSeen, errorFallback: "Failed to update booking" });
