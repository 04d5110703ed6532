import { describe, expect, it } from "vitest";
import { emailVerificationMail, requestLimitScope } from "../../src/domain/requests/renter-ownership";

const verified = new Date("2026-11-01T12:00:00Z");

describe("requestLimitScope", () => {
  it.each([
    ["a visitor", undefined, "ana@example.com", "email"],
    [
      "an unverified account naming its own address",
      { email: "ana@example.com", emailVerifiedAt: null },
      "ana@example.com",
      "emailAndAccount",
    ],
    [
      "a verified account naming its own address",
      { email: "Ana@Example.com", emailVerifiedAt: verified },
      "ana@example.com",
      "sentByAccount",
    ],
    [
      "a verified account naming another address",
      { email: "ana@example.com", emailVerifiedAt: verified },
      "bob@example.com",
      "emailAndAccount",
    ],
  ] as const)("%s: %s", (_case, sender, email, scope) => {
    expect(requestLimitScope(sender, email)).toBe(scope);
  });
});

describe("emailVerificationMail", () => {
  const url = "https://rent.example.dm/verify-email?token=abc";
  const expiresAt = new Date("2026-11-30T14:00:00Z");

  it("writes the link and its end in English", () => {
    const mail = emailVerificationMail({ fullName: "Ana", language: "en" }, url, expiresAt);
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.text).toContain(`Hello Ana,`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("This link works once, until November 30, 2026 at 10:00 AM (Dominica time).");
  });

  it("and in French", () => {
    const mail = emailVerificationMail({ fullName: "Ana", language: "fr" }, url, expiresAt);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("Ce lien sert une fois, jusqu'au 30 novembre 2026 à 10:00 (heure de la Dominique).");
  });
});
