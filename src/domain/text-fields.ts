import { z } from "zod";
import { LIMITS } from "./constants";
import { atMost } from "./length-message";
import { CHOOSE_PHONE_COUNTRY, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRY_CODES } from "./phone-numbers";

export const emailField = (message = "Invalid email address") =>
  z.string().trim().max(LIMITS.emailMax, atMost("Email", LIMITS.emailMax)).pipe(z.email(message));

const PHONE_TOO_SHORT = "Phone number must be at least 10 digits";
const digitCount = (phone: string) => phone.replace(/\D/g, "").length;

/**
 * A phone a WhatsApp link can be built from: at least ten digits whatever the spacing (the form's
 * "at least 10" read as digits, so "(767) 440-1234" passes and ten dashes do not).
 */
export const phoneField = (requiredMessage?: string) => {
  const base = z.string().trim();
  return (requiredMessage ? base.min(1, requiredMessage) : base)
    .min(LIMITS.phoneMin, PHONE_TOO_SHORT)
    .max(LIMITS.phoneMax, atMost("Phone number", LIMITS.phoneMax))
    .refine((phone) => digitCount(phone) >= LIMITS.phoneMin, PHONE_TOO_SHORT);
};

/** The country a phone is dialled from (docs/product-rules.md, "Phones"); the island unless chosen. */
export const phoneCountryField = () =>
  z.enum(PHONE_COUNTRY_CODES, { error: CHOOSE_PHONE_COUNTRY }).default(DEFAULT_PHONE_COUNTRY);
