import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { renderedAddress } from "../../client/lib/page-route";
import { ROUTES } from "../../client/route-table";
import type { PageChoices, RenderedPage, RenderInLayout, RenderPage } from "../../domain/page-render";
import { SESSION_COOKIE } from "../auth/sessions";
import { inProcessFetch, withApp } from "./in-process-fetch";

/**
 * The address a server-rendered page is rendered and cached for (its route's `serverRender`), or
 * undefined for any other page.
 */
export const publicPageAddress = async (url: string): Promise<string | undefined> =>
  (await renderedAddress(ROUTES, url))?.address;

/**
 * Renders at once at most: a burst of uncached addresses (each query string is its own page) gets
 * the plain shell beyond it, which the browser renders itself, rather than a queue of renders.
 */
const MAX_RENDERS = 2;

/** What the server's build of the client (`vite build --ssr`, src/client/entry-server.tsx) gives the server. */
export interface ServerEntry {
  createPageRenderer: (api: typeof fetch) => Promise<RenderPage>;
  renderInLayout: RenderInLayout;
}

/** The client's server build beside `clientDir`; null for a test's stand-in client, which has none. */
export async function loadServerEntry(clientDir: string): Promise<ServerEntry | null> {
  const entry = join(clientDir, "..", "ssr", "entry-server.js");
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as ServerEntry) : null;
}

/**
 * The server's side of server rendering (docs/decisions/page-render.md). `render` gives the
 * markup of a public page for a visitor without a session; null when the browser should render the
 * page itself, logged with the reason when the server meant to render it. The whole page it goes
 * into is kept in the catalogue's page cache (routes.ts), so a page is rendered once per catalogue
 * version and Dominica's day.
 */
export async function pageRenderer(app: FastifyInstance, entry: ServerEntry | null, rendersPerMinute: number) {
  // Without a server build every page is the shell.
  const renderPage = entry ? await entry.createPageRenderer(inProcessFetch) : null;
  let rendering = 0;
  // Renders one client may cause a minute (misses only): a visitor browses in the app after its
  // first page, so only someone walking through made-up addresses spends it, and gets the shell.
  const perClient = { max: rendersPerMinute, windowMs: 60_000 };

  return async function render(request: FastifyRequest, choices: PageChoices): Promise<RenderedPage | null> {
    if (!renderPage || request.cookies[SESSION_COOKIE]) return null;
    const address = await publicPageAddress(request.url);
    if (!address) return null;
    const inBrowser = (reason: string, level: "info" | "warn" = "info") => {
      request.log[level]({ address, reason }, "page left to the browser");
      return null;
    };
    if (rendering >= MAX_RENDERS) return inBrowser("renders at capacity");
    if (!(await app.rateLimits.hit(`render:${request.ip}`, perClient)).allowed) return inBrowser("render budget spent");
    rendering++;
    try {
      return await withApp(app, () => renderPage(address, choices));
    } catch (error) {
      // Unlike a spent budget, a failed render is a bug: it is logged as a warning.
      return inBrowser(`render failed: ${error instanceof Error ? error.message : String(error)}`, "warn");
    } finally {
      rendering--;
    }
  };
}
