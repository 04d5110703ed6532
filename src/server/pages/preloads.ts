import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CARD_GRID_SIZES, cardImageSources } from "../../domain/images";
import { escapeHtml } from "./html";

/**
 * The lazy route modules of the pages the server writes hints for, as `src/client/routes.tsx`
 * imports them (their keys in Vite's manifest). An API test checks them against the sources.
 */
export const ROUTE_MODULES = {
  vehicles: "features/vehicles/vehicles-page.tsx",
  landing: "features/landing/landing-page.tsx",
} as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for a lazy route's chunk and every chunk it imports, read from the
 * Vite manifest of the build: the browser fetches them beside index.js instead of one round trip
 * after another once index.js has run. The entry's own imports are in index.html already. Without a
 * manifest (a test's stand-in client) there are no hints.
 */
export function routeModulePreloads(clientDir: string): (module: string) => string[] {
  const path = join(clientDir, ".vite", "manifest.json");
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = closure(entry ? [entry] : []);
  return (module) =>
    [...closure([module])]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}" />`);
}

/** The first API answers a page asks for, fetched with the document (same-origin, as `apiRequest` asks). */
export const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`;

/** The first card's picture, the page's largest paint: the same candidates the card offers. */
export function cardImagePreload(image: string): string {
  const { src, srcSet } = cardImageSources(image);
  const candidates = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(CARD_GRID_SIZES)}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high" />`;
}
