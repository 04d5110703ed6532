import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCompany } from "../../../../domain/contracts/companies";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminCompanies = () => apiRequest<AdminCompany[]>("GET", "/api/companies/all");

export const adminCompaniesQuery = queryOptions({ queryKey: queryKeys.admin.companies, queryFn: getAdminCompanies });

export const useAdminCompanies = () => useQuery(adminCompaniesQuery);
