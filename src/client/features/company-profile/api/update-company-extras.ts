import type { CompanyExtrasBody } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateCompanyExtras = ({ companyId, extras }: { companyId: number; extras: CompanyExtrasBody }) =>
  call(companyEndpoints.updateExtras, { params: { id: companyId }, body: extras });

export const useUpdateCompanyExtras = () =>
  useApiMutation({
    mutationFn: updateCompanyExtras,
    successToast: "Extras saved",
    errorFallback: "Failed to save extras",
    // The extras are part of the company's rental terms, which every booking form quotes with.
    invalidates: (saved) => [
      queryKeys.companyExtras(saved.companyId),
      queryKeys.companies.rentalTerms(saved.companyId),
    ],
  });
