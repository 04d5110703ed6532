import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { OutputBundle } from "rolldown";
import { build, defineConfig, type Plugin, runnerImport } from "vite";
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

/** The screens a visitor never reads offline: their chunks are not part of the offline shell. */
const ONLINE_ONLY_FEATURES =
  /\/features\/(admin|company-dashboard|company-profile|bookings|auth|onboarding|requests)\//;
/** The files of public/ the installed app shows: its manifest and icons. */
const APP_FILES = [
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];

/** The entry, its styles and every chunk a public page or its dialogs may load (walked from the entry). */
function offlineShell(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== "chunk" || files.has(`/${name}`)) return;
    if (chunk.facadeModuleId && ONLINE_ONLY_FEATURES.test(chunk.facadeModuleId)) return;
    files.add(`/${name}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const [name, output] of Object.entries(bundle)) if (output.type === "chunk" && output.isEntry) visit(name);
  return [...files, ...APP_FILES];
}

/**
 * The service worker (src/client/service-worker/sw.ts) as one classic script at /sw.js, the scope
 * of the whole site, with the shell's files and a version made from their hashed names: a deploy
 * that changes any file changes the worker, whose activation deletes the previous caches.
 */
function serviceWorker(): Plugin {
  let isServerBuild = false;
  return {
    name: "service-worker",
    apply: "build",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (isServerBuild || !options.dir) return;
      const shell = offlineShell(bundle);
      const version = createHash("sha256").update(shell.join("\n")).digest("hex").slice(0, 12);
      await build({
        configFile: false,
        logLevel: "warn",
        define: { __OFFLINE_VERSION__: JSON.stringify(version), __OFFLINE_SHELL__: JSON.stringify(shell) },
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: resolve("src/client/service-worker/sw.ts"),
            formats: ["iife"],
            name: "offlineWorker",
            fileName: () => "sw.js",
          },
        },
      });
    },
  };
}

export default defineConfig({
  root: "src/client",
  plugins: [endpointTable(), react(), tailwindcss(), precompress(), serviceWorker()],
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
