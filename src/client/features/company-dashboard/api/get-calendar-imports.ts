import { queryOptions, useQuery } from "@tanstack/react-query";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The whole fleet's external calendars and the imported periods that clash with bookings. */
export const getCalendarImports = () => call(calendarEndpoints.listImports);

export const calendarImportsQuery = queryOptions({ queryKey: queryKeys.calendarImports, queryFn: getCalendarImports });

export const useCalendarImports = (companyId: number | null) =>
  useQuery({ ...calendarImportsQuery, enabled: companyId !== null });
