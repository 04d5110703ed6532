import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyProfile } from "../../../../domain/contracts/companies";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompanyProfile = () => apiRequest<CompanyProfile>("GET", "/api/company/profile");

export const companyProfileQuery = queryOptions({ queryKey: queryKeys.companyProfile, queryFn: getCompanyProfile });

export function useCompanyProfile(companyId: number | null) {
  return useQuery({ ...companyProfileQuery, enabled: companyId !== null });
}
