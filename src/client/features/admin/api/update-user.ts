import type { UserFlags } from "../../../../domain/contracts/accounts";
import { accountEndpoints } from "../../../../domain/contracts/accounts/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES, queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const updateUser = ({ id, ...flags }: UserFlags & { id: number }) =>
  call(accountEndpoints.updateUser, { params: { id }, body: flags });

/** The Active and Featured toggles, on Admin Companies (the company's user) and Manage Users. */
export const useUpdateUser = () =>
  useApiMutation({
    mutationFn: updateUser,
    successToast: "User updated successfully",
    errorFallback: "Failed to update user",
    // The admin may have changed their own account.
    invalidates: [...ADMIN_WRITE_INVALIDATES, queryKeys.user],
  });
