import { english } from "./i18n/translate";

/**
 * A number field's refusals, naming the field: "Daily price must be a number". One template per
 * refusal, so another language says each once rather than once per field.
 */
export const NUMBER_MESSAGES = {
  notNumber: "{{label}} must be a number",
  notWhole: "{{label}} must be a whole number",
  negative: "{{label}} must be greater than 0",
  tooLarge: "{{label}} is too large",
  outOfRange: "{{label}} must be between {{min}} and {{max}}",
  aboveDailyRate: "{{label}} must not be more than {{max}} days at the daily price",
} as const;
type NumberMessage = (typeof NUMBER_MESSAGES)[keyof typeof NUMBER_MESSAGES];

export const numberMessage = (template: NumberMessage, values: { label: string; min?: number; max?: number }) =>
  english(template, values);

const PATTERNS = Object.values(NUMBER_MESSAGES).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\{(\w+)\}\}/g, "(?<$1>.+?)")}$`),
}));

/** The template and its values back out of a `numberMessage`, to say it in another language. */
export function readNumberMessage(message: string): { template: NumberMessage; values: Record<string, string> } | null {
  for (const { template, pattern } of PATTERNS) {
    const values = pattern.exec(message)?.groups;
    if (values) return { template, values: { ...values } };
  }
  return null;
}
