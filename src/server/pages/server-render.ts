import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../domain/i18n/languages";
import type { RenderedPage, RenderPage } from "../../domain/page-render";
import { filtersFromSearch, searchFromFilters } from "../../domain/vehicle-search-url";
import { SESSION_COOKIE } from "../auth/sessions";

/**
 * The pages anyone sees the same (Home, Vehicles, Companies and a company's landing page), each with
 * the one address its content depends on: known parameters normalised, unknown ones (`utm_source`,
 * `fbclid`) ignored and invalid ones dropped. So a thousand tracking links are one render and one
 * cache entry, not a thousand.
 */
const PUBLIC_PAGES: { path: RegExp; search: (raw: string) => string }[] = [
  { path: /^\/$/, search: () => "" },
  { path: /^\/vehicles$/, search: (raw) => searchFromFilters(filtersFromSearch(raw)) },
  { path: /^\/companies(\/\d{1,9})?$/, search: () => "" },
];

/** The address a public page is rendered and cached for, or undefined for any other page. */
export function publicPageAddress(url: string): string | undefined {
  const [path = "", raw = ""] = url.split("?", 2);
  const page = PUBLIC_PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return undefined;
  const search = page.search(raw);
  return search ? `${path}?${search}` : path;
}

/**
 * Renders at once at most: a burst of uncached addresses (each query string is its own page) gets
 * the plain shell beyond it, which the browser renders itself, rather than a queue of renders.
 */
const MAX_RENDERS = 2;

/**
 * The server's side of server rendering (docs/architecture.md, "Page render"). `render` gives the
 * markup of a public page for a visitor without a session, from the catalogue cache while the
 * catalogue and Dominica's day are unchanged; null when the browser should render the page itself.
 */
export async function pageRenderer(app: FastifyInstance, clientDir: string, rendersPerMinute: number) {
  const entry = join(clientDir, "..", "ssr", "entry-server.js");
  // A test's stand-in client has no server build: every page is the shell then.
  const renderPage = existsSync(entry) ? await loadRenderer(entry, app) : null;
  let rendering = 0;
  // Renders one client may cause a minute (misses only): a visitor browses in the app after its
  // first page, so only someone walking through made-up addresses spends it, and gets the shell.
  const perClient = { max: rendersPerMinute, windowMs: 60_000 };

  return async function render(request: FastifyRequest, language: Language): Promise<RenderedPage | null> {
    const address = publicPageAddress(request.url);
    if (!renderPage || !address || request.cookies[SESSION_COOKIE]) return null;
    const answer = await app.catalogue.answer(
      request,
      { language, address },
      async () => {
        if (rendering >= MAX_RENDERS) return null;
        if (!(await app.rateLimits.hit(`render:${request.ip}`, perClient)).allowed) {
          request.log.debug({ address }, "render budget spent: the browser renders this page");
          return null;
        }
        rendering++;
        try {
          const page = await renderPage(address, language);
          return page && { json: JSON.stringify(page) };
        } finally {
          rendering--;
        }
      },
      "pages",
    );
    return answer && (JSON.parse(answer.body.toString()) as RenderedPage);
  };
}

async function loadRenderer(entry: string, app: FastifyInstance): Promise<RenderPage> {
  const built = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (api: typeof fetch) => Promise<RenderPage>;
  };
  return built.createPageRenderer(inProcessFetch(app));
}

/** The app's API as a `fetch`, answered by its own router in-process, as an anonymous visitor. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const response = await app.inject({
      method: init?.method === "HEAD" ? "HEAD" : "GET",
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers)),
    });
    const status = response.statusCode;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(status === 204 || status === 304 ? null : response.body, {
      status,
      statusText: response.statusMessage,
      headers,
    });
  };
}
