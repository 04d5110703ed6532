/** The languages visitors can read the marketplace in; English is the source and the default. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Each language in its own words, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "Français" };
/** Each language in English, for the company's WhatsApp message ("Customer speaks: French"). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", fr: "French" };
/** Open Graph's og:locale. */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: "en_US", fr: "fr_FR" };

/**
 * The best of our languages for an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8") or a list
 * of browser languages, highest quality first; English when none of them is ours.
 */
export function pickLanguage(accepted: string | readonly string[] | undefined | null): Language {
  const tags =
    typeof accepted === "string"
      ? accepted
          .split(",")
          .slice(0, 20)
          .map((part) => {
            const [tag = "", ...params] = part.trim().split(";");
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q) };
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q)
          .map(({ tag }) => tag)
      : (accepted ?? []);
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
