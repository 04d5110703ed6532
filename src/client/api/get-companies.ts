import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCompany } from "../../domain/contracts/companies";
import { apiRequest } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const getCompanies = () => apiRequest<PublicCompany[]>("GET", "/api/companies");

export const companiesQuery = queryOptions({ queryKey: queryKeys.companies.list, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQuery);
