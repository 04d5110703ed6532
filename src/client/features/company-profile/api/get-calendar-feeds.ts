import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarFeed } from "../../../../domain/contracts/calendar-feeds";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCalendarFeeds = () => apiRequest<CalendarFeed[]>("GET", "/api/company/calendar-feeds");

export const calendarFeedsQuery = queryOptions({ queryKey: queryKeys.calendarFeeds, queryFn: getCalendarFeeds });

export const useCalendarFeeds = () => useQuery(calendarFeedsQuery);
