import type { Language } from "./languages";

/** Translations map an English key (the English text) to its translation. */
export type Translations = Record<string, string>;

/**
 * A translation function: the key is the English text itself (the product's exact words, as gettext
 * and Lingui do it), values fill its `{{placeholders}}`.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** English, the source language, needs no translations: its key is its text. */
export const english: Translate = (key, values) =>
  key.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );

/**
 * `t` in `language` from its translations: a numeric `count` picks the plural form by the language's
 * rules (`key_one`, `key_other`; French says "0 jour"), else the key's own translation; a key with
 * neither, or with an empty one, is shown as written. Nothing is escaped: React escapes what it
 * renders, and the server escapes the meta tags it writes itself.
 */
export function translator(language: Language, words: Translations): Translate {
  const plural = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const form =
      typeof count === "number" ? words[`${key}_${plural.select(count)}`] || words[`${key}_other`] : undefined;
    return english(form || words[key] || key, values);
  };
}
