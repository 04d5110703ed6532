import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCompany } from "../../../../domain/contracts/companies";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompany = (id: string) => apiRequest<PublicCompany>("GET", `/api/companies/${id}`);

export const companyQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.companies.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: string) => useQuery(companyQuery(id));
