import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const getCompanies = () => call(companyEndpoints.listPublic);

export const companiesQuery = queryOptions({ queryKey: queryKeys.companies.list, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQuery);
