import { z } from "zod";
import { id, timestamp, type Wire } from "./common";

/**
 * What a queued mail is about (docs/decisions/mail-outbox.md): a request's mails, then a company
 * account's (migration 0031) — to it on registering, approval and rejection, to admins on registering —
 * then the reminders.
 */
export const MAIL_KINDS = [
  "request-receipt",
  "company-request",
  "request-decision",
  "request-expired",
  "request-cancelled",
  "email-verification",
  "company-registered",
  "company-waiting",
  "company-approved",
  "company-rejected",
  "review-invitation",
  "review-hidden",
  // Reminders (migration 0041): the renter's the day before pick-up and return, the company's day
  // plan each morning and its nudges on a request still waiting.
  "pickup-reminder",
  "return-reminder",
  "company-day-plan",
  "company-request-nudge",
] as const;

export const MAIL_LIST_STATUSES = ["queued", "sending", "sent", "failed"] as const;

export const mailParams = z.object({ id: id("Mail ID") });

export const mailListQuery = z.object({
  status: z
    .enum(MAIL_LIST_STATUSES, { error: "Status must be one of queued, sending, sent, failed" })
    .default("failed"),
});

/** An outbox mail as the admin sees it: what it is about, never its text (written when sent). */
export const adminMail = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  /** Null once the renter's details were erased. */
  to: z.string().nullable(),
  /** The request's reference; null for a mail about a company or a renter's account. */
  reference: z.string().nullable(),
  status: z.enum(MAIL_LIST_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminMail = Wire<typeof adminMail>;
