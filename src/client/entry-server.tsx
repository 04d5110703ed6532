import { dehydrate } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { prerenderToNodeStream } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { Router } from "wouter";
import { LANGUAGES, type Language } from "../domain/i18n/languages";
import { fr } from "../domain/i18n/translations/fr";
import type { RenderPage } from "../domain/page-render";
import { App } from "./app";
import { setApiTransport } from "./lib/api";
import { userQuery } from "./lib/auth";
import { createI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";

/** A page asks for its data, then for what that data leads to (a company, then its fleet): at most this deep. */
const MAX_PASSES = 3;

/**
 * The server's renderer of public pages (built by `vite build --ssr`, loaded by
 * src/server/pages/server-render.ts). Each pass renders the app, then fetches every query the
 * render asked for through `api`; when a pass asks for nothing new, its markup is the page. The
 * visitor is anonymous: the server renders only for requests without a session.
 */
export async function createPageRenderer(api: typeof fetch): Promise<RenderPage> {
  setApiTransport(api);
  const translators = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (language) => [language, await createI18n(language, { fr })] as const)),
  ) as Record<Language, i18n>;

  return async (url, language) => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(userQuery.queryKey, null);
    const [path = "/", search = ""] = url.split("?", 2);
    for (let pass = 1; ; pass++) {
      const { prelude } = await prerenderToNodeStream(
        <I18nextProvider i18n={translators[language]}>
          <Router ssrPath={path} ssrSearch={search}>
            <App queryClient={queryClient} />
          </Router>
        </I18nextProvider>,
      );
      const html = await text(prelude);
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === "error")) return null;
      const asked = queries.filter((query) => query.state.status === "pending");
      if (asked.length === 0) return { html, state: { language, queries: dehydrate(queryClient) } };
      if (pass === MAX_PASSES) return null;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
  };
}

async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let html = "";
  for await (const chunk of stream) html += chunk.toString();
  return html;
}
