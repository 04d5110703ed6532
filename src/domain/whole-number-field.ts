import { z } from "zod";

/** A whole number from `min` to `max`, refused with one message whatever is wrong with it. */
export const wholeNumberField = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
