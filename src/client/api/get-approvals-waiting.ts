import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { call } from "../lib/api";
import { useUser } from "../lib/auth";
import { queryKeys } from "../lib/query-keys";

/** GET /api/admin/approvals: how many companies wait for an admin's decision. */
export const getApprovalsWaiting = () => call(accountEndpoints.approvalsWaiting);

export const approvalsWaitingQuery = queryOptions({
  queryKey: queryKeys.admin.approvals,
  queryFn: getApprovalsWaiting,
});

/**
 * The admin's badge; undefined for anyone else. Skipped (not merely disabled) for them, so a server
 * render knows it has nothing to load. Any admin write refetches it (`ADMIN_WRITE_INVALIDATES`).
 */
export function useApprovalsWaiting(): number | undefined {
  const { user } = useUser();
  return useQuery({ ...approvalsWaitingQuery, queryFn: user?.isAdmin ? getApprovalsWaiting : skipToken }).data?.waiting;
}
