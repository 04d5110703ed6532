import { queryOptions, useQuery } from "@tanstack/react-query";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCalendarFeeds = () => call(calendarEndpoints.listFeeds);

export const calendarFeedsQuery = queryOptions({ queryKey: queryKeys.calendarFeeds, queryFn: getCalendarFeeds });

export const useCalendarFeeds = () => useQuery(calendarFeedsQuery);
