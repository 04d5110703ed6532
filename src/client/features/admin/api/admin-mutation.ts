import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";

/**
 * An admin write with the spec's §8 toasts. On success every cached list is refetched: an admin
 * change (activating a company, archiving a vehicle) alters what the public pages show too.
 * On failure nothing is refetched (spec §7).
 */
export function useAdminMutation<TVariables, TData = unknown>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  successMessage: string | ((data: TData) => { title: string; description: string });
  failureMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data) => {
      const { successMessage } = options;
      toast(
        typeof successMessage === "string" ? { title: "Success", description: successMessage } : successMessage(data),
      );
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, options.failureMessage), variant: "destructive" }),
  });
}
