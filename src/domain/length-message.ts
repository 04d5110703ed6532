import { english } from "./i18n/translate";

/** Every text the product stores has a ceiling: a form names it, and the server refuses past it. */
export const AT_MOST_MESSAGE = "{{label}} must be at most {{max}} characters";
export const atMost = (label: string, max: number) => english(AT_MOST_MESSAGE, { label, max });
/** The label and the ceiling back out of an `atMost` message, to say it in another language. */
export function readAtMost(message: string): { label: string; max: number } | null {
  const match = /^(.+) must be at most (\d+) characters$/.exec(message);
  return match?.[1] && match[2] ? { label: match[1], max: Number(match[2]) } : null;
}
