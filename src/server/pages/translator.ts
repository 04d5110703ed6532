import { isLanguage, type Language, pickLanguage } from "../../domain/i18n/languages";
import { type Translate, translator } from "../../domain/i18n/translate";
import { en } from "../../domain/i18n/translations/en";
import { fr } from "../../domain/i18n/translations/fr";

// One per language for the server's whole life; the translations are small and loaded at start.
const TRANSLATORS: Record<Language, Translate> = { en: translator("en", en), fr: translator("fr", fr) };

export const translatorFor = (language: Language): Translate => TRANSLATORS[language];

/**
 * The language of a page the server writes: the address's `?lang=` (the language links), else the
 * browser's Accept-Language. Whether the address named it matters for the canonical URL.
 */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined) {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(asked)
    ? { language: asked, fromAddress: true }
    : { language: pickLanguage(acceptLanguage), fromAddress: false };
}
