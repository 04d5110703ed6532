import { dehydrate, skipToken } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { LANGUAGES, type Language } from "../domain/i18n/languages";
import type { Translations } from "../domain/i18n/translate";
import { en } from "../domain/i18n/translations/en";
import { fr } from "../domain/i18n/translations/fr";
import type { PageChoices, RenderPage } from "../domain/page-render";
import { App } from "./app";
import { setApiTransport } from "./lib/api";
import { userQuery } from "./lib/auth";
import { FixedCurrencyProvider } from "./lib/display-currency";
import { FixedLanguageProvider, type ScreensLanguage, screensLanguage } from "./lib/i18n";
import { renderedAddress } from "./lib/page-route";
import { createQueryClient } from "./lib/query-client";
import { ROUTES } from "./route-table";

/**
 * The server's renderer of public pages (built by `vite build --ssr`, loaded by
 * src/server/pages/server-render.ts): the page's route loads its data through `api`, then the app
 * renders once from it, in the visitor's language and currency. The visitor is anonymous: the server renders only for requests without a
 * session. A page it cannot render as the browser would is an Error naming why.
 */
export async function createPageRenderer(api: typeof fetch): Promise<RenderPage> {
  setApiTransport(api);
  const words: Record<Language, Translations> = { en, fr };
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [language, screensLanguage(language, words[language])]),
  ) as Record<Language, ScreensLanguage>;

  return async (url, { language, currency }: PageChoices) => {
    const page = await renderedAddress(ROUTES, url);
    if (!page) throw new Error(`${url} is not a server-rendered page`);
    const queryClient = createQueryClient();
    queryClient.setQueryData(userQuery.queryKey, null);
    await page.route.load?.(queryClient, page);
    const [path = "/"] = page.address.split("?", 1);
    const { prelude } = await prerenderToNodeStream(
      <FixedLanguageProvider value={languages[language]}>
        <FixedCurrencyProvider value={currency}>
          <Router ssrPath={path} ssrSearch={page.search}>
            <App queryClient={queryClient} />
          </Router>
        </FixedCurrencyProvider>
      </FixedLanguageProvider>,
    );
    const html = await text(prelude);
    const unloaded = queryClient
      .getQueryCache()
      .getAll()
      // A skipped query (its user is not signed in) has nothing to load.
      .filter((query) => query.state.status !== "success" && query.options.queryFn !== skipToken);
    if (unloaded.length) {
      const keys = unloaded.map((query) => JSON.stringify(query.queryKey)).join(", ");
      throw new Error(`the page asked for data its route does not load: ${keys}`);
    }
    return { html, state: { language, currency, queries: dehydrate(queryClient) } };
  };
}

async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let html = "";
  for await (const chunk of stream) html += chunk.toString();
  return html;
}
