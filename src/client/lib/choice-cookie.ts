import { CHOICE_COOKIES, choiceCookie } from "../../domain/page-render";

type Choice = keyof typeof CHOICE_COOKIES;

/**
 * The visitor's remembered choice (language, currency), kept in a cookie the server reads so the
 * first paint is already in it (src/server/pages/choices.ts). A choice an older build kept in
 * `localStorage` under the same name moves to the cookie the first time it is read.
 */
export function readChoice(choice: Choice): string | null {
  const name = CHOICE_COOKIES[choice];
  const found = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (found !== undefined) return decodeURIComponent(found);
  try {
    const stored = localStorage.getItem(name);
    if (stored === null) return null;
    localStorage.removeItem(name);
    rememberChoice(choice, stored);
    return stored;
  } catch {
    return null; // storage can be off (private windows, strict settings)
  }
}

/** Remembers a choice for the whole site, for the app and the server alike. */
export function rememberChoice(choice: Choice, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the server must read the choice, so it is a cookie; Cookie Store is not in every browser
  document.cookie = choiceCookie(CHOICE_COOKIES[choice], value);
}
