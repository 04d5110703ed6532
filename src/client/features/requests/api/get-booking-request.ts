import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** While a request waits, the page asks again this often, so the company's answer shows up by itself. */
const WAITING_REFRESH_MS = 30_000;

/**
 * GET /api/booking-requests/{token}. Unlike the catalogue, this answer changes while the renter
 * looks at it (the company decides): it is asked again when the tab comes back into view, and every
 * 30 seconds while the request waits.
 */
export const bookingRequestQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.bookingRequest(token),
    queryFn: () => call(requestEndpoints.view, { params: { token } }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? WAITING_REFRESH_MS : false),
  });

export const useBookingRequest = (token: string) => useQuery(bookingRequestQuery(token));
