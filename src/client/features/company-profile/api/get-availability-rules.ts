import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAvailabilityRules = (companyId: number) =>
  call(companyEndpoints.getAvailabilityRules, { params: { id: companyId } });

export const availabilityRulesQuery = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.availabilityRules(companyId), queryFn: () => getAvailabilityRules(companyId) });

export const useAvailabilityRules = (companyId: number) => useQuery(availabilityRulesQuery(companyId));
