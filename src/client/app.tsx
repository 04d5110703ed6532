import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { ChoicesFromUrl } from "./components/preferences-bar";
import { Toaster } from "./components/ui/toaster";
import { AppRoutes } from "./routes";

/** The whole app, as the browser renders it and the server renders its public pages. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ChoicesFromUrl />
        <AppRoutes />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
