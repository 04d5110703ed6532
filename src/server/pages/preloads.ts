import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { landingRoute } from "../../client/features/landing/landing-route";
import { vehiclesRoute } from "../../client/features/vehicles/vehicles-route";
import type { PageRoute, RouteMatch } from "../../client/lib/page-route";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { urlOf } from "../../domain/contracts/endpoint";
import { VEHICLE_PAGE } from "../../domain/contracts/vehicles";
import { vehicleEndpoints } from "../../domain/contracts/vehicles/endpoints";
import { CARD_GRID_SIZES, cardImageSources } from "../../domain/images";
import { findFirstListedImage } from "../vehicles/listing-queries";
import { escapeHtml } from "./html";

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

/** The first API answers a page asks for, fetched with the document (same-origin, as `call` asks). */
export const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`;

/** The first card's picture, the page's largest paint: the same candidates the card offers. */
export function cardImagePreload(image: string): string {
  const { src, srcSet } = cardImageSources(image);
  const candidates = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(CARD_GRID_SIZES)}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high" />`;
}

/**
 * What a page the browser renders asks for first, named in its HTML so that it loads with the
 * document: /vehicles paints its first card last, so its first results page and first picture come
 * too (a URL with filters gets the facets only: the client builds that search's own API URL).
 */
const FIRST_REQUESTS = new Map<PageRoute, (app: FastifyInstance, match: RouteMatch, url: string) => Promise<string[]>>([
  [
    vehiclesRoute,
    async (app, _match, url) => {
      const hints = [fetchPreload(urlOf(vehicleEndpoints.facets))];
      if (url.includes("?")) return hints;
      hints.push(fetchPreload(urlOf(vehicleEndpoints.search, {}, { page: 1, pageSize: VEHICLE_PAGE.defaultSize })));
      const image = await findFirstListedImage(app.db);
      return image ? [...hints, cardImagePreload(image)] : hints;
    },
  ],
  [
    landingRoute,
    async (_app, { params }) => [
      fetchPreload(urlOf(companyEndpoints.getPublic, params)),
      fetchPreload(urlOf(vehicleEndpoints.listCompanyListed, params)),
    ],
  ],
]);

/** The preloads of a page the browser renders itself (a server-rendered one brings its answers). */
export const firstRequestPreloads = (app: FastifyInstance, match: RouteMatch, url: string) =>
  FIRST_REQUESTS.get(match.route)?.(app, match, url) ?? Promise.resolve([]);
