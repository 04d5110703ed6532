import type { FastifyReply, FastifyRequest } from "fastify";
import { isLanguage, type Language, pickLanguage } from "../../domain/i18n/languages";
import { type Currency, isCurrency } from "../../domain/money";
import { CHOICE_COOKIES, choiceCookie } from "../../domain/page-render";

/** What a page the server writes is in, and whether the address named its language (the canonical URL says so). */
export interface VisitorChoices {
  language: Language;
  fromAddress: boolean;
  currency: Currency;
}

/**
 * The language and currency of a page the server writes: the address's `?lang=` / `?currency=`
 * (the links of the preferences strip, which work without scripts), else the visitor's remembered
 * choice (`CHOICE_COOKIES`), else the browser's Accept-Language and US$. A choice the address makes
 * is remembered in its cookie, so the next page's first paint is in it too. The page cache keys a
 * page by the language and currency it was rendered in (routes.ts), never by the cookie's bytes.
 */
export function visitorChoices(request: FastifyRequest, reply: FastifyReply): VisitorChoices {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const cookies = request.cookies;
  const remember = (name: string, value: string) => {
    // Fastify adds each Set-Cookie to those already set.
    if (cookies[name] !== value) reply.header("Set-Cookie", choiceCookie(name, value));
  };
  const askedLanguage = query.lang;
  const askedCurrency = query.currency;
  if (isLanguage(askedLanguage)) remember(CHOICE_COOKIES.language, askedLanguage);
  if (isCurrency(askedCurrency)) remember(CHOICE_COOKIES.currency, askedCurrency);
  const stored = cookies[CHOICE_COOKIES.language];
  const storedCurrency = cookies[CHOICE_COOKIES.currency];
  return {
    language: isLanguage(askedLanguage)
      ? askedLanguage
      : isLanguage(stored)
        ? stored
        : pickLanguage(request.headers["accept-language"]),
    fromAddress: isLanguage(askedLanguage),
    currency: isCurrency(askedCurrency) ? askedCurrency : isCurrency(storedCurrency) ? storedCurrency : "USD",
  };
}
