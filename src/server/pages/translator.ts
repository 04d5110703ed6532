import i18next from "i18next";
import { isLanguage, type Language, pickLanguage } from "../../domain/i18n/languages";
import { asResources, I18N_OPTIONS } from "../../domain/i18n/options";
import type { Translate } from "../../domain/i18n/translate";
import { en } from "../../domain/i18n/translations/en";
import { fr } from "../../domain/i18n/translations/fr";

// One instance for the server's whole life; the translations are small and loaded at start.
const i18n = i18next.createInstance();
void i18n.init({ ...I18N_OPTIONS, initAsync: false, lng: "en", resources: asResources({ en, fr }) });

export const translatorFor = (language: Language): Translate => i18n.getFixedT(language) as Translate;

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
