import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminEndpoints } from "../../../../domain/contracts/admin/endpoints";
import type { MarketplaceRequestsQuery } from "../../../../domain/contracts/admin/schemas";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getMarketplaceRequests = (query: MarketplaceRequestsQuery) => call(adminEndpoints.requests, { query });

export const marketplaceRequestsQuery = (query: MarketplaceRequestsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.requests(query),
    queryFn: () => getMarketplaceRequests(query),
    // The table keeps the last page while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useMarketplaceRequests = (query: MarketplaceRequestsQuery) => useQuery(marketplaceRequestsQuery(query));
