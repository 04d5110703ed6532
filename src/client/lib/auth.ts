import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "../../domain/account-schemas";
import { ApiError, apiRequest } from "./api";

export interface User {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  role: string;
  companyId: number | null;
  isActive: boolean;
  isFeatured: boolean;
  isAdmin: boolean;
}

/** Spec §4: the current user is loaded at start; a 401 means nobody is logged in. */
export const userQuery = queryOptions({
  queryKey: ["/api/user"],
  queryFn: async (): Promise<User | null> => {
    try {
      return await apiRequest<User>("GET", "/api/user");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useUser() {
  const query = useQuery(userQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

function useSetUserMutation<TInput>(mutationFn: (input: TInput) => Promise<User | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      // Whatever was cached belonged to the previous user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQuery.queryKey[0] });
      queryClient.setQueryData(userQuery.queryKey, user);
    },
  });
}

export const useLogin = () => useSetUserMutation((input: LoginInput) => apiRequest<User>("POST", "/api/login", input));
export const useRegister = () =>
  useSetUserMutation((input: RegisterInput) => apiRequest<User>("POST", "/api/register", input));
export const useLogout = () =>
  useSetUserMutation(async () => {
    await apiRequest("POST", "/api/logout");
    return null;
  });
