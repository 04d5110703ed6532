import { QueryClient } from "@tanstack/react-query";

/** Spec §9: data is never stale, no refetch on focus or interval; §8: no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});
