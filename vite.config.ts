import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Public pages load small; company and admin screens arrive as separate chunks (lazy routes).
    chunkSizeWarningLimit: 400,
    // The server reads it to name a page's lazy chunks in its HTML (src/server/pages/preloads.ts).
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/healthz": "http://localhost:3000" },
  },
});
