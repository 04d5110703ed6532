import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getRentalPlaces = (companyId: number) =>
  call(companyEndpoints.getRentalPlaces, { params: { id: companyId } });

export const rentalPlacesQuery = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.rentalPlaces(companyId), queryFn: () => getRentalPlaces(companyId) });

export const useRentalPlaces = (companyId: number) => useQuery(rentalPlacesQuery(companyId));
