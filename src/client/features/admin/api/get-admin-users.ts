import { queryOptions, useQuery } from "@tanstack/react-query";
import { accountEndpoints } from "../../../../domain/contracts/accounts/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminUsers = () => call(accountEndpoints.listUsers);

export const adminUsersQuery = queryOptions({ queryKey: queryKeys.admin.users, queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(adminUsersQuery);
