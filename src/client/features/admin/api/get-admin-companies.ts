import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminCompanies = () => call(companyEndpoints.listAll);

export const adminCompaniesQuery = queryOptions({ queryKey: queryKeys.admin.companies, queryFn: getAdminCompanies });

export const useAdminCompanies = () => useQuery(adminCompaniesQuery);
