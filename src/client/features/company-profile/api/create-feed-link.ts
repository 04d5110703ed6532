import type { FeedLinkBody } from "../../../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../../../domain/contracts/calendar-feeds/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** Makes a feed's secret link, replacing any earlier one: the answer is the only time it is shown. */
export const createFeedLink = (body: FeedLinkBody) => call(calendarEndpoints.createFeedLink, { body });

export const useCreateFeedLink = () =>
  useApiMutation({
    mutationFn: createFeedLink,
    successToast: { title: "Calendar link ready", description: "Copy it now: it is shown only once." },
    errorFallback: "Failed to create the calendar link",
    invalidates: [queryKeys.calendarFeeds],
  });
