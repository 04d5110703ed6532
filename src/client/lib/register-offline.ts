import { ApiError, errorMessage } from "./api";
import { sendWhenOnline } from "./send-when-online";
import { toast } from "./toast";

/**
 * Offline, then back (docs/decisions/offline.md): the service worker keeps the public pages
 * the visitor has read, and the queue sends what was written without a signal, telling the visitor
 * when each went (or why not) wherever they are by then. The worker is built with the app
 * (/sw.js), so the dev server has none. Browsers without either skip it.
 */
export function startOffline(): void {
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Refused (a private window, storage off): the site works as before, online only.
    });
  }
  if (typeof indexedDB === "undefined") return;
  sendWhenOnline().onOutcome(({ entry, result, status, answer }) => {
    if (result === "sent") return toast({ title: entry.labels.sent });
    const refusal = new ApiError(status, typeof answer === "string" ? answer : JSON.stringify(answer), "");
    toast({ title: entry.labels.refused, description: errorMessage(refusal, ""), variant: "destructive" });
  });
}
