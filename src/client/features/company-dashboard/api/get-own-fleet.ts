import { queryOptions, useQuery } from "@tanstack/react-query";
import { vehicleEndpoints } from "../../../../domain/contracts/vehicles/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/company/vehicles: the logged-in company's own fleet, archived vehicles included. */
export const getOwnFleet = () => call(vehicleEndpoints.listOwn);

export const ownFleetQuery = queryOptions({ queryKey: queryKeys.ownFleet, queryFn: getOwnFleet });

/** The company's lists are fetched only when the user has a company. */
export function useOwnFleet(companyId: number | null) {
  return useQuery({ ...ownFleetQuery, enabled: companyId !== null });
}
