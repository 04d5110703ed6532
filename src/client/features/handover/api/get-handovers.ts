import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEndpoints } from "../../../../domain/contracts/requests/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/company/handovers: the pick-ups and returns of today and tomorrow, and those left from before. */
export const getHandovers = () => call(requestEndpoints.listHandovers);

export const handoversQuery = queryOptions({ queryKey: queryKeys.bookings.handovers, queryFn: getHandovers });

export const useHandovers = () => useQuery(handoversQuery);
