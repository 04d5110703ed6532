import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType, LazyExoticComponent } from "react";
import type { Language } from "../../domain/i18n/languages";
import type { Translate } from "../../domain/i18n/translate";
import type { PageHead } from "../../domain/page-head";

export type Access = "public" | "guest" | "user" | "company" | "admin";

/** A page's address as a route reads it: the path's `:params` and the raw query string. */
export interface PageAddress {
  params: Record<string, string>;
  search: string;
}

export interface HeadContext<Data> {
  data: Data;
  language: Language;
  t: Translate;
  /** The configured public address (`PUBLIC_URL`), for absolute links. */
  origin: string;
}

/**
 * One page of the app: everything the client's router, the server's renderer, the `<head>` and
 * the sitemap need to know about it (docs/decisions/page-render.md).
 */
export interface PageRoute<Data = unknown> {
  /** A wouter pattern built from `lib/paths.ts`. */
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** A lazy component's source as Vite's manifest names it, for the server's modulepreload hints. */
  module?: string;
  access: Access;
  /** The home page has its own header and the landing page none. */
  navbar: boolean;
  /**
   * The address is a secret link to one person's data (a request's status page): the server sends
   * its HTML `no-store`, with no Referer to other sites and a `noindex`, and never renders it.
   */
  isPrivate?: boolean;
  /**
   * Rendered by the server for visitors without a session, for one address per content: `params`
   * a path parameter must match, `search` keeps the query parameters the page reads, normalised.
   */
  serverRender?: { params?: Record<string, RegExp>; search?: (raw: string) => Promise<string> };
  /**
   * Fetches everything the page shows, through the same query options as its components
   * (`queryClient.ensureQueryData`); rejects with the API's error.
   */
  load?: (queryClient: QueryClient, address: PageAddress) => Promise<Data>;
  /** The head once loaded; a page without `load` has one from words alone (its `data` is undefined). */
  head?: (context: HeadContext<Data>, address: PageAddress) => PageHead;
  /** The head when the API does not know what the address names: the page answers 404. */
  missingHead?: (t: Translate) => PageHead;
  /** Every address of the page for the sitemap, when it has path parameters. */
  sitemap?: (queryClient: QueryClient) => Promise<PageAddress["params"][]>;
}

/** Keeps `Data` the same between a route's `load` and its `head`. */
export const definePage = <Data>(route: PageRoute<Data>): PageRoute => route as PageRoute;

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** A route's path as a regular expression and its parameters' names, made once per route. */
const patterns = new WeakMap<PageRoute, { pattern: RegExp; names: string[] }>();
function patternOf(route: PageRoute) {
  let compiled = patterns.get(route);
  if (!compiled) {
    const names: string[] = [];
    const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    compiled = { pattern: new RegExp(`^${source}/?$`), names };
    patterns.set(route, compiled);
  }
  return compiled;
}

/** The route a path shows (wouter's patterns: `/companies/:id`), with its parameters. */
export function matchRoute(routes: readonly PageRoute[], path: string): RouteMatch | undefined {
  for (const route of routes) {
    const { pattern, names } = patternOf(route);
    const found = pattern.exec(path);
    if (found) return { route, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""])) };
  }
  return undefined;
}

/** Whether the path's parameters have the form the route's server render accepts (an id's digits). */
export const paramsFit = ({ route, params }: RouteMatch) =>
  Object.entries(route.serverRender?.params ?? {}).every(([name, pattern]) => pattern.test(params[name] ?? ""));

/**
 * The one address a server-rendered page is rendered and cached for, or undefined when the server
 * does not render `url`: a thousand tracking links (`utm_source`, `fbclid`) are one render.
 */
export async function renderedAddress(routes: readonly PageRoute[], url: string) {
  const [path = "", raw = ""] = url.split("?", 2);
  // "/vehicles/" is another address to a cache: only the route's own spelling is rendered.
  if (path.length > 1 && path.endsWith("/")) return undefined;
  const match = matchRoute(routes, path);
  const render = match?.route.serverRender;
  if (!match || !render || !paramsFit(match)) return undefined;
  const search = (await render.search?.(raw)) ?? "";
  return { ...match, search, address: search ? `${path}?${search}` : path };
}
