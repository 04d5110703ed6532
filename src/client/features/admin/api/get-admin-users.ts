import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser } from "../../../../domain/contracts/accounts";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getAdminUsers = () => apiRequest<AdminUser[]>("GET", "/api/admin/users");

export const adminUsersQuery = queryOptions({ queryKey: queryKeys.admin.users, queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(adminUsersQuery);
