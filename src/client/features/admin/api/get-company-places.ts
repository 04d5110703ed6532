import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getCompanyPlaces = (companyId: number) =>
  call(companyEndpoints.getRentalPlaces, { params: { id: companyId } });

/** The same key as the company's own profile reads it by: one cache entry per company. */
export const companyPlacesQuery = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.rentalPlaces(companyId), queryFn: () => getCompanyPlaces(companyId) });

export const useCompanyPlaces = (companyId: number) => useQuery(companyPlacesQuery(companyId));
