import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminVehicles = () => call(vehicleEndpoints.listAll);

export const adminVehiclesQuery = queryOptions({ queryKey: queryKeys.admin.vehicles, queryFn: getAdminVehicles });

export const useAdminVehicles = () => useQuery(adminVehiclesQuery);
