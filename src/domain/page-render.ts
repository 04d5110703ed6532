import type { User } from "./contracts/accounts";
import type { Language } from "./i18n/languages";
import type { Currency } from "./money";

/** A public page as the server renders it: the markup of `#root` and what the client hydrates from. */
export interface RenderedPage {
  html: string;
  state: ServerState;
}

/** What the browser needs to take over the server's markup without rendering anything different. */
export interface ServerState {
  language: Language;
  /** The currency prices are shown in. */
  currency: Currency;
  /** TanStack Query's dehydrated cache: every answer the page was rendered from. */
  queries: unknown;
}

/**
 * Renders a page's `#root` for an anonymous visitor (`url` is path and query), reading the API
 * through `api`, in the visitor's language and currency; rejects, saying why, when the page cannot be rendered as the browser would (an API
 * call failed, the page asked for data its route does not load).
 */
export type RenderPage = (url: string, choices: PageChoices) => Promise<RenderedPage>;

/** What a page is rendered in: the visitor's language and currency. */
export interface PageChoices {
  language: Language;
  currency: Currency;
}

/** What the site's layout around a page the server writes itself is rendered for. */
export interface LayoutChoices extends PageChoices {
  /** The page's path and query, which the language and currency links keep. */
  address: string;
  /** Who is signed in, for the header's links; null for a visitor without a session. */
  user: User | null;
}

/**
 * Puts `markup` (a page the server writes itself, without the app: the plain booking request) in
 * the site's layout, header and all, rendered by the app's own components.
 */
export type RenderInLayout = (markup: string, choices: LayoutChoices) => Promise<string>;

/** The id of the `<script type="application/json">` that carries the `ServerState`. */
export const SERVER_STATE_ID = "server-state";

/** The JSON script of a server-rendered page listing the app's modules, the entry first (app-loader.ts). */
export const APP_MODULES_ID = "app-modules";

/**
 * The cookies that keep the visitor's own choices, which the server reads to render the first paint
 * in them (src/server/pages/choices.ts) and the app reads and writes (client lib/choice-cookie.ts).
 * The page cache keys pages by them, so one visitor's choice never reaches another's page.
 */
export const CHOICE_COOKIES = { language: "lang", currency: "currency" } as const;

/** How long a choice is remembered: a year, as a returning visitor expects. */
export const CHOICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `Set-Cookie` (or `document.cookie`) value that remembers a choice for the whole site. */
export const choiceCookie = (name: string, value: string): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** Set on `<body>` when the visitor has no session: the app then knows nobody is logged in without asking. */
export const NO_SESSION_ATTRIBUTE = 'data-session="none"';
