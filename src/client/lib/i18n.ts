import { createContext, useContext, useSyncExternalStore } from "react";
import { isLanguage, type Language, pickLanguage } from "../../domain/i18n/languages";
import { type Translate, type Translations, translator } from "../../domain/i18n/translate";
import { en } from "../../domain/i18n/translations/en";
import { AT_MOST_MESSAGE, readAtMost } from "../../domain/length-message";
import { readNumberMessage } from "../../domain/number-messages";
import { translateTryAgain } from "../../domain/try-again-message";
import { readChoice, rememberChoice } from "./choice-cookie";

/** The URL parameter a language link sets (`?lang=fr`): a link a search engine can follow. */
export const LANGUAGE_PARAM = "lang";

// Only English ships with the app; another language's translations arrive when someone picks it.
const LOADERS: Record<Exclude<Language, "en">, () => Promise<Translations>> = {
  fr: () => import("../../domain/i18n/translations/fr").then((module) => module.fr),
};

function storedLanguage(): Language | null {
  const stored = readChoice("language");
  return isLanguage(stored) ? stored : null;
}

const remember = (language: Language) => rememberChoice("language", language);

/** Whether the visitor picked a language (a `?lang=` link or the language menu), rather than the browser's. */
export const hasChosenLanguage = (): boolean => storedLanguage() !== null;

/** The language the address names (`?lang=`), if it names one of ours. */
export function languageFromUrl(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/** The screens' language and its `t`. */
export interface ScreensLanguage {
  language: Language;
  t: Translate;
}

/** `t` in `language` from its translations (the server's renders make one per language). */
export const screensLanguage = (language: Language, words: Translations): ScreensLanguage => ({
  language,
  t: translator(language, words),
});

const loaded: Partial<Record<Language, ScreensLanguage>> = { en: screensLanguage("en", en) };
let current = loaded.en as ScreensLanguage;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A render in one fixed language (the server's, src/client/entry-server.tsx), whatever the browser chose. */
const FixedLanguage = createContext<ScreensLanguage | null>(null);
export const FixedLanguageProvider = FixedLanguage.Provider;

/** Starts the screens in the visitor's language before the first render, so no English flashes first. */
export async function setUpI18n() {
  const fromUrl = languageFromUrl(window.location.search);
  if (fromUrl) remember(fromUrl);
  await changeLanguage(fromUrl ?? storedLanguage() ?? pickLanguage(navigator.languages), { remember: false });
}

/** The language the screens are in now. */
export const currentLanguage = (): Language => current.language;

/** Switches every screen to `language`, and remembers it unless told not to. */
export async function changeLanguage(language: Language, options = { remember: true }) {
  const next = loaded[language] ?? screensLanguage(language, await LOADERS[language as Exclude<Language, "en">]());
  loaded[language] = next;
  if (current !== next) {
    current = next;
    for (const listener of listeners) listener();
  }
  document.documentElement.lang = language;
  if (options.remember) remember(language);
}

/** `t` and the current language, for components; they render again when the language changes. */
export function useI18n(): ScreensLanguage {
  const fixed = useContext(FixedLanguage);
  const live = useSyncExternalStore(
    subscribe,
    () => current,
    () => fixed ?? current,
  );
  return fixed ?? live;
}

/**
 * For messages made elsewhere (validation, the server's errors, toasts): the translations' words
 * for them, including the "… must be at most N characters", "…: try again in N minutes" and
 * "<number field> must be a number" families; as written when it has none.
 */
export function useTranslatedMessage(): (message: string) => string {
  const { t } = useI18n();
  return (message) => {
    const limit = readAtMost(message);
    if (limit) return t(AT_MOST_MESSAGE, { label: t(limit.label), max: limit.max });
    const number = readNumberMessage(message);
    if (number) return t(number.template, { ...number.values, label: t(number.values.label ?? "") });
    return translateTryAgain(message, t) ?? t(message);
  };
}
