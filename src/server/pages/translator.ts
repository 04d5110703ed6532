import type { Language } from "../../domain/i18n/languages";
import { type Translate, translator } from "../../domain/i18n/translate";
import { en } from "../../domain/i18n/translations/en";
import { fr } from "../../domain/i18n/translations/fr";

// One per language for the server's whole life; the translations are small and loaded at start.
const TRANSLATORS: Record<Language, Translate> = { en: translator("en", en), fr: translator("fr", fr) };

export const translatorFor = (language: Language): Translate => TRANSLATORS[language];
