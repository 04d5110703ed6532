import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminVehicles = () => apiRequest<Vehicle[]>("GET", "/api/admin/vehicles");

export const adminVehiclesQuery = queryOptions({ queryKey: queryKeys.admin.vehicles, queryFn: getAdminVehicles });

export const useAdminVehicles = () => useQuery(adminVehiclesQuery);
