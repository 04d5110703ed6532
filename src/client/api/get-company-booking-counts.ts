import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { call } from "../lib/api";
import { useUser } from "../lib/auth";
import { queryKeys } from "../lib/query-keys";

/** GET /api/company/bookings/counts: how many bookings each inbox tab holds; `pending` is the badge. */
export const getCompanyBookingCounts = () => call(requestEndpoints.countCompany);

export const companyBookingCountsQuery = queryOptions({
  queryKey: queryKeys.bookings.counts,
  queryFn: getCompanyBookingCounts,
});

/**
 * Fetched only for a user with a company: the navigation bar's badge and the inbox's tabs. Skipped
 * (not merely disabled) otherwise, so a server render knows it has nothing to load.
 */
export const useCompanyBookingCounts = (enabled: boolean) =>
  useQuery({ ...companyBookingCountsQuery, queryFn: enabled ? getCompanyBookingCounts : skipToken });

/** How many requests wait for the logged-in company's answer; undefined without a company. */
export function usePendingRequestCount(): number | undefined {
  const { user } = useUser();
  return useCompanyBookingCounts(user?.companyId != null).data?.pending;
}
