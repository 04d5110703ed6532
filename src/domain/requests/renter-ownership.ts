import type { Language } from "../i18n/languages";
import { renderMail } from "./mail-body";
import { formatDominicaTime, type MailText } from "./mails";

/**
 * How long a renter's email verification link works (docs/product-rules.md, "Renters"): long enough
 * for a traveller who reads mail once a day, short enough that an old mailbox copy opens nothing.
 */
export const EMAIL_VERIFICATION_HOURS = 48;

export const VERIFICATION_MESSAGES = {
  linkNotValid: "This verification link is not valid or has expired. Send a new one from My Bookings.",
  alreadyVerified: "This account's email is already verified",
  rentersOnly: "Only a renter account verifies its email here",
} as const;

/**
 * Which of an email's waiting requests count toward a sender's limits (REQUEST_LIMITS): a signed-in
 * account whose verified email the request names counts only what it sent itself, so requests any
 * visitor wrote in its name cannot lock it out; anyone else counts every request naming the address,
 * and a signed-in sender's own as well, so another address in the form does not get past them.
 */
export function requestLimitScope(
  sender: { email: string; emailVerifiedAt: Date | null } | undefined,
  email: string,
): "sentByAccount" | "emailAndAccount" | "email" {
  if (!sender) return "email";
  return sender.emailVerifiedAt && sender.email.toLowerCase() === email.toLowerCase()
    ? "sentByAccount"
    : "emailAndAccount";
}

/** To a renter who signed up (or asked again): the link proving the email theirs, in the account's language. */
export function emailVerificationMail(
  account: { fullName: string; language: Language },
  verifyUrl: string,
  expiresAt: Date,
): MailText {
  if (account.language === "fr") {
    return renderMail("Confirmez votre adresse e-mail", "fr", [
      `Bonjour ${account.fullName},`,
      "",
      "Confirmez que cette adresse est la vôtre : chaque demande envoyée avec elle, connecté ou non, rejoindra alors Mes réservations.",
      "",
      { text: "Confirmer mon adresse :", url: verifyUrl },
      "",
      `Ce lien sert une fois, jusqu'au ${formatDominicaTime(expiresAt, "fr")} (heure de la Dominique). Si vous n'avez pas créé de compte, ignorez ce message.`,
    ]);
  }
  return renderMail("Confirm your email address", "en", [
    `Hello ${account.fullName},`,
    "",
    "Confirm that this address is yours: every request sent with it, signed in or not, then joins My Bookings.",
    "",
    { text: "Confirm my address:", url: verifyUrl },
    "",
    `This link works once, until ${formatDominicaTime(expiresAt, "en")} (Dominica time). If you did not create an account, ignore this mail.`,
  ]);
}
