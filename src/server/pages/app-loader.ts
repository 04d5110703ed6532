import { createHash } from "node:crypto";
import { APP_MODULES_ID } from "../../domain/page-render";
import { jsonForScript } from "./html";

/**
 * On a server-rendered page the app's scripts are asked for once the browser reports the first
 * contentful paint (after a frame where it has no paint timing), at low priority: the page's markup
 * and its first pictures have the network first, and a visitor who reads for a few seconds has the
 * app before their first tap. Until it runs the page is plain HTML that works by itself — links,
 * GET forms, the native Filters disclosure — so a tap is never held, dropped or replayed
 * (docs/decisions/no-script-pages.md). Every module the page needs is preloaded at
 * once (no waterfall of imports); the modules are listed in the JSON script `#app-modules`, the
 * entry first. If the entry cannot be fetched the page simply stays plain HTML.
 */
export const APP_LOADER = `(function(){var d=document,started=0;
function start(){if(started)return;started=1;
var m=JSON.parse(d.getElementById("${APP_MODULES_ID}").textContent),h=d.head;
m.slice(1).forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.fetchPriority="low";l.href=u;h.appendChild(l)});
var e=d.createElement("script");e.type="module";e.fetchPriority="low";e.src=m[0];h.appendChild(e)}
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(start)});
addEventListener("load",function(){setTimeout(start)})})()`;

/** The loader's CSP source: the one inline script the pages may run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell of a server-rendered page: its entry script and module preloads (the shell's and the
 * route's) become the list the loader reads, so nothing of the app competes with the first paint.
 */
export function loadAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((found) => found[1] ?? "")];
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</body>",
      () =>
        `  <script type="application/json" id="${APP_MODULES_ID}">${jsonForScript([...new Set(modules)])}</script>\n` +
        `    <script>${APP_LOADER}</script>\n  </body>`,
    );
}

/**
 * A page that is plain HTML by design (the plain booking request, request-form.ts): the shell
 * without the app's entry and preloads, so nothing replaces the server's markup.
 */
export const withoutApp = (html: string): string => html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
