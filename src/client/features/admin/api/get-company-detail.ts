import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompanyDetail = (id: number) => call(companyEndpoints.getDetail, { params: { id } });

export const companyDetailQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.admin.company(id), queryFn: () => getCompanyDetail(id) });

export const useCompanyDetail = (id: number) => useQuery(companyDetailQuery(id));
