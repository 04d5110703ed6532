import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { unavailabilityEndpoints } from "../../../../domain/contracts/unavailability/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Every period and confirmed booking of the fleet in one month, in one request. */
export const getCompanyCalendar = (month: string) =>
  call(unavailabilityEndpoints.companyCalendar, { query: { month } });

export const companyCalendarQuery = (month: string) =>
  queryOptions({ queryKey: queryKeys.calendar.month(month), queryFn: () => getCompanyCalendar(month) });

export function useCompanyCalendar(month: string, companyId: number | null) {
  // Keep the previous month on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...companyCalendarQuery(month), enabled: companyId !== null, placeholderData: keepPreviousData });
}
