import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** A company's rental terms, which a quote of its vehicles applies (src/domain/rental-terms.ts). */
export const rentalTermsQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.companies.rentalTerms(companyId),
    queryFn: () => call(companyEndpoints.getRentalTerms, { params: { id: companyId } }),
  });

export const useRentalTerms = (companyId: number) => useQuery(rentalTermsQuery(companyId));
