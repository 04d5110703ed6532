import type { FastifyInstance } from "fastify";
import { ApiError } from "../../client/lib/api";
import { Overloaded } from "../errors";
import { escapeHtml } from "./html";
import { sitemapPaths } from "./page-data";

/** `/sitemap.xml` with every address of the server-rendered pages, and `/robots.txt` pointing to it. */
function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The API's 503 inside is this answer's 503 too: a crawler retries it, where a 500 says "broken". */
function overloadedAsSuch(error: unknown): never {
  throw error instanceof ApiError && error.status === 503 ? new Overloaded() : error;
}

/**
 * Absolute URLs, as the sitemap protocol wants, from the configured public address: a Host header
 * is the caller's to choose, and a shared cache would keep whatever it put here.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    // Built once per catalogue version: with a page per vehicle it reads the whole catalogue.
    const answer = await app.catalogue.answer(
      request,
      undefined,
      async () => ({ json: sitemapXml(app.publicUrl, await sitemapPaths(app).catch(overloadedAsSuch)) }),
      "pages",
    );
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(answer?.body.bytes);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.publicUrl}/sitemap.xml\n`),
  );
}
