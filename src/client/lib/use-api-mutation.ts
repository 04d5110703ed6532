import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "./api";
import { type ToastInput, toast } from "./toast";

export interface ApiMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * Keys (prefixes, from `queryKeys`) refetched after a success; never after a failure
   * (docs/architecture.md, "Write through the cache").
   */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /** The success toast: a description under the title 'Success', or the whole toast. */
  successToast?: string | ToastInput | ((data: TData, variables: TVariables) => ToastInput);
  /** The error toast's title; 'Error' unless told. */
  errorTitle?: string;
  /** The error toast's text when the server gives no message of its own. */
  errorFallback: string;
  /** false: the component tells the failure itself, beside what the person can do next (no toast). */
  errorToast?: false;
  /** For the few toasts worded differently from "server message, else fallback". */
  errorDescription?: (error: Error) => string;
  /** Cache work beyond refetching (the session writes the new user into the cache). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/**
 * The one way the client writes: the request, the toasts and the refetch of the lists the
 * write changed. The options live on the mutation, so the toasts appear even when the component
 * that started it has gone (a dialog that closes at once). Components pass `mutate(…, { onSuccess })`
 * only for what is theirs: closing a dialog, putting field errors on a form.
 */
export function useApiMutation<TVariables = void, TData = unknown>(options: ApiMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const { successToast, invalidates = [] } = options;
      if (successToast !== undefined) {
        toast(
          typeof successToast === "string"
            ? { title: "Success", description: successToast }
            : typeof successToast === "function"
              ? successToast(data, variables)
              : successToast,
        );
      }
      await options.onSuccess?.(data, variables);
      const keys = typeof invalidates === "function" ? invalidates(data, variables) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      options.errorToast !== false &&
      toast({
        title: options.errorTitle ?? "Error",
        description: options.errorDescription?.(error) ?? errorMessage(error, options.errorFallback),
        variant: "destructive",
      }),
  });
}
