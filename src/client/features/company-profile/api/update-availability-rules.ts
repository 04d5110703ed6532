import type { AvailabilityRulesBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateAvailabilityRules = ({ companyId, rules }: { companyId: number; rules: AvailabilityRulesBody }) =>
  call(companyEndpoints.updateAvailabilityRules, { params: { id: companyId }, body: rules });

export const useUpdateAvailabilityRules = () =>
  useApiMutation({
    mutationFn: updateAvailabilityRules,
    successToast: "Availability rules saved",
    errorFallback: "Failed to save availability rules",
    // The rules change the busy days and searches visitors see, and the fleet calendar's cleaning days.
    invalidates: (saved) => [
      queryKeys.availabilityRules(saved.companyId),
      queryKeys.vehicles.all,
      queryKeys.calendar.all,
    ],
  });
