import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { AdminUser } from "./types";

export const getAdminUsers = () => apiRequest<AdminUser[]>("GET", "/api/admin/users");

export const adminUsersQuery = queryOptions({ queryKey: ["/api/admin/users"], queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(adminUsersQuery);
