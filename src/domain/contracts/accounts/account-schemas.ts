import { z } from "zod";
import { LIMITS } from "../../constants";
import { LANGUAGES } from "../../i18n/languages";
import { atMost } from "../../length-message";
import { cleanLine, emailField, phoneCountryField, phoneField } from "../../text-fields";
import { bookingRequestParams } from "../requests/visitor-request-schema";

export const loginSchema = z.object({
  // A renter logs in with their email, which may be longer than a company's username.
  username: z.string().trim().min(1, "Username is required").max(LIMITS.emailMax, atMost("Username", LIMITS.emailMax)),
  password: z.string().min(1, "Password is required").max(200, atMost("Password", 200)),
  /** A request's status-link secret (the receipt's link): the account logging in takes that request over. */
  requestToken: bookingRequestParams.shape.token.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration; the company name travels as `companyName` (docs/product-rules.md, "Who is who"). */
const newPassword = z
  .string()
  .min(LIMITS.passwordMin, "Password must be at least 8 characters")
  .max(200, atMost("Password", 200));
const fullName = cleanLine(
  z.string().trim().min(2, "Full name is required").max(LIMITS.nameMax, atMost("Full name", LIMITS.nameMax)),
);

/** What a company's username may hold: it is typed at every login and shown in admin lists. */
export const USERNAME_CHARACTERS = "Username may contain only letters, digits, '.', '_' and '-'";

export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2, "Username is required")
    .max(LIMITS.usernameMax, atMost("Username", LIMITS.usernameMax))
    .regex(/^[\p{L}\p{N}._-]+$/u, USERNAME_CHARACTERS),
  password: newPassword,
  fullName,
  email: emailField(),
  phone: phoneField(),
  phoneCountry: phoneCountryField(),
  role: z.literal("company").default("company"),
  companyName: cleanLine(
    z.string().trim().min(2, "Company name is required").max(LIMITS.nameMax, atMost("Company name", LIMITS.nameMax)),
  ),
  /** The language the form was filled in: the marketplace's mails to the company are written in it. */
  language: z.enum(LANGUAGES, { error: "Language must be one of en, fr" }).default("en"),
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * A renter's account (docs/product-rules.md, "Renters"): no company, active at once, logged in with
 * the email. The phone is kept in E.164 and the nationality fills the booking form. `requestToken`,
 * a request's status-link secret, hands that request over to the new account.
 */
export const renterSignUpSchema = z.object({
  fullName,
  email: emailField(),
  password: newPassword,
  phone: cleanLine(
    z.string().trim().min(1, "Phone number is required").max(LIMITS.phoneMax, atMost("Phone number", LIMITS.phoneMax)),
  ),
  phoneCountry: phoneCountryField(),
  nationality: cleanLine(z.string().trim().min(1, "Nationality is required").max(200, atMost("Nationality", 200))),
  requestToken: bookingRequestParams.shape.token.optional(),
  /** The language the account's own mails speak (the verification link's). */
  language: z.enum(LANGUAGES).default("en"),
});
export type RenterSignUpInput = z.input<typeof renterSignUpSchema>;
