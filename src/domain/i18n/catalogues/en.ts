import type { Catalogue } from "../options";

/**
 * English is the source language: a key is its own English text, so English needs only the
 * plural forms i18next picks by `count` (`_one`, `_other`).
 */
export const en: Catalogue = {};
