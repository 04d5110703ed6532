import { QueryClient } from "@tanstack/react-query";

/** Data is never stale, no refetch on focus or interval, no retries: a write refetches what it changed. */
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
