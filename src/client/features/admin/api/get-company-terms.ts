import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompanyTerms = (companyId: number) =>
  call(companyEndpoints.getDriverAndCancellationTerms, { params: { id: companyId } });

/** The same key as the company's own profile reads it by: one cache entry per company. */
export const companyTermsQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.driverAndCancellationTerms(companyId),
    queryFn: () => getCompanyTerms(companyId),
  });

export const useCompanyTerms = (companyId: number) => useQuery(companyTermsQuery(companyId));
