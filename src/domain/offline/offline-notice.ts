import type { Language } from "../i18n/languages";

/**
 * The notice over a page or an answer the phone kept, shown when there is no signal. Written by the
 * service worker into the page it serves (it has no translation tables, so both languages are here)
 * and by the app when an API answer comes from the phone's cache.
 */
export const OFFLINE_NOTICE_ID = "offline-notice";
/** Set by the service worker on an answer it served from the phone's cache: when it was kept (ISO). */
export const OFFLINE_SAVED_AT_HEADER = "x-offline-saved-at";
/** Its look, in styles.css: a bar above the page, outside the app's root. */
export const OFFLINE_NOTICE_CLASS = "offline-notice";

const WORDS: Record<Language, string> = {
  en: "Offline — shown as of {{time}}",
  fr: "Hors ligne — affiché tel qu'au {{time}}",
};

/** "Offline — shown as of 28 Nov 2026, 15:20", the time in the visitor's own locale. */
export function offlineNoticeText(language: Language, savedAt: Date, locale: string): string {
  let time: string;
  try {
    time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(savedAt);
  } catch {
    // A locale the runtime does not know: the page's language still reads the date.
    time = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(savedAt);
  }
  return WORDS[language].replace("{{time}}", time);
}

/**
 * The notice as the service worker writes it into a kept page. Its text is ours and a formatted
 * date, which hold no markup, so nothing needs escaping.
 */
export const offlineNoticeHtml = (language: Language, savedAt: Date, locale: string): string =>
  `<p id="${OFFLINE_NOTICE_ID}" role="status" class="${OFFLINE_NOTICE_CLASS}">${offlineNoticeText(language, savedAt, locale)}</p>`;
