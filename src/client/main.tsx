import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LanguageFromUrl } from "./components/preferences-bar";
import { Toaster } from "./components/ui/toaster";
import { setUpI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { AppRoutes } from "./routes";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The visitor's language is known before the first paint, so a French visitor never sees English flash.
void setUpI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageFromUrl />
        <AppRoutes />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
