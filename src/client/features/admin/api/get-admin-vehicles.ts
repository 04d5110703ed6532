import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";

export const getAdminVehicles = () => apiRequest<Vehicle[]>("GET", "/api/admin/vehicles");

export const adminVehiclesQuery = queryOptions({ queryKey: ["/api/admin/vehicles"], queryFn: getAdminVehicles });

export const useAdminVehicles = () => useQuery(adminVehiclesQuery);
