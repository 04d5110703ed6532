import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { ApiError, setApiTransport } from "../../client/lib/api";
import { type PageAddress, paramsFit, type RouteMatch } from "../../client/lib/page-route";
import { createQueryClient } from "../../client/lib/query-client";
import { ROUTES } from "../../client/route-table";
import type { Language } from "../../domain/i18n/languages";
import type { PageHead } from "../../domain/page-head";
import { inProcessFetch, withApp } from "./in-process-fetch";
import { translatorFor } from "./translator";

// The route table's loaders, run here for heads and the sitemap, read the API in-process.
setApiTransport(inProcessFetch);

/** What the server writes for a page with a head: its head, or 404 when its address names nothing. */
export type LoadedHead = { head: PageHead; status: 200 | 404 };

/**
 * A page's head, from the data its route loads (the same queries its components ask for). An
 * address whose parameters cannot name a record, or that the API refuses (400, 404), is the route's
 * missing page. When the API cannot answer now, the page goes out with the shell's head, logged.
 */
export async function loadPageHead(
  app: FastifyInstance,
  match: RouteMatch,
  { search, language, log }: { search: string; language: Language; log: FastifyBaseLogger },
): Promise<LoadedHead | undefined> {
  const { head, load, missingHead } = match.route;
  if (!head) return undefined;
  const t = translatorFor(language);
  const missing = missingHead && { head: missingHead(t), status: 404 as const };
  if (!paramsFit(match)) return missing;
  const address: PageAddress = { params: match.params, search };
  try {
    const data = load && (await withApp(app, () => load(createQueryClient(), address)));
    return { head: head({ data, language, t, origin: app.publicUrl }, address), status: 200 };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status) && missing) return missing;
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, "page head left out");
    return undefined;
  }
}

/** Every address of the server-rendered pages, for the sitemap. */
export async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const paths = await Promise.all(
    ROUTES.filter((route) => route.serverRender && route.access === "public").map(async (route) => {
      if (!route.path.includes(":")) return [route.path];
      const { sitemap } = route;
      const all = sitemap ? await withApp(app, () => sitemap(createQueryClient())) : [];
      return all.map((params) => route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ""));
    }),
  );
  return paths.flat();
}
