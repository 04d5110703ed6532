import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const deleteCompany = (id: number) => call(companyEndpoints.delete, { params: { id } });

export const useDeleteCompany = () =>
  useApiMutation({
    mutationFn: deleteCompany,
    successToast: "Company successfully deleted",
    errorFallback: "Failed to delete company",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
