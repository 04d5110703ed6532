import { createHash } from "node:crypto";

/**
 * On a server-rendered page the app starts once the page has been shown, pictures included: after
 * window `load`, when the browser reports the first contentful paint (a frame and a timer were not
 * enough: Chrome presented the first paint only after the scripts had run, a second later on a slow
 * phone; docs/performance.md). On a slow phone the visitor reads the catalogue while the scripts,
 * fetched at low priority beside the pictures, arrive; then the app takes over the same markup. A
 * browser without paint timing starts it after a frame. The entry is the `<link rel="modulepreload"
 * data-entry>` the shell names.
 */
export const APP_LOADER = `addEventListener("load",function(){function s(){var e=document.createElement("script");e.type="module";e.src=document.querySelector("link[data-entry]").href;document.head.appendChild(e)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(s)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(s)})})`;

/** The loader's CSP source: the one inline script the pages may run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The shell of a server-rendered page: the entry script becomes a low-priority preload that the
 * loader starts, and every module preload is low priority, so styles and the first pictures come first.
 */
export function loadAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(
      "</head>",
      () => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}" data-entry />\n  </head>`,
    )
    .replace("</body>", () => `  <script>${APP_LOADER}</script>\n  </body>`);
}
