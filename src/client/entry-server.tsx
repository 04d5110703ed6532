import { dehydrate, QueryClientProvider, skipToken } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { LANGUAGES, type Language } from "../domain/i18n/languages";
import type { Translations } from "../domain/i18n/translate";
import { en } from "../domain/i18n/translations/en";
import { fr } from "../domain/i18n/translations/fr";
import type { LayoutChoices, PageChoices, RenderInLayout, RenderPage } from "../domain/page-render";
import { App } from "./app";
import { setApiTransport } from "./lib/api";
import { userQuery } from "./lib/auth";
import { FixedCurrencyProvider } from "./lib/display-currency";
import { FixedLanguageProvider, type ScreensLanguage, screensLanguage } from "./lib/i18n";
import { renderedAddress } from "./lib/page-route";
import { createQueryClient } from "./lib/query-client";
import { ROUTES } from "./route-table";
import { SiteLayout } from "./site-layout";

/**
 * The server's renderer of public pages (built by `vite build --ssr`, loaded by
 * src/server/pages/server-render.ts): the page's route loads its data through `api`, then the app
 * renders once from it, in the visitor's language and currency. The visitor is anonymous: the server renders only for requests without a
 * session. A page it cannot render as the browser would is an Error naming why.
 */
export async function createPageRenderer(api: typeof fetch): Promise<RenderPage> {
  setApiTransport(api);
  return async (url, choices: PageChoices) => {
    const page = await renderedAddress(ROUTES, url);
    if (!page) throw new Error(`${url} is not a server-rendered page`);
    const queryClient = createQueryClient();
    queryClient.setQueryData(userQuery.queryKey, null);
    await page.route.load?.(queryClient, page);
    const [path = "/"] = page.address.split("?", 1);
    const html = await renderHtml(<App queryClient={queryClient} />, { ...choices, path, search: page.search });
    const unloaded = queryClient
      .getQueryCache()
      .getAll()
      // A skipped query (its user is not signed in) has nothing to load.
      .filter((query) => query.state.status !== "success" && query.options.queryFn !== skipToken);
    if (unloaded.length) {
      const keys = unloaded.map((query) => JSON.stringify(query.queryKey)).join(", ");
      throw new Error(`the page asked for data its route does not load: ${keys}`);
    }
    return { html, state: { language: choices.language, currency: choices.currency, queries: dehydrate(queryClient) } };
  };
}

/**
 * A page the server writes itself (the plain booking request, src/server/pages/request-form.ts)
 * inside the app's layout: the same header as every page, rendered once as the app renders it
 * without scripts, in the visitor's language and currency, for who is signed in. Nothing hydrates
 * it: the page carries none of the app's scripts.
 */
export const renderInLayout: RenderInLayout = async (markup: string, { address, user, ...choices }: LayoutChoices) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQuery.queryKey, user);
  const [path = "/", search = ""] = address.split("?", 2);
  return renderHtml(
    <QueryClientProvider client={queryClient}>
      <SiteLayout>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup, every value in it escaped (request-form-page.ts) */}
        <div dangerouslySetInnerHTML={{ __html: markup }} />
      </SiteLayout>
    </QueryClientProvider>,
    { ...choices, path, search },
  );
};

const WORDS: Record<Language, Translations> = { en, fr };
const SCREENS = Object.fromEntries(
  LANGUAGES.map((language) => [language, screensLanguage(language, WORDS[language])]),
) as Record<Language, ScreensLanguage>;

/** Renders `node` once, whole, at `path?search` in the visitor's language and currency. */
async function renderHtml(
  node: ReactNode,
  { language, currency, path, search }: PageChoices & { path: string; search: string },
) {
  const { prelude } = await prerenderToNodeStream(
    <FixedLanguageProvider value={SCREENS[language]}>
      <FixedCurrencyProvider value={currency}>
        <Router ssrPath={path} ssrSearch={search}>
          {node}
        </Router>
      </FixedCurrencyProvider>
    </FixedLanguageProvider>,
  );
  return text(prelude);
}

async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let html = "";
  for await (const chunk of stream) html += chunk.toString();
  return html;
}
