import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { CompanyCalendar } from "./types";

export const companyCalendarKey = ["/api/company/calendar"] as const;

/** Every period and confirmed booking of the fleet in one month, in one request. */
export const companyCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: [...companyCalendarKey, month],
    queryFn: () => apiRequest<CompanyCalendar>("GET", `/api/company/calendar?month=${encodeURIComponent(month)}`),
  });

export function useCompanyCalendar(month: string, companyId: number | null) {
  // Keep the previous month on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...companyCalendarQuery(month), enabled: companyId !== null, placeholderData: keepPreviousData });
}
