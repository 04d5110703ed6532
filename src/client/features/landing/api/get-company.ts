import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { companyVehiclesQuery, type PublicCompany } from "../../../lib/marketplace";

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/companies", id],
    queryFn: () => apiRequest<PublicCompany>("GET", `/api/companies/${id}`),
  });

export const useCompany = (id: string) => useQuery(companyQuery(id));
export const useCompanyVehicles = (id: string, enabled: boolean) => useQuery({ ...companyVehiclesQuery(id), enabled });
