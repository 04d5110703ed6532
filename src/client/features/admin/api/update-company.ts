import type { CompanyFlags } from "../../../../domain/contracts/companies";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateCompany = ({ id, ...flags }: CompanyFlags & { id: number }) =>
  call(companyEndpoints.updateFlags, { params: { id }, body: flags });

/** Landing page toggle, Archive and Restore. */
export const useUpdateCompany = () =>
  useApiMutation({
    mutationFn: updateCompany,
    successToast: "Company updated successfully",
    errorFallback: "Failed to update company",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
