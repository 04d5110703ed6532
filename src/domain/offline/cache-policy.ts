/**
 * What the service worker may keep for a visitor to read offline (docs/decisions/offline.md):
 * the public pages and the public API answers they are made from, and the catalogue's images —
 * nothing else. Company, admin and account answers, and anything whose address carries a secret
 * (a request's status link, a calendar feed, a verification link), never reach the phone's cache.
 * An allowlist rather than a blocklist: a new page or endpoint stays online-only until added here,
 * and tests/unit/offline-cache-policy.test.ts holds this list to the route table and the endpoints.
 */
export type OfflineKind = "page" | "api" | "image";

/** The public pages a visitor may read offline: Home, the catalogue, a vehicle, the companies, a landing page. */
export const OFFLINE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/vehicles$/,
  /^\/vehicles\/\d+$/,
  /^\/companies$/,
  /^\/companies\/\d+$/,
];

/** The public reads those pages are made from (each `access: "public"` in src/domain/contracts). */
export const OFFLINE_API: readonly RegExp[] = [
  /^\/api\/vehicles$/,
  /^\/api\/vehicles\/facets$/,
  /^\/api\/vehicles\/\d+$/,
  /^\/api\/vehicles\/\d+\/availability$/,
  /^\/api\/vehicles\/\d+\/quote$/,
  /^\/api\/companies$/,
  /^\/api\/companies\/\d+$/,
  /^\/api\/companies\/\d+\/vehicles$/,
  /^\/api\/companies\/\d+\/rental-terms$/,
];

const OFFLINE_IMAGES = /^\/api\/images\/\d+$/;

/** A secret link's token (src/server/secret-tokens.ts: 43 base64url characters), wherever it sits. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{43}$/;
/** Query parameters that carry a secret or a person's request on the product's links. */
const SECRET_PARAMS = new Set(["token", "request", "secret", "key"]);

function carriesSecret(url: URL): boolean {
  if (url.pathname.split("/").some((segment) => TOKEN_LIKE.test(segment))) return true;
  for (const [name, value] of url.searchParams) {
    if (SECRET_PARAMS.has(name.toLowerCase()) || TOKEN_LIKE.test(value)) return true;
  }
  return false;
}

/** Which of the three kinds a GET of `url` is, on the app's own origin; null: never kept. */
export function offlineKindOf(url: URL, origin: string, method = "GET"): OfflineKind | null {
  if (method !== "GET" || url.origin !== origin || carriesSecret(url)) return null;
  const path = url.pathname;
  if (OFFLINE_IMAGES.test(path)) return "image";
  if (OFFLINE_API.some((pattern) => pattern.test(path))) return "api";
  if (OFFLINE_PAGES.some((pattern) => pattern.test(path))) return "page";
  return null;
}

/**
 * An answer the server marked as not for keeping (`no-store`, `private`: a secret link's answer,
 * src/server/private-answer.ts), one that starts a session, or a failure, is not kept either.
 */
export function mayKeepAnswer(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(no-store|private)\b/.test(cacheControl)) return false;
  return headers.get("set-cookie") === null;
}

/** How many answers of each kind a phone keeps; past it the least recently kept go first. */
export const OFFLINE_LIMITS: Record<OfflineKind, number> = { page: 40, api: 120, image: 150 };
