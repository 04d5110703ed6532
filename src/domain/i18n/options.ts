import type { Language } from "./languages";

/** Translations map an English key (the English text) to its translation. */
export type Translations = Record<string, string>;

/**
 * The i18next settings the client and the server share. Keys are English sentences, so neither
 * "." nor ":" separates anything; a key with no translation is shown as written (its English).
 */
export const I18N_OPTIONS = {
  keySeparator: false,
  nsSeparator: false,
  fallbackLng: false,
  returnEmptyString: false,
  // React escapes what it renders, and the server escapes the meta tags it writes itself.
  interpolation: { escapeValue: false },
} as const;

/** What i18next's `resources` wants for one language's translations each. */
export const asResources = (translations: Partial<Record<Language, Translations>>) =>
  Object.fromEntries(Object.entries(translations).map(([language, words]) => [language, { translation: words }]));
