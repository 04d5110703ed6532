import { readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "../../domain/i18n/languages";
import { landingHeadRoutes } from "./landing-head";
import { sitemapRoutes } from "./sitemap";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the client's index.html with extra tags (title, meta, JSON-LD) placed in its <head>,
     * and `<html lang>` set to the page's language.
     */
    sendShell(reply: FastifyReply, head?: string, language?: Language): FastifyReply;
  }
}

/** Serves the built client: hashed assets cached forever, every other page path gets the SPA shell. */
export async function pageRoutes(app: FastifyInstance, options: { clientDir: string }) {
  const shell = readFileSync(join(options.clientDir, "index.html"), "utf8");

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
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

  app.decorate("sendShell", (reply: FastifyReply, head = "", language: Language = "en") =>
    reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(inLanguage(head ? withHead(head) : shell, language)),
  );

  await app.register(landingHeadRoutes);
  await app.register(sitemapRoutes);

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.callNotFound();
    return app.sendShell(reply);
  });
}
