import { createHash } from "node:crypto";

/**
 * On a server-rendered page the app starts after the page's first paint, pictures included (window
 * `load`, then a frame): on a slow phone the visitor reads the catalogue while the scripts, fetched
 * at low priority beside the pictures, arrive; then the app takes over the same markup. The entry
 * is the `<link rel="modulepreload" data-entry>` the shell names.
 */
export const APP_LOADER = `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src=document.querySelector("link[data-entry]").href;document.head.appendChild(s)})})})`;

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
