import { readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { VEHICLE_PAGE } from "../../domain/contracts/vehicles";
import type { Language } from "../../domain/i18n/languages";
import { findFirstListedImage } from "../vehicles/listing-queries";
import { landingHeadRoutes } from "./landing-head";
import { cardImagePreload, fetchPreload, ROUTE_MODULES, routeModulePreloads } from "./preloads";
import { sitemapRoutes } from "./sitemap";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the client's index.html with extra tags (title, meta, JSON-LD) in place of its title,
     * loading hints (preloads) at the end of its <head> and `<html lang>` set to the page's language.
     */
    sendShell(reply: FastifyReply, head?: string, options?: { language?: Language; hints?: string[] }): FastifyReply;
    /** The modulepreload links of a lazy route module (`ROUTE_MODULES`). */
    routeModulePreloads(module: string): string[];
  }
}

/** Serves the built client: hashed assets cached forever, every other page path gets the SPA shell. */
export async function pageRoutes(app: FastifyInstance, options: { clientDir: string }) {
  const shell = readFileSync(join(options.clientDir, "index.html"), "utf8");

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of scripts and styles (vite.config.ts).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(options.clientDir, "assets")}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  // A page that brings its own description replaces the shell's, so crawlers see exactly one. The
  // head goes in through a function: as a replacement string, a company's "$'" or "$&" would splice
  // the shell into it.
  const withHead = (head: string) =>
    (head.includes('name="description"') ? shell.replace(/\s*<meta name="description"[^>]*>/, "") : shell).replace(
      /<title>.*?<\/title>/s,
      () => head,
    );

  const inLanguage = (html: string, language: Language) =>
    language === "en" ? html : html.replace(/<html lang="en">/, `<html lang="${language}">`);

  app.decorate("sendShell", (reply: FastifyReply, head = "", { language = "en", hints = [] } = {}) => {
    const page = inLanguage(head ? withHead(head) : shell, language);
    return reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(hints.length ? page.replace("</head>", () => `  ${hints.join("\n    ")}\n  </head>`) : page);
  });
  app.decorate("routeModulePreloads", routeModulePreloads(options.clientDir));

  await app.register(landingHeadRoutes);
  await app.register(sitemapRoutes);

  // /vehicles paints its first card last: its chunks, first results page and first picture are
  // named in the document, so they load at once rather than each after the one that finds it.
  // A URL with filters gets the chunks only (the client builds that search's own API URL).
  app.get("/vehicles", { schema: { hide: true } }, async (request, reply) => {
    const hints = app.routeModulePreloads(ROUTE_MODULES.vehicles);
    hints.push(fetchPreload("/api/vehicles/facets"));
    if (!request.url.includes("?")) {
      hints.push(fetchPreload(`/api/vehicles?page=1&pageSize=${VEHICLE_PAGE.defaultSize}`));
      const image = await findFirstListedImage(app.db);
      if (image) hints.push(cardImagePreload(image));
    }
    return app.sendShell(reply, "", { hints });
  });

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.callNotFound();
    return app.sendShell(reply);
  });
}
