import { english, type Translate } from "./i18n/translate";

/**
 * The calendar sync's messages that carry a value ("A vehicle can sync at most 3 external
 * calendars", "The calendar's server answered 404 Not Found"): written from a template, so that
 * the company's screens can read the value back and say the whole message in their language.
 */
export const MAX_IMPORTS_MESSAGE = "A vehicle can sync at most {{max}} external calendars";
export const SERVER_ANSWERED_MESSAGE = "The calendar's server answered {{status}}";

const TEMPLATES = [MAX_IMPORTS_MESSAGE, SERVER_ANSWERED_MESSAGE] as const;
type CalendarImportMessage = (typeof TEMPLATES)[number];

/** A template's message in English, as the server writes it. */
export const calendarImportMessage = (template: CalendarImportMessage, values: Record<string, string | number>) =>
  english(template, values);

const PATTERNS = TEMPLATES.map((template) => ({
  template,
  pattern: new RegExp(
    `^${template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => (name === "max" ? `(?<${name}>\\d+)` : `(?<${name}>.+)`))}$`,
  ),
}));

/** A calendar sync message (of a template or a plain one) in the screen's language; as written when `t` has none. */
export function translateCalendarImportMessage(message: string, t: Translate): string {
  for (const { template, pattern } of PATTERNS) {
    const values = pattern.exec(message)?.groups;
    if (values) return t(template, { ...values });
  }
  return t(message);
}
