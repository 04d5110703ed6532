import { QueryClient } from "@tanstack/react-query";

/** Spec §9: data is never stale, no refetch on focus or interval; §8: no retries. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

/** The browser's one client; the server renders each page with a fresh one. */
export const queryClient = createQueryClient();
