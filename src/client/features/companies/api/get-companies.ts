import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { PublicCompany } from "../../../lib/marketplace";

export const companiesQuery = queryOptions({
  queryKey: ["/api/companies"],
  queryFn: () => apiRequest<PublicCompany[]>("GET", "/api/companies"),
});

export const useCompanies = () => useQuery(companiesQuery);
