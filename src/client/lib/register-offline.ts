import { sendWhenOnline } from "./send-when-online";

/**
 * Offline, then back (docs/architecture.md, "Offline"): the service worker keeps the public pages
 * the visitor has read, and the queue sends what was written without a signal. The worker is
 * built with the app (/sw.js), so the dev server has none. Browsers without either skip it.
 */
export function startOffline(): void {
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Refused (a private window, storage off): the site works as before, online only.
    });
  }
  if (typeof indexedDB !== "undefined") sendWhenOnline();
}
