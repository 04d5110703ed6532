import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getDriverAndCancellationTerms = (companyId: number) =>
  call(companyEndpoints.getDriverAndCancellationTerms, { params: { id: companyId } });

export const driverAndCancellationTermsQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.driverAndCancellationTerms(companyId),
    queryFn: () => getDriverAndCancellationTerms(companyId),
  });

export const useDriverAndCancellationTerms = (companyId: number) =>
  useQuery(driverAndCancellationTermsQuery(companyId));
