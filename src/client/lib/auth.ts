import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../domain/contracts/accounts";
import type { LoginInput, RegisterInput, RenterSignUpInput } from "../../domain/contracts/accounts/account-schemas";
import { accountEndpoints } from "../../domain/contracts/accounts/endpoints";
import { ApiError, call, errorMessage } from "./api";
import { queryKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

/** GET /api/user; a 401 means nobody is logged in. */
export const getUser = async (): Promise<User | null> => {
  try {
    return await call(accountEndpoints.currentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/** The current user is loaded at start. */
export const userQuery = queryOptions({ queryKey: queryKeys.user, queryFn: getUser });

export function useUser() {
  const query = useQuery(userQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

function useSessionMutation<TInput>(mutationFn: (input: TInput) => Promise<User | null>, errorTitle: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn,
    errorTitle,
    errorFallback: errorTitle,
    errorDescription: (error) => errorMessage(error, error.message),
    onSuccess: (user) => {
      // Whatever was cached belonged to the previous user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(userQuery.queryKey, user);
    },
  });
}

export const useLogin = () =>
  useSessionMutation((input: LoginInput) => call(accountEndpoints.login, { body: input }), "Login failed");
export const useRegister = () =>
  useSessionMutation((input: RegisterInput) => call(accountEndpoints.register, { body: input }), "Registration failed");
/** A renter's account (POST /api/renters), logged in at once; a request's secret brings that request along. */
export const useSignUpRenter = () =>
  useSessionMutation(
    (input: RenterSignUpInput) => call(accountEndpoints.signUpRenter, { body: input }),
    "Registration failed",
  );
export const useLogout = () =>
  useSessionMutation(async () => {
    await call(accountEndpoints.logout);
    return null;
  }, "Logout failed");
