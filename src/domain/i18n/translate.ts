/**
 * A translation function as i18next's `t` is: the key is the English text itself (the product's exact
 * words, as gettext and Lingui do it), values fill its `{{placeholders}}`.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** English, the source language, needs no translations: its key is its text. */
export const english: Translate = (key, values) =>
  key.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
