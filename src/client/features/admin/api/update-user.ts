import { apiRequest } from "../../../lib/api";
import { useAdminMutation } from "./admin-mutation";
import type { AdminUser } from "./types";

export interface UserFlags {
  id: number;
  isActive?: boolean;
  isFeatured?: boolean;
}

export const updateUser = ({ id, ...flags }: UserFlags) =>
  apiRequest<AdminUser>("PATCH", `/api/admin/users/${id}`, flags);

/** The Active and Featured toggles, on Admin Companies (the company's user) and Manage Users. */
export const useUpdateUser = () =>
  useAdminMutation({
    mutationFn: updateUser,
    successMessage: "User updated successfully",
    failureMessage: "Failed to update user",
  });
