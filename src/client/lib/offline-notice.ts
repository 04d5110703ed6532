import {
  OFFLINE_NOTICE_CLASS,
  OFFLINE_NOTICE_ID,
  OFFLINE_SAVED_AT_HEADER,
  offlineNoticeText,
} from "../../domain/offline/offline-notice";
import { currentLanguage } from "./i18n";

/**
 * Keeps the offline notice true to the last answer the app read (docs/decisions/offline.md):
 * an answer the service worker served from the phone's cache shows it, with when that answer was
 * kept; a fresh one from the network takes it away. The service worker writes the same notice into
 * a kept page it serves, outside `#root`, so the app's render never touches it.
 */
export function noteAnswerOrigin(headers: Headers): void {
  if (typeof document === "undefined") return;
  const savedAt = headers.get(OFFLINE_SAVED_AT_HEADER);
  const shown = document.getElementById(OFFLINE_NOTICE_ID);
  if (!savedAt) {
    shown?.remove();
    return;
  }
  const notice = shown ?? document.createElement("p");
  notice.id = OFFLINE_NOTICE_ID;
  notice.className = OFFLINE_NOTICE_CLASS;
  notice.setAttribute("role", "status");
  notice.textContent = offlineNoticeText(currentLanguage(), new Date(savedAt), navigator.language);
  if (!shown) document.body.prepend(notice);
}
