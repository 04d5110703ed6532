import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";
import type { AdminCompany } from "./types";

export interface CompanyFlags {
  id: number;
  isLandingPageEnabled?: boolean;
  isArchived?: boolean;
}

export const updateCompany = ({ id, ...flags }: CompanyFlags) =>
  apiRequest<AdminCompany>("PATCH", `/api/companies/${id}`, flags);

/** Landing page toggle, Archive and Restore. */
export const useUpdateCompany = () =>
  useAdminMutation({
    mutationFn: updateCompany,
    successMessage: "Company updated successfully",
    failureMessage: "Failed to update company",
  });
