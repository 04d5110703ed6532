import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const getCompany = (id: string) => call(companyEndpoints.getPublic, { params: { id } });

export const companyQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.companies.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: string) => useQuery(companyQuery(id));
