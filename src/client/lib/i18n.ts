import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { isLanguage, type Language, pickLanguage } from "../../domain/i18n/languages";
import { asResources, I18N_OPTIONS, type Translations } from "../../domain/i18n/options";
import type { Translate } from "../../domain/i18n/translate";
import { en } from "../../domain/i18n/translations/en";
import { AT_MOST_MESSAGE, readAtMost } from "../../domain/length-message";
import { readNumberMessage } from "../../domain/number-messages";
import { translateTryAgain } from "../../domain/try-again-message";

/** The URL parameter a language link sets (`?lang=fr`): a link a search engine can follow. */
export const LANGUAGE_PARAM = "lang";
const STORAGE_KEY = "language";

// Only English ships with the app; another language's translations arrive when someone picks it.
const LOADERS: Record<Exclude<Language, "en">, () => Promise<Translations>> = {
  fr: () => import("../../domain/i18n/translations/fr").then((module) => module.fr),
};

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage can be off (private windows, strict settings): the choice is per visit then
  }
}

function remember(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // see storedLanguage
  }
}

/** Whether the visitor picked a language (a `?lang=` link or the language menu), rather than the browser's. */
export const hasChosenLanguage = (): boolean => storedLanguage() !== null;

/** The address's `?lang=`, else the visitor's earlier choice, else the browser's languages. */
export function languageFromUrl(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

async function load(language: Language) {
  if (language === "en" || i18next.hasResourceBundle(language, "translation")) return;
  i18next.addResourceBundle(language, "translation", await LOADERS[language]());
}

/** Starts i18next before the first render, in the visitor's language, so no English flashes first. */
export async function setUpI18n() {
  const fromUrl = languageFromUrl(window.location.search);
  if (fromUrl) remember(fromUrl);
  const language = fromUrl ?? storedLanguage() ?? pickLanguage(navigator.languages);
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: "en", resources: asResources({ en }) });
  await changeLanguage(language, { remember: false });
}

/** An i18next of its own in `language`, for the server's renders (one per language, shared by requests). */
export async function createI18n(language: Language, translations: Partial<Record<Language, Translations>>) {
  const instance = i18next.createInstance();
  await instance.init({ ...I18N_OPTIONS, lng: language, resources: asResources({ en, ...translations }) });
  return instance;
}

/** The language the screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : "en");

/** Switches every screen to `language`, and remembers it unless told not to. */
export async function changeLanguage(language: Language, options = { remember: true }) {
  await load(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (options.remember) remember(language);
}

/** `t` and the current language, for components. */
export function useI18n(): { t: Translate; language: Language } {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return { t: t as Translate, language };
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
