import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompanyExtras = (companyId: number) => call(companyEndpoints.getExtras, { params: { id: companyId } });

export const companyExtrasQuery = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.companyExtras(companyId), queryFn: () => getCompanyExtras(companyId) });

export const useCompanyExtras = (companyId: number) => useQuery(companyExtrasQuery(companyId));
