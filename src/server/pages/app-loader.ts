import { createHash } from "node:crypto";
import { APP_MODULES_ID, APP_SCRIPTS_KEY, EARLY_INPUT_GLOBAL, STORED_CHOICE_KEYS } from "../../domain/page-render";
import { jsonForScript } from "./html";

/**
 * On a server-rendered page the app's scripts are fetched when the visitor first moves: a touch, a
 * scroll, the wheel, a key, the mouse or focus. Until then the page is the server's markup, which
 * reads and links without them, so a phone that only looks spends its bytes on the page and its
 * pictures alone (docs/performance.md, "First screen on a phone"). Then the loader asks for every
 * module the page needs at once (modulepreload, so there is no waterfall of imports) and starts the
 * entry, which takes over the same markup.
 *
 * What the visitor does before the app runs is not lost: a tap on a control (a button, a label, a
 * checkbox, a tab) is held and done again once the app handles it, with a bar at the top while it
 * waits, and the fields typed in or changed are handed over too (`EARLY_INPUT_GLOBAL`,
 * `src/client/lib/early-input.ts`). Links are left to the browser: they work as they are. If the
 * entry cannot be fetched (the connection dropped), the bar goes and taps are no longer held (the
 * browser keeps a failed module for the page's life, so asking again would not help): the page
 * still reads and links.
 *
 * The app starts without waiting for a move, once the browser reports the first contentful paint,
 * when its scripts cost nothing (the browser ran this build's entry before, `APP_SCRIPTS_KEY`: they
 * are in its cache) or when the page must change anyway (the visitor's stored language or currency
 * differs from the page's: it is rendered anew in their choice). A browser without paint timing
 * starts after a frame. The modules are listed in the JSON script `#app-modules`, the entry first.
 */
export const APP_LOADER = `(function(){var d=document,w=window,html=d.documentElement,started=0,tapped=null,edited=[],
moves=["pointerdown","touchstart","keydown","wheel","scroll","mousemove","focusin"],
controls="button,summary,label,[role=button],[role=tab],[role=checkbox],[role=switch],input[type=checkbox],input[type=radio],input[type=submit]";
function start(){if(started)return;started=1;moves.forEach(function(m){removeEventListener(m,start,true)});
if(!html.dataset.app)html.dataset.app="loading";
var m=JSON.parse(d.getElementById("${APP_MODULES_ID}").textContent),h=d.head;
m.slice(1).forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});
var e=d.createElement("script");e.type="module";e.src=m[0];e.onerror=function(){delete html.dataset.app;d.removeEventListener("click",hold,true)};h.appendChild(e)}
function hold(e){var c=e.target.closest&&e.target.closest(controls);if(!c||c.closest("a[href]"))return;
e.preventDefault();e.stopPropagation();tapped=c;html.dataset.app="waiting";start()}
function edit(e){if(edited.indexOf(e.target)<0)edited.push(e.target)}
d.addEventListener("click",hold,true);d.addEventListener("input",edit,true);d.addEventListener("change",edit,true);
w.${EARLY_INPUT_GLOBAL}=function(){d.removeEventListener("click",hold,true);d.removeEventListener("input",edit,true);
d.removeEventListener("change",edit,true);var t={tapped:tapped,edited:edited};tapped=null;edited=[];return t};
moves.forEach(function(m){addEventListener(m,start,{capture:true,passive:true})});
function now(){try{var s=localStorage,l=s.getItem("${STORED_CHOICE_KEYS.language}"),c=s.getItem("${STORED_CHOICE_KEYS.currency}");
return s.getItem("${APP_SCRIPTS_KEY}")===JSON.parse(d.getElementById("${APP_MODULES_ID}").textContent)[0]||
(l&&l!==html.lang&&location.search.indexOf("lang=")<0)||(c&&c!=="USD")}catch(x){return false}}
addEventListener("load",function(){if(!now())return;var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(start)})})})()`;

/** The loader's CSP source: the one inline script the pages may run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell of a server-rendered page: its entry script and module preloads (the shell's and the
 * route's) become the list the loader reads, so the page and its pictures have the network to
 * themselves until the visitor moves.
 */
export function loadOnFirstMove(html: string): string {
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
