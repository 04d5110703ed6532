import { z } from "zod";
import { cleanText } from "./text-fields";

/**
 * Text of at most `max` characters, trimmed, of one or more lines; empty or null is none (null). One
 * message for any fault but direction controls, which the writer cannot see (`cleanText`).
 */
export const optionalTextField = (max: number, message: string) =>
  cleanText(z.string({ error: message }).trim().max(max, message))
    .nullable()
    .transform((text) => text || null);
