import { z } from "zod";

/** Text of at most `max` characters, trimmed; empty or null is none (null). One message for any fault. */
export const optionalTextField = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => text || null);
