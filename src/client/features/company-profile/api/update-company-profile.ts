import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyProfileInput } from "../../../../domain/company-schema";
import { apiRequest } from "../../../lib/api";
import { type CompanyProfile, companyProfileQuery } from "./get-company-profile";

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompanyProfileInput) => apiRequest<CompanyProfile>("PATCH", "/api/company/profile", profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
  });
}
