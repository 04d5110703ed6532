import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, runnerImport } from "vite";
import type { Endpoint } from "./src/domain/contracts/endpoint";

/**
 * Brotli (quality 11) and gzip copies of the built scripts and styles, which the server sends as
 * they are (@fastify/static `preCompressed`): 14 % fewer bytes than compressing each request at
 * quality 4, and no compression work per request.
 */
function precompress(): Plugin {
  let isServerBuild = false;
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (isServerBuild) return; // the server's renderer is read from disk, never sent
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(name) || !options.dir) continue;
        const path = join(options.dir, name);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * In the browser's build an endpoint definition is only its method and path: `call()` needs no
 * more, and the definitions' zod schemas would put zod in every page's first script. The client's
 * types still come from the full definitions; the forms that validate import their schemas
 * themselves (docs/performance.md, "First screen on a phone").
 */
function endpointTable(): Plugin {
  let isServerBuild = false;
  return {
    name: "endpoint-table",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async load(id) {
      if (isServerBuild || !/\/src\/domain\/contracts\/[\w-]+\/endpoints\.ts$/.test(id)) return;
      const { module } = await runnerImport<Record<string, Record<string, Endpoint>>>(id, {
        configFile: false,
        logLevel: "warn",
      });
      return Object.entries(module)
        .map(([name, group]) => {
          const table = Object.entries(group).map(([key, { method, path }]) => [key, { method, path }]);
          return `export const ${name} = ${JSON.stringify(Object.fromEntries(table))};`;
        })
        .join("\n");
    },
  };
}

export default defineConfig({
  root: "src/client",
  plugins: [endpointTable(), react(), tailwindcss(), precompress()],
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
