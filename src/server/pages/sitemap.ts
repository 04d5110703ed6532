import type { FastifyInstance } from "fastify";
import { listPublicCompanies } from "../companies/queries";
import { escapeHtml } from "./html";

/** Pages a crawler may index: the public screens (every other page is behind a login). */
const PUBLIC_PATHS = ["/", "/vehicles", "/companies"];

/** `/sitemap.xml` with every public company's landing page, and `/robots.txt` pointing to it. */
export function sitemapXml(origin: string, companyIds: number[]): string {
  const urls = [...PUBLIC_PATHS, ...companyIds.map((id) => `/companies/${id}`)].map(
    (path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Absolute URLs, as the sitemap protocol wants, from the configured public address: a Host header
 * is the caller's to choose, and a shared cache would keep whatever it put here.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const companies = await listPublicCompanies(app.db);
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(
        sitemapXml(
          app.publicUrl,
          companies.map((company) => company.id),
        ),
      );
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.publicUrl}/sitemap.xml\n`),
  );
}
