import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { AdminCompany } from "./types";

export const getAdminCompanies = () => apiRequest<AdminCompany[]>("GET", "/api/companies/all");

export const adminCompaniesQuery = queryOptions({ queryKey: ["/api/companies/all"], queryFn: getAdminCompanies });

export const useAdminCompanies = () => useQuery(adminCompaniesQuery);
