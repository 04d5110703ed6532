import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";

export const deleteCompany = (id: number) => apiRequest<{ message: string }>("DELETE", `/api/admin/companies/${id}`);

export const useDeleteCompany = () =>
  useAdminMutation({
    mutationFn: deleteCompany,
    successMessage: "Company successfully deleted",
    failureMessage: "Failed to delete company",
  });
