import type { RejectBody } from "../../../../domain/contracts/accounts";
import { accountEndpoints } from "../../../../domain/contracts/accounts/endpoints";
import { call } from "../../../lib/api";
import { ADMIN_WRITE_INVALIDATES } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

export const rejectUser = ({ id, ...body }: RejectBody & { id: number }) =>
  call(accountEndpoints.rejectUser, { params: { id }, body });

/** Reject a company waiting for approval, with the reason it is mailed. */
export const useRejectUser = () =>
  useApiMutation({
    mutationFn: rejectUser,
    successToast: "Company rejected",
    errorFallback: "Failed to update user",
    invalidates: ADMIN_WRITE_INVALIDATES,
  });
