import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const getCompanyProfile = () => call(companyEndpoints.getProfile);

export const companyProfileQuery = queryOptions({ queryKey: queryKeys.companyProfile, queryFn: getCompanyProfile });

export function useCompanyProfile(companyId: number | null) {
  return useQuery({ ...companyProfileQuery, enabled: companyId !== null });
}
