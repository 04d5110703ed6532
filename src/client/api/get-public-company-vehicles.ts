import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicVehicle } from "../../domain/contracts/vehicles";
import { apiRequest } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** GET /api/companies/{id}/vehicles: what visitors see of one company's fleet. */
export const getPublicCompanyVehicles = (companyId: number | string) =>
  apiRequest<PublicVehicle[]>("GET", `/api/companies/${companyId}/vehicles`);

export const publicCompanyVehiclesQuery = (companyId: number | string) =>
  queryOptions({
    queryKey: queryKeys.vehicles.ofCompany(companyId),
    queryFn: () => getPublicCompanyVehicles(companyId),
  });

export const usePublicCompanyVehicles = (companyId: number | string, enabled = true) =>
  useQuery({ ...publicCompanyVehiclesQuery(companyId), enabled });
