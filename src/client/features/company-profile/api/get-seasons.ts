import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getSeasons = (companyId: number) => call(companyEndpoints.getSeasons, { params: { id: companyId } });

export const seasonsQuery = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.seasons(companyId), queryFn: () => getSeasons(companyId) });

export const useSeasons = (companyId: number) => useQuery(seasonsQuery(companyId));
