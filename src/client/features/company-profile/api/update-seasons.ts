import type { CompanySeasonsBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateSeasons = ({ companyId, body }: { companyId: number; body: CompanySeasonsBody }) =>
  call(companyEndpoints.updateSeasons, { params: { id: companyId }, body });

export const useUpdateSeasons = () =>
  useApiMutation({
    mutationFn: updateSeasons,
    successToast: "Seasons saved",
    errorFallback: "Failed to save seasons",
    // Seasons price every quote of the company's vehicles: its public terms change with them.
    invalidates: (saved) => [queryKeys.seasons(saved.companyId), queryKeys.companies.rentalTerms(saved.companyId)],
  });
