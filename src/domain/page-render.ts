import type { Language } from "./i18n/languages";

/** A public page as the server renders it: the markup of `#root` and what the client hydrates from. */
export interface RenderedPage {
  html: string;
  state: ServerState;
}

/** What the browser needs to take over the server's markup without rendering anything different. */
export interface ServerState {
  language: Language;
  /** TanStack Query's dehydrated cache: every answer the page was rendered from. */
  queries: unknown;
}

/**
 * Renders a page's `#root` for an anonymous visitor (`url` is path and query), reading the API
 * through `api`; rejects, saying why, when the page cannot be rendered as the browser would (an API
 * call failed, the page asked for data its route does not load).
 */
export type RenderPage = (url: string, language: Language) => Promise<RenderedPage>;

/** The id of the `<script type="application/json">` that carries the `ServerState`. */
export const SERVER_STATE_ID = "server-state";

/** The JSON script of a server-rendered page listing the app's modules, the entry first (app-loader.ts). */
export const APP_MODULES_ID = "app-modules";

/**
 * The loader's hand-over on `window` (app-loader.ts): a function that stops its watch and answers
 * what the visitor did before the app ran — the control they tapped, the fields they typed in.
 */
export const EARLY_INPUT_GLOBAL = "__appEarlyInput";

/**
 * Where the browser keeps the visitor's own choices (`localStorage`). The server renders in the
 * address's or the browser's language and in US$; a stored choice that differs makes the app render
 * over the server's page at once rather than on the visitor's first move.
 */
export const STORED_CHOICE_KEYS = { language: "language", currency: "currency" } as const;

/**
 * Where the browser notes the entry script of the app it last ran (`localStorage`): while it is the
 * page's own, the scripts are in its cache and cost no bytes, so the loader starts the app as soon
 * as the page is shown rather than on the visitor's first move.
 */
export const APP_SCRIPTS_KEY = "app-scripts";

/** Set on `<body>` when the visitor has no session: the app then knows nobody is logged in without asking. */
export const NO_SESSION_ATTRIBUTE = 'data-session="none"';
