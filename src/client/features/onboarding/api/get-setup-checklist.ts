import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/company/setup: the logged-in company's first-run steps and which are done. */
export const getSetupChecklist = () => call(companyEndpoints.getSetupChecklist);

/**
 * Read afresh each time the Dashboard opens: writes all over the profile and the fleet change it,
 * and none of them needs to know it exists.
 */
export const setupChecklistQuery = queryOptions({
  queryKey: queryKeys.companySetup,
  queryFn: getSetupChecklist,
  staleTime: 0,
});

export const useSetupChecklist = () => useQuery(setupChecklistQuery);
