import { isLanguage } from "../../domain/i18n/languages";
import { mayKeepAnswer, OFFLINE_LIMITS, type OfflineKind, offlineKindOf } from "../../domain/offline/cache-policy";
import { OFFLINE_SAVED_AT_HEADER, offlineNoticeHtml } from "../../domain/offline/offline-notice";

/**
 * The service worker (docs/decisions/offline.md), built alone into /sw.js by vite.config.ts
 * (`serviceWorker`), which fills in the build's version and the app shell's files. Pages and public
 * API answers: the network first, the phone's copy when there is no signal, with a notice saying
 * when it was kept; pictures and the shell's hashed files: the phone's copy first. Only what
 * `offlineKindOf` allows is ever kept, each kind to its bound; a new build's worker deletes the
 * previous build's caches.
 */
declare const __OFFLINE_VERSION__: string;
declare const __OFFLINE_SHELL__: string[];

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Response | Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const ORIGIN = worker.location.origin;
const PREFIX = "offline-";
const cacheName = (kind: OfflineKind | "shell") => `${PREFIX}${__OFFLINE_VERSION__}-${kind}`;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(cacheName("shell"))).addAll(__OFFLINE_SHELL__);
      // Home is the door back in: kept from the start, whatever page the visitor came in by.
      await fetch("/").then(
        (answer) => keep("page", `${ORIGIN}/`, answer),
        () => undefined,
      );
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !name.startsWith(`${PREFIX}${__OFFLINE_VERSION__}-`)) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin === ORIGIN && (url.pathname.startsWith("/assets/") || __OFFLINE_SHELL__.includes(url.pathname))) {
    event.respondWith(cacheFirst("shell", request));
    return;
  }
  const kind = offlineKindOf(url, ORIGIN);
  if (kind === "image") event.respondWith(cacheFirst("image", request));
  else if (kind === "api" || (kind === "page" && request.mode === "navigate")) {
    event.respondWith(networkFirst(kind, request, event));
  }
});

async function cacheFirst(kind: "shell" | "image", request: Request): Promise<Response> {
  const cache = await caches.open(cacheName(kind));
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.status === 200) {
    await cache.put(request, answer.clone());
    if (kind === "image") await trim(cache, OFFLINE_LIMITS.image);
  }
  return answer;
}

async function networkFirst(kind: "page" | "api", request: Request, event: FetchEvent): Promise<Response> {
  try {
    const answer = await fetch(request);
    event.waitUntil(keep(kind, request.url, answer.clone()));
    return answer;
  } catch (offline) {
    const kept = await (await caches.open(cacheName(kind))).match(request.url, { ignoreVary: true });
    if (!kept) throw offline;
    return kind === "page" ? withNotice(kept) : kept;
  }
}

/** Keeps an answer the policy allows, with the time it was kept, within its kind's bound. */
async function keep(kind: "page" | "api", url: string, answer: Response): Promise<void> {
  if (!mayKeepAnswer(answer.status, answer.headers)) return;
  const headers = new Headers(answer.headers);
  // The body is kept decoded: its encoding and length no longer describe it.
  headers.delete("content-encoding");
  headers.delete("content-length");
  headers.set(OFFLINE_SAVED_AT_HEADER, new Date().toISOString());
  const cache = await caches.open(cacheName(kind));
  await cache.put(url, new Response(await answer.blob(), { status: 200, headers }));
  await trim(cache, OFFLINE_LIMITS[kind]);
}

/** Drops the oldest entries past the bound (a cache lists its keys in the order they were put). */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** The kept page with the notice at the top of its body, outside the app's root, in the page's language. */
async function withNotice(kept: Response): Promise<Response> {
  const html = await kept.text();
  const lang = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
  const savedAt = new Date(kept.headers.get(OFFLINE_SAVED_AT_HEADER) ?? Date.now());
  const notice = offlineNoticeHtml(isLanguage(lang) ? lang : "en", savedAt, worker.navigator.language);
  return new Response(
    html.replace(/<body\b[^>]*>/, (body) => `${body}${notice}`),
    { status: 200, headers: kept.headers },
  );
}
