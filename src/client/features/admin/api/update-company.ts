import type { AdminCompany, CompanyFlags } from "../../../../domain/contracts/companies";
import { apiRequest } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateCompany = ({ id, ...flags }: CompanyFlags & { id: number }) =>
  apiRequest<AdminCompany>("PATCH", `/api/companies/${id}`, flags satisfies CompanyFlags);

/** Landing page toggle, Archive and Restore. */
export const useUpdateCompany = () =>
  useApiMutation({
    mutationFn: updateCompany,
    successToast: "Company updated successfully",
    errorFallback: "Failed to update company",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
