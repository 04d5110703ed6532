import { createHash } from "node:crypto";
import { APP_MODULES_ID } from "../../domain/page-render";
import { jsonForScript } from "./html";

/**
 * On a server-rendered page the app's scripts are not fetched until the page has been shown,
 * pictures included: after window `load`, once the browser reports the first contentful paint, the
 * loader asks for every module the page needs at once (modulepreload, so there is no waterfall of
 * imports) and starts the entry. Until then a slow phone spends its bandwidth on the styles and the
 * first pictures, and the visitor reads the page; then the app takes over the same markup
 * (docs/performance.md, "Lighthouse"). A frame and a timer after load were not enough: Chrome
 * presented the first paint only after the scripts had run. A browser without paint timing starts
 * after a frame. The modules are listed in the JSON script `#app-modules`, the entry first.
 */
export const APP_LOADER = `addEventListener("load",function(){function s(){var m=JSON.parse(document.getElementById("${APP_MODULES_ID}").textContent),h=document.head;m.slice(1).forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});var e=document.createElement("script");e.type="module";e.src=m[0];h.appendChild(e)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(s)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(s)})})`;

/** The loader's CSP source: the one inline script the pages may run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell of a server-rendered page: its entry script and module preloads (the shell's and the
 * route's) become the list the loader reads, so styles and the first pictures have the network to
 * themselves until the page is shown.
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
