import type { Locale } from "date-fns";
import { fr } from "date-fns/locale/fr";
import type { Language } from "./languages";

/**
 * date-fns' locale for each language (its default is English): month and weekday names, the week's
 * first day. Imported only by the booking dialogs' code, so French dates cost the app's entry nothing.
 */
export const DATE_FNS_LOCALES: Record<Language, Locale | undefined> = { en: undefined, fr };
