import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../domain/i18n/languages";
import { CURRENCIES, CURRENCY_NAMES } from "../../domain/money";
import { cn } from "../lib/cn";
import { CURRENCY_PARAM, currencyFromUrl, setDisplayCurrency, useDisplayCurrency } from "../lib/display-currency";
import { changeLanguage, LANGUAGE_PARAM, languageFromUrl, useI18n } from "../lib/i18n";

const SHORT_NAMES: Record<Language, string> = { en: "EN", fr: "FR" };
// No colour transition: the chosen option shows at once (and axe never reads a colour half-way).
const segment =
  "rounded px-2 py-0.5 font-medium hover:bg-accent aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground";

/**
 * The strip at the top of every public header: which currency prices are shown in, and the
 * language. Both are plain links (`?currency=XCD`, `?lang=fr`): they work before and without the
 * app's scripts (the server remembers the choice in a cookie), and a search engine can follow them.
 */
export function PreferencesBar({ className }: { className?: string }) {
  const { t, language } = useI18n();
  const currency = useDisplayCurrency();
  const [path] = useLocation();
  const search = useSearch();
  const hrefFor = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    params.set(name, value);
    return `${path}?${params}`;
  };
  return (
    <div className={cn("border-b bg-secondary/60 text-xs", className)}>
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-3 px-4">
        <nav aria-label={t("Currency")} className="flex items-center gap-1">
          <span className="mr-1 text-muted-foreground">{t("Prices in")}</span>
          {CURRENCIES.map((option) => (
            <Link
              key={option}
              href={hrefFor(CURRENCY_PARAM, option)}
              className={segment}
              aria-current={currency === option ? "true" : undefined}
              rel="nofollow"
            >
              {CURRENCY_NAMES[option]}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("Language")} className="flex items-center gap-1">
          {LANGUAGES.map((option) => (
            <Link
              key={option}
              href={hrefFor(LANGUAGE_PARAM, option)}
              lang={option}
              hrefLang={option}
              title={LANGUAGE_NAMES[option]}
              aria-current={language === option ? "true" : undefined}
              className={segment}
            >
              <span aria-hidden>{SHORT_NAMES[option]}</span>
              <span className="sr-only">{LANGUAGE_NAMES[option]}</span>
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

/** A `?lang=` or `?currency=` in the address (a link of the strip, back and forward) switches the screens to it. */
export function ChoicesFromUrl() {
  const search = useSearch();
  const { language } = useI18n();
  useEffect(() => {
    const asked = languageFromUrl(search);
    if (asked && asked !== language) void changeLanguage(asked);
    const currency = currencyFromUrl(search);
    if (currency) setDisplayCurrency(currency);
  }, [search, language]);
  return null;
}
