import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { call } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/companies/{id}/vehicles: what visitors see of one company's fleet. */
export const getPublicCompanyVehicles = (companyId: number | string) =>
  call(vehicleEndpoints.listCompanyListed, { params: { id: companyId } });

export const publicCompanyVehiclesQuery = (companyId: number | string) =>
  queryOptions({
    queryKey: queryKeys.vehicles.ofCompany(companyId),
    queryFn: () => getPublicCompanyVehicles(companyId),
  });

export const usePublicCompanyVehicles = (companyId: number | string, enabled = true) =>
  useQuery({ ...publicCompanyVehiclesQuery(companyId), enabled });
