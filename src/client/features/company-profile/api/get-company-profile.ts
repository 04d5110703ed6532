import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyProfileInput } from "../../../../domain/company-schema";
import { apiRequest } from "../../../lib/api";

export type CompanyProfile = CompanyProfileInput & { id: number; country: string };

export const companyProfileQuery = queryOptions({
  queryKey: ["/api/company/profile"],
  queryFn: () => apiRequest<CompanyProfile>("GET", "/api/company/profile"),
});

export function useCompanyProfile(companyId: number | null) {
  return useQuery({ ...companyProfileQuery, enabled: companyId !== null });
}
