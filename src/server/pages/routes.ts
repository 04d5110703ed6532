import { readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { matchRoute, type RouteMatch } from "../../client/lib/page-route";
import { paths } from "../../client/lib/paths";
import { ROUTES } from "../../client/route-table";
import type { User } from "../../domain/contracts/accounts";
import type { Language } from "../../domain/i18n/languages";
import { NO_SESSION_ATTRIBUTE, type PageChoices, type RenderedPage, SERVER_STATE_ID } from "../../domain/page-render";
import { SESSION_COOKIE } from "../auth/sessions";
import { sendAnswer } from "../catalogue/plugin";
import { keepPrivate } from "../private-answer";
import { loadAfterFirstPaint, withoutApp } from "./app-loader";
import { visitorChoices } from "./choices";
import { headHtml } from "./head-html";
import { jsonForScript } from "./html";
import { loadPageHead } from "./page-data";
import { firstRequestPreloads, routeModulePreloads } from "./preloads";
import { requestFormRoutes } from "./request-form";
import { loadServerEntry, pageRenderer, publicPageAddress } from "./server-render";
import { sitemapRoutes } from "./sitemap";
import { translatorFor } from "./translator";

interface ShellOptions {
  language?: Language;
  hints?: string[];
  page?: RenderedPage | null;
}

/** A page's HTML with the status it goes out with; `isWhole` when the server rendered it (not the bare shell). */
interface BuiltPage {
  html: string;
  status: 200 | 404;
  isWhole: boolean;
}

/** How a page kept in the page cache goes out (sendAnswer adds its ETag and encoding). */
const CACHED_PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  Vary: "Accept-Encoding, Accept-Language, Cookie",
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the client's index.html with extra tags (title, meta, JSON-LD) in place of its title,
     * loading hints (preloads) at the end of its <head>, `<html lang>` set to the page's language and
     * the server's render of the page, if any, in `#root`.
     */
    sendShell(reply: FastifyReply, head?: string, options?: ShellOptions): FastifyReply;
    /**
     * A page the server writes whole and the app never takes over: `markup` in the site's layout
     * (the app's header, rendered in `choices`) in `#root`, and no scripts.
     */
    sendPlainPage(reply: FastifyReply, head: string, markup: string, choices: PageChoices): Promise<FastifyReply>;
    /** A public page rendered for an anonymous visitor (server-render.ts); null: the browser renders it. */
    renderPage(request: FastifyRequest, choices: PageChoices): Promise<RenderedPage | null>;
    /** The modulepreload links of a lazy route module (a route's `module`). */
    routeModulePreloads(module: string): string[];
  }
}

/** Serves the built client: hashed assets cached forever, every other page path gets the SPA shell. */
export async function pageRoutes(app: FastifyInstance, options: { clientDir: string; rendersPerMinute: number }) {
  const shell = readFileSync(join(options.clientDir, "index.html"), "utf8");

  // The build writes .br and .gz copies of scripts and styles (vite.config.ts).
  const served = { wildcard: false, index: false, preCompressed: true } as const;
  // Hashed assets are kept forever, so nothing asks whether they changed or for a part of one:
  // without ETag, Last-Modified and Accept-Ranges, each of a page's 20–45 is ~100 bytes lighter.
  await app.register(fastifyStatic, {
    ...served,
    root: join(options.clientDir, "assets"),
    prefix: "/assets/",
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res) => res.header("Cache-Control", "public, max-age=31536000, immutable"),
  });
  await app.register(fastifyStatic, {
    ...served,
    root: options.clientDir,
    globIgnore: ["assets/**"],
    decorateReply: false,
    // The service worker is asked for anew on each visit, so a deploy's worker replaces the last at once.
    setHeaders: (res, path) =>
      res.header("Cache-Control", path.endsWith("/sw.js") ? "no-cache" : "public, max-age=3600"),
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

  // The rendered markup goes in with its data right after it, which the client reads before hydrating.
  const withPage = (html: string, page: RenderedPage) =>
    loadAfterFirstPaint(html).replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`,
    );

  // A visitor without a session cookie is told so in the page, so the app does not ask GET /api/user
  // only to hear 401 (a stale cookie asks once and is answered 401, as the spec says).
  const withoutSession = (html: string) => html.replace(/<body\b/, () => `<body ${NO_SESSION_ATTRIBUTE}`);

  const shellHtml = (
    request: FastifyRequest,
    head = "",
    { language = "en", hints = [], page = null }: ShellOptions = {},
  ): string => {
    let html = inLanguage(head ? withHead(head) : shell, language);
    if (!request.cookies[SESSION_COOKIE]) html = withoutSession(html);
    if (hints.length) html = html.replace("</head>", () => `  ${hints.join("\n    ")}\n  </head>`);
    if (page) html = withPage(html, page);
    return html;
  };

  const sendHtml = (reply: FastifyReply, html: string) =>
    // A private page's `no-store` (keepPrivate) stays.
    (reply.hasHeader("Cache-Control") ? reply : reply.header("Cache-Control", "no-cache"))
      .type("text/html; charset=utf-8")
      // Rendered in the browser's language for a visitor without a session, else left to the browser.
      .header("Vary", "Accept-Language, Cookie")
      .send(html);

  app.decorate("sendShell", (reply: FastifyReply, head?: string, options?: ShellOptions) =>
    sendHtml(reply, shellHtml(reply.request, head, options)),
  );
  const serverEntry = await loadServerEntry(options.clientDir);
  // In the layout when the client has a server build (a test's stand-in client may not).
  const inLayout = async (request: FastifyRequest, markup: string, choices: PageChoices) => {
    if (!serverEntry) return markup;
    try {
      const user = await signedInUser(app, request);
      return await serverEntry.renderInLayout(markup, { ...choices, address: request.url, user });
    } catch (error) {
      // The page still works without its header: a form the visitor can send beats a 500.
      request.log.warn({ err: error }, "plain page sent without its layout");
      return markup;
    }
  };
  app.decorate("sendPlainPage", async (reply: FastifyReply, head: string, markup: string, choices: PageChoices) => {
    const page = await inLayout(reply.request, markup, choices);
    return sendHtml(
      reply,
      withoutApp(shellHtml(reply.request, head, { language: choices.language })).replace(
        '<div id="root"></div>',
        () => `<div id="root">${page}</div>`,
      ),
    );
  });
  app.decorate("renderPage", await pageRenderer(app, serverEntry, options.rendersPerMinute));
  app.decorate("routeModulePreloads", routeModulePreloads(options.clientDir));

  await app.register(sitemapRoutes);
  await app.register(requestFormRoutes);

  // A vehicle's page view is counted once, here when the page goes out with the vehicle in it; a
  // page left to the browser is counted by the API's answer the browser then asks for.
  const vehiclePath = paths.vehicle(":id");
  const countVehicleView = (match: RouteMatch, isWhole: boolean) => {
    if (isWhole && match.route.path === vehiclePath) app.insights.counters.view(Number(match.params.id));
  };

  // Every page of the client's route table (src/client/route-table.ts), and the shell for any other address.
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.callNotFound();
    const { language, fromAddress, currency } = visitorChoices(request, reply);
    const [path = "/", search = ""] = request.url.split("?", 2);
    const match = matchRoute(ROUTES, path);
    // An address no page answers is the not-found screen, said with the status crawlers read.
    if (!match) {
      const title = translatorFor(language)("404 Page Not Found");
      return app.sendShell(
        reply.code(404),
        headHtml({ title, noindex: true }, { language, languageInAddress: fromAddress }),
        {
          language,
        },
      );
    }
    if (match.route.isPrivate) keepPrivate(reply);
    const build = async (): Promise<BuiltPage> => {
      const loaded = await loadPageHead(app, match, { search, language, log: request.log });
      const head = loaded && headHtml(loaded.head, { language, languageInAddress: fromAddress });
      if (loaded?.status === 404) return { html: shellHtml(request, head, { language }), status: 404, isWhole: false };
      const page = await app.renderPage(request, { language, currency });
      const hints = match.route.module ? app.routeModulePreloads(match.route.module) : [];
      if (!page) hints.push(...(await firstRequestPreloads(app, match, request.url)));
      // The page is in the visitor's language when the server wrote something of it.
      const html = shellHtml(request, head, { language: page || head ? language : "en", hints, page });
      return { html, status: 200, isWhole: page !== null };
    };
    const send = ({ html, status }: BuiltPage) => sendHtml(reply.code(status), html);

    // A visitor without a session on a server-rendered page gets it whole from the page cache: head,
    // render and compression are done once per catalogue version (docs/decisions/page-render.md),
    // language and currency: the key holds both, so one visitor's choice never reaches another's page.
    const address =
      match.route.isPrivate || request.cookies[SESSION_COOKIE] ? undefined : await publicPageAddress(request.url);
    if (!address) {
      const page = await build();
      countVehicleView(match, page.isWhole);
      return send(page);
    }
    let built: BuiltPage | undefined;
    const cached = await app.catalogue.answer(
      request,
      { address, language, fromAddress, currency },
      async () => {
        built = await build();
        // Only a whole page is kept: a 404, or the bare shell sent while renders are at capacity, is built anew.
        return built.isWhole ? { json: built.html, headers: CACHED_PAGE_HEADERS } : null;
      },
      "pages",
    );
    if (cached) {
      countVehicleView(match, true);
      return sendAnswer(request, reply, cached);
    }
    const page = built ?? (await build());
    countVehicleView(match, page.isWhole);
    return send(page);
  });
}

/** Who the request's session names, as the app knows them (`GET /api/user`); null without one. */
async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<User | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  const answer = await app.inject({ url: "/api/user", headers: { cookie: request.headers.cookie ?? "" } });
  return answer.statusCode === 200 ? answer.json<User>() : null;
}
