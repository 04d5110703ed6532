import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";

export const companyVehiclesQuery = queryOptions({
  queryKey: ["/api/company/vehicles"],
  queryFn: () => apiRequest<Vehicle[]>("GET", "/api/company/vehicles"),
});

/** Spec §6: the company's lists are fetched only when the user has a company. */
export function useCompanyVehicles(companyId: number | null) {
  return useQuery({ ...companyVehiclesQuery, enabled: companyId !== null });
}
