import { z } from "zod";
import { LIMITS } from "./constants";
import { atMost } from "./length-message";
import { CHOOSE_PHONE_COUNTRY, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRY_CODES } from "./phone-numbers";

/**
 * Names and notes reach mails, WhatsApp texts and admin lists. A line break in a name could forge a
 * line of its own there, and a text-direction override or isolate control (U+202A–U+202E,
 * U+2066–U+2069) shows letters in another order than they are stored ("Rentals \u202Emoc.evil\u202C"
 * reads "Rentals live.com"). The left-to-right and right-to-left marks (U+200E, U+200F) reorder
 * nothing on their own and stay allowed.
 */
export const TEXT_MESSAGES = {
  oneLine: "Write this on one line",
  directionControls: "Remove the invisible text-direction characters",
} as const;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

const hasNoDirectionControls = (text: string) => !DIRECTION_CONTROL.test(text);
const isOneLine = (text: string) => !LINE_BREAK.test(text);

/** Free text of several lines (a message, a note): no direction controls. */
export const cleanText = (field: z.ZodString) => field.refine(hasNoDirectionControls, TEXT_MESSAGES.directionControls);

/** A name or any one-line text: no line break and no direction controls. */
export const cleanLine = (field: z.ZodString) => cleanText(field.refine(isOneLine, TEXT_MESSAGES.oneLine));

export const emailField = (message = "Invalid email address") =>
  z.string().trim().max(LIMITS.emailMax, atMost("Email", LIMITS.emailMax)).pipe(z.email(message));

const PHONE_TOO_SHORT = "Phone number must be at least 10 digits";
const digitCount = (phone: string) => phone.replace(/\D/g, "").length;

/**
 * A phone a WhatsApp link can be built from: at least ten digits whatever the spacing (the form's
 * "at least 10" read as digits, so "(767) 440-1234" passes and ten dashes do not).
 */
export const phoneField = (requiredMessage?: string) => {
  const base = cleanLine(z.string().trim());
  return (requiredMessage ? base.min(1, requiredMessage) : base)
    .min(LIMITS.phoneMin, PHONE_TOO_SHORT)
    .max(LIMITS.phoneMax, atMost("Phone number", LIMITS.phoneMax))
    .refine((phone) => digitCount(phone) >= LIMITS.phoneMin, PHONE_TOO_SHORT);
};

/** The country a phone is dialled from (docs/product-rules.md, "Phones"); the island unless chosen. */
export const phoneCountryField = () =>
  z.enum(PHONE_COUNTRY_CODES, { error: CHOOSE_PHONE_COUNTRY }).default(DEFAULT_PHONE_COUNTRY);
